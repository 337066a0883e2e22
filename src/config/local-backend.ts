// Where the SPA looks for its backend when VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY are unset: the local backend
// `npm start` runs (local-supabase). Read by env.ts at run time and by vite.config.ts for the preconnect hint.
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

/**
 * The backend a build talks to: VITE_SUPABASE_URL when set, else the local backend on LOCAL_SUPABASE_PORT (54321 when
 * empty), as `npm start` runs it. The one rule for the app's build (vite.config.ts) and the extension's.
 */
export function backendUrlOf(env: { VITE_SUPABASE_URL?: string; LOCAL_SUPABASE_PORT?: string }): string {
  if (env.VITE_SUPABASE_URL) return env.VITE_SUPABASE_URL.replace(/\/$/, '');
  const port = Number(env.LOCAL_SUPABASE_PORT);
  return Number.isInteger(port) && port > 0 ? `http://127.0.0.1:${port}` : LOCAL_SUPABASE_URL;
}
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
