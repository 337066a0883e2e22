// Where the global setup writes the URLs of the backend and the built app, and how tests read them.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface E2eEnv {
  appUrl: string;
  backendUrl: string;
  anonKey: string;
}

export const E2E_ENV_FILE = path.resolve('tmp/e2e-env.json');

export function readE2eEnv(): E2eEnv {
  return JSON.parse(readFileSync(E2E_ENV_FILE, 'utf8')) as E2eEnv;
}
