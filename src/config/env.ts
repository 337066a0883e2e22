// The browser's configuration, validated once at start-up. Only public values live here (Vite bakes them into the bundle).
import { z } from 'zod';

const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

const envSchema = z.object({
  VITE_SUPABASE_URL: z.preprocess((v) => (v === '' || v === undefined ? LOCAL_SUPABASE_URL : v), z.url({ message: 'VITE_SUPABASE_URL must be the URL of your Supabase project' })),
  VITE_SUPABASE_ANON_KEY: z.preprocess(
    (v) => (v === '' || v === undefined ? LOCAL_ANON_KEY : v),
    z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$|^sb_publishable_[\w-]+$/, 'VITE_SUPABASE_ANON_KEY must be the project’s anon (publishable) key'),
  ),
  VITE_PAYMENT_LINK_PLUS: optionalUrl,
  VITE_PAYMENT_LINK_FLASH: optionalUrl,
});

function readEnv() {
  const parsed = envSchema.safeParse(import.meta.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Offerpilot is misconfigured:\n${problems}`);
  }
  return {
    supabaseUrl: parsed.data.VITE_SUPABASE_URL.replace(/\/$/, ''),
    supabaseAnonKey: parsed.data.VITE_SUPABASE_ANON_KEY,
    paymentLinks: { plus: parsed.data.VITE_PAYMENT_LINK_PLUS, flash: parsed.data.VITE_PAYMENT_LINK_FLASH },
  };
}

export const env = readEnv();
