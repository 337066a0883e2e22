// GET /v1/capabilities: what the gateway can do here, so the SPA says so before the person starts a session and picks
// how the Copilot hears (realtime streaming → short-pause upload → typed) from it, never by guessing from errors.
// It also says which configured model is gone or retiring (model-health.ts), naming the setting to change.
// Cheap and content-free; extend the object rather than adding routes.
import type { ModelNotice } from './lifecycle.ts';
import { modelHealth } from './model-health.ts';
import { realtimeCapability } from './realtime.ts';
import type { RealtimeCapability } from './realtime-session.ts';
import type { Config } from './upstream.ts';

export interface AiCapabilities {
  /** An upstream key is set: chat, transcription and speech can be asked for. */
  configured: boolean;
  /** Where the browser streams audio for live transcription, or null when the upstream has none. */
  realtime: RealtimeCapability | null;
  /** Configured models that are gone (their feature fails) or shut down within 60 days, each with what to set. */
  models: { problems: ModelNotice[]; warnings: ModelNotice[] };
}

export async function capabilities(config: Config): Promise<AiCapabilities> {
  const { problems, warnings, isRealtimeListed } = await modelHealth(config);
  return { configured: Boolean(config.apiKey), realtime: isRealtimeListed ? realtimeCapability(config) : null, models: { problems, warnings } };
}
