// What the auth server takes from supabase/config.toml: the [auth] keys the Supabase CLI hands to GoTrue
// (supabase/cli internal/start/start.go: GOTRUE_RATE_LIMIT_*, GOTRUE_PASSWORD_*), checked so a typo fails at start.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { checkSettings, type AuthSettings } from './settings.js';

interface AuthToml {
  jwt_expiry?: number;
  refresh_token_reuse_interval?: number;
  minimum_password_length?: number;
  password_requirements?: string;
  rate_limit?: { token_refresh?: number; sign_in_sign_ups?: number; token_verifications?: number };
  email?: { max_frequency?: string; otp_expiry?: number };
}

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600 };

/** A Go duration as the CLI writes them ("60s", "1m"), in whole seconds. */
function parseSeconds(value: string | undefined, key: string): number | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d+)(s|m|h)$/.exec(value.trim());
  if (!match) throw new Error(`supabase/config.toml: ${key} must look like "60s", "5m" or "1h" (got ${JSON.stringify(value)})`);
  return Number(match[1]) * DURATION_UNITS[match[2]];
}

/**
 * The [auth] settings of a config.toml as `supabase init` writes it, for compatibility runs of Supabase's own client
 * suites (`npm run backend -- --config defaults`). Checked 2026-11-25 against the CLI's template: jwt_expiry 3600,
 * refresh_token_reuse_interval 10, minimum_password_length 6, password_requirements "", [auth.rate_limit]
 * token_refresh 150, sign_in_sign_ups 30, token_verifications 30, [auth.email] max_frequency "1s", otp_expiry 3600.
 * Only max_frequency differs from GoTrue's own defaults (60 s), which the other settings already are.
 */
export const CLI_INIT_AUTH_CONFIG: Partial<AuthSettings> = { emailMaxFrequency: 1 };

export function readAuthConfig(projectDir: string): Partial<AuthSettings> {
  const file = path.join(projectDir, 'supabase', 'config.toml');
  if (!existsSync(file)) return {};
  const auth = ((parseToml(readFileSync(file, 'utf8')) as { auth?: AuthToml }).auth ?? {}) satisfies AuthToml;
  const settings: Partial<AuthSettings> = {
    jwtExpiry: auth.jwt_expiry,
    refreshTokenReuseInterval: auth.refresh_token_reuse_interval,
    minPasswordLength: auth.minimum_password_length,
    passwordRequirements: auth.password_requirements as AuthSettings['passwordRequirements'] | undefined,
    tokenRateLimit: auth.rate_limit?.token_refresh,
    signInSignUpsRateLimit: auth.rate_limit?.sign_in_sign_ups,
    tokenVerificationsRateLimit: auth.rate_limit?.token_verifications,
    emailMaxFrequency: parseSeconds(auth.email?.max_frequency, '[auth.email] max_frequency'),
    otpExpiry: auth.email?.otp_expiry,
  };
  const defined = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)) as Partial<AuthSettings>;
  return checkSettings(defined, `${file} [auth]`);
}
