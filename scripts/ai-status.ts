// What `npm start` says about AI: whether the gateway has an upstream key, and how the Copilot will hear (the rung of
// src/lib/hearing/ladder.ts the gateway's capabilities lead to in a browser with a microphone), read from the same
// variables the ai function reads. Pure, so tests/unit/ai-status.test.ts checks each case.
import { realtimeCapabilityFromEnv } from '../supabase/functions/ai/realtime-session.ts';

type Env = (name: string) => string | undefined;

export function aiStatusLines(env: Env): string[] {
  const apiKey = env('OPENAI_API_KEY') ?? '';
  if (!apiKey) {
    return [
      'AI:       not configured (set OPENAI_API_KEY in .env): the tracker works; Copilot and Coach say AI is not configured',
      'Copilot:  typed questions only (no AI to hear or answer)',
    ];
  }
  const upstream = (env('OPENAI_BASE_URL') || 'https://api.openai.com/v1').replace(/\/+$/, '');
  let realtime: ReturnType<typeof realtimeCapabilityFromEnv>;
  try {
    realtime = realtimeCapabilityFromEnv(apiKey, env);
  } catch (error) {
    return [`AI:       configured (${upstream})`, `Copilot:  ${error instanceof Error ? error.message : String(error)}`];
  }
  const lines = [`AI:       configured (${upstream})`];
  if (!realtime) return [...lines, 'Copilot:  hears by uploading each recorded turn (OPENAI_REALTIME_URL=off)'];
  lines.push(`Copilot:  hears live (realtime transcription, ${realtime.model} at ${realtime.url})`);
  const origin = new URL(realtime.url.replace(/^ws/, 'http')).origin.replace(/^http/, 'ws');
  if (env('VITE_REALTIME_ORIGIN') !== origin) {
    lines.push(`          but the page may not open ${origin} (Content-Security-Policy): set VITE_REALTIME_ORIGIN=${origin}`);
  }
  return lines;
}
