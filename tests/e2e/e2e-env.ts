// Where the global setup writes the URLs of the backend and the built app, and how tests read them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface E2eEnv {
  appUrl: string;
  backendUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The fake OpenAI-compatible upstream behind the AI gateway; control API at `${fakeOpenAiUrl}/__fake/...`. */
  fakeOpenAiUrl: string;
  /** A spoken question (espeak-ng) followed by 4 s of silence, for Chromium's fake microphone. */
  questionWav: string;
}

export const E2E_ENV_FILE = path.resolve('tmp/e2e-env.json');

export function readE2eEnv(): E2eEnv {
  return JSON.parse(readFileSync(E2E_ENV_FILE, 'utf8')) as E2eEnv;
}
