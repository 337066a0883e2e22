// GET /v1/capabilities: what the gateway can do here, so the SPA can say so before the person starts a session.
// Cheap and content-free; extend the object rather than adding routes.
import type { Config } from './upstream.ts';

export interface AiCapabilities {
  /** An upstream key is set: chat, transcription and speech can be asked for. */
  configured: boolean;
}

export function capabilities(config: Config): AiCapabilities {
  return { configured: Boolean(config.apiKey) };
}
