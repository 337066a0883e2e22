// @vitest-environment node
// Changing one port (issue 28 item 9): .env.example copied as is with another LOCAL_SUPABASE_PORT must not leave the
// app talking to 54321, and APP_PORT from .env serves `npm run dev` too.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserConfig } from 'vite';

function exampleValue(name: string): string | undefined {
  const line = readFileSync('.env.example', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}=`));
  return line?.slice(name.length + 1);
}

describe('ports', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('.env.example leaves VITE_SUPABASE_URL empty, so the app follows LOCAL_SUPABASE_PORT', () => {
    expect(exampleValue('VITE_SUPABASE_URL')).toBe('');
    expect(exampleValue('LOCAL_SUPABASE_PORT')).toBe('54321');
  });

  it('the Vite config derives the backend URL from LOCAL_SUPABASE_PORT and serves on APP_PORT', async () => {
    process.env.VITE_SUPABASE_URL = '';
    process.env.LOCAL_SUPABASE_PORT = '55300';
    process.env.APP_PORT = '55310';
    const { default: config } = (await import('../../vite.config.ts')) as { default: (env: { mode: string; command: 'serve' }) => UserConfig };
    const resolved = config({ mode: 'development', command: 'serve' });
    expect(process.env.VITE_SUPABASE_URL).toBe('http://127.0.0.1:55300');
    expect(resolved.server?.port).toBe(55310);
  });
});
