// Where the SPA looks for its backend when VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY are unset: the local backend
// `npm start` runs (local-supabase). Read by env.ts at run time and by vite.config.ts for the preconnect hint.
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
