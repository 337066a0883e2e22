// @vitest-environment node
// The extension's build follows the ports the way the app's build does (issue 37 #7): with only LOCAL_SUPABASE_PORT
// and APP_PORT moved in .env, the popup must sign in against the moved backend, not 54321.
import { afterEach, describe, expect, it } from 'vitest';
import type { UserConfig } from 'vite';
import { extensionConfig } from '../../scripts/build-extension.ts';

describe('the extension build', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('talks to the backend on LOCAL_SUPABASE_PORT and the app on APP_PORT when VITE_SUPABASE_URL is empty', () => {
    expect(extensionConfig({ VITE_SUPABASE_URL: '', LOCAL_SUPABASE_PORT: '65321', APP_PORT: '6573' })).toMatchObject({
      supabaseUrl: 'http://127.0.0.1:65321',
      appUrl: 'http://localhost:6573',
    });
  });

  it('keeps the defaults of npm start, and a VITE_SUPABASE_URL set by hand wins', () => {
    expect(extensionConfig({ LOCAL_SUPABASE_PORT: '' })).toMatchObject({ supabaseUrl: 'http://127.0.0.1:54321', appUrl: 'http://localhost:5173' });
    expect(extensionConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', LOCAL_SUPABASE_PORT: '65321' }).supabaseUrl).toBe('https://abc.supabase.co');
  });

  it('derives the same backend as the app build from the same .env values', async () => {
    process.env.VITE_SUPABASE_URL = '';
    process.env.LOCAL_SUPABASE_PORT = '55320';
    const { default: config } = (await import('../../vite.config.ts')) as { default: (env: { mode: string; command: 'build' }) => UserConfig };
    config({ mode: 'production', command: 'build' });
    expect(extensionConfig({ VITE_SUPABASE_URL: '', LOCAL_SUPABASE_PORT: '55320' }).supabaseUrl).toBe(process.env.VITE_SUPABASE_URL);
  });
});
