// What the global setup started (the backend, the built app, the fake AI upstream) and how tests read it.
// The setup puts it in the environment its workers inherit, so parallel runs never read each other's.

export interface E2eEnv {
  appUrl: string;
  backendUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The fake OpenAI-compatible upstream behind the AI gateway; control API at `${fakeOpenAiUrl}/__fake/...`. */
  fakeOpenAiUrl: string;
  /** The fake realtime upstream's WebSocket URL (the gateway's OPENAI_REALTIME_URL; its origin is VITE_REALTIME_ORIGIN). */
  fakeRealtimeUrl: string;
  /** A spoken question (espeak-ng) followed by 4 s of silence, for Chromium's fake microphone. */
  questionWav: string;
  /** The hearing clips (tests/fakes/hearing-clips.ts): the interviewer's tab audio and the microphones. */
  hearingDir: string;
  /** Where the production build under test lives. */
  distDir: string;
}

export const E2E_ENV_VARIABLE = 'OFFERPILOT_E2E_ENV';

export function readE2eEnv(): E2eEnv {
  const raw = process.env[E2E_ENV_VARIABLE];
  if (!raw) throw new Error(`${E2E_ENV_VARIABLE} is not set: run the tests through Playwright so the global setup starts the backend.`);
  return JSON.parse(raw) as E2eEnv;
}
