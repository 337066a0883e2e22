// The browser's configuration, validated once at start-up. Only public values live here (Vite bakes them into the bundle).
// zod/mini keeps this check out of the way of the first page's download (the full zod loads with the forms that use it).
import * as z from 'zod/mini';
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '@/config/local-backend';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalUrl = z.pipe(z.transform(blankToUndefined), z.optional(z.url({ error: 'must be a URL' })));

const envSchema = z.object({
  VITE_SUPABASE_URL: z.pipe(
    z.transform((value: unknown) => blankToUndefined(value) ?? LOCAL_SUPABASE_URL),
    z.url({ error: 'VITE_SUPABASE_URL must be the URL of your Supabase project' }),
  ),
  VITE_SUPABASE_ANON_KEY: z.pipe(
    z.transform((value: unknown) => blankToUndefined(value) ?? LOCAL_ANON_KEY),
    z.string().check(z.regex(/^[\w-]+\.[\w-]+\.[\w-]+$|^sb_publishable_[\w-]+$/, { error: 'VITE_SUPABASE_ANON_KEY must be the project’s anon (publishable) key' })),
  ),
  VITE_PAYMENT_LINK_PLUS: optionalUrl,
  VITE_PAYMENT_LINK_FLASH: optionalUrl,
});

export function readEnv(source: Record<string, unknown>) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Offerpilot is misconfigured:\n${problems}`);
  }
  return {
    supabaseUrl: String(parsed.data.VITE_SUPABASE_URL).replace(/\/$/, ''),
    supabaseAnonKey: String(parsed.data.VITE_SUPABASE_ANON_KEY),
    paymentLinks: { plus: parsed.data.VITE_PAYMENT_LINK_PLUS as string | undefined, flash: parsed.data.VITE_PAYMENT_LINK_FLASH as string | undefined },
  };
}

export const env = readEnv(import.meta.env);
