// The browser's configuration, validated once at start-up. Only public values live here (Vite bakes them into the bundle).
// Plain checks, no validation library: this module is in every page's first download.
import { LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '@/config/local-backend';

const ANON_KEY = /^[\w-]+\.[\w-]+\.[\w-]+$|^sb_publishable_[\w-]+$/;

/** A set value as a string; blanks (and null) count as unset. */
function setValue(value: unknown): string | undefined {
  return value === '' || value === null || value === undefined ? undefined : String(value);
}

function isUrl(value: string): boolean {
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}

export function readEnv(source: Record<string, unknown>) {
  const supabaseUrl = setValue(source.VITE_SUPABASE_URL) ?? LOCAL_SUPABASE_URL;
  const supabaseAnonKey = setValue(source.VITE_SUPABASE_ANON_KEY) ?? LOCAL_ANON_KEY;
  const plus = setValue(source.VITE_PAYMENT_LINK_PLUS);
  const flash = setValue(source.VITE_PAYMENT_LINK_FLASH);
  const problems = [
    !isUrl(supabaseUrl) && 'VITE_SUPABASE_URL: VITE_SUPABASE_URL must be the URL of your Supabase project',
    !ANON_KEY.test(supabaseAnonKey) && 'VITE_SUPABASE_ANON_KEY: VITE_SUPABASE_ANON_KEY must be the project’s anon (publishable) key',
    plus !== undefined && !isUrl(plus) && 'VITE_PAYMENT_LINK_PLUS: must be a URL',
    flash !== undefined && !isUrl(flash) && 'VITE_PAYMENT_LINK_FLASH: must be a URL',
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`Offerpilot is misconfigured:\n${problems.join('\n')}`);
  return { supabaseUrl: supabaseUrl.replace(/\/$/, ''), supabaseAnonKey, paymentLinks: { plus, flash } };
}

export const env = readEnv(import.meta.env);
