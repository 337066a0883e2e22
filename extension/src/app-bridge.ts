// Runs on Offerpilot's own pages only: when the app says the person signed out, the extension signs out too.
import { SIGNED_OUT_MESSAGE } from './config.ts';

window.addEventListener('message', (event) => {
  if (event.source !== window || event.origin !== location.origin) return;
  if ((event.data as { type?: unknown } | null)?.type === SIGNED_OUT_MESSAGE) void chrome.runtime.sendMessage({ type: SIGNED_OUT_MESSAGE });
});
