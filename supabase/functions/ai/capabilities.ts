// GET /v1/capabilities: what the gateway can do here, so the SPA says so before the person starts a session and picks
// how the Copilot hears (realtime streaming → short-pause upload → typed) from it, never by guessing from errors.
// Cheap and content-free; extend the object rather than adding routes.
import { realtimeCapability } from './realtime.ts';
import type { RealtimeCapability } from './realtime-session.ts';
import type { Config } from './upstream.ts';

export interface AiCapabilities {
  /** An upstream key is set: chat, transcription and speech can be asked for. */
  configured: boolean;
  /** Where the browser streams audio for live transcription, or null when the upstream has none. */
  realtime: RealtimeCapability | null;
}

export function capabilities(config: Config): AiCapabilities {
  return { configured: Boolean(config.apiKey), realtime: realtimeCapability(config) };
}
