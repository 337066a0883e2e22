// The service worker: signs the extension out when Offerpilot (through the app bridge on its own origin) says the
// person signed out. Its own session is revoked on the server too (supabase-js signOut, scope local).
import { extensionConfig, SIGNED_OUT_MESSAGE } from './config.ts';
import { supabase } from './supabase-client.ts';

chrome.runtime.onMessage.addListener((message, sender) => {
  const isFromApp = sender.origin === new URL(extensionConfig.appUrl).origin || sender.url?.startsWith(`${extensionConfig.appUrl}/`);
  if (!isFromApp || (message as { type?: unknown } | null)?.type !== SIGNED_OUT_MESSAGE) return;
  void supabase.auth.signOut({ scope: 'local' });
});
