// The auth server's knobs. Layers, later ones winning: GoTrue's defaults, supabase/config.toml (per backend), the
// backend's start options (per backend), LOCAL_SUPABASE_AUTH_* variables, then configureAuth() (whole process, tests).
import { AsyncLocalStorage } from 'node:async_hooks';
import { readSettings } from '../../../supabase/functions/_shared/settings.ts';

/** GoTrue's password_required_characters as the Supabase CLI maps `password_requirements` (supabase/cli pkg/config/auth.go). */
export const PASSWORD_REQUIREMENTS = {
  '': [],
  letters_digits: ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits: ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits_symbols: ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789', `!@#$%^&*()_+-=[]{};'\\:"|<>?,./\`~`],
} as const satisfies Record<string, readonly string[]>;

type PasswordRequirements = keyof typeof PASSWORD_REQUIREMENTS;

interface NumericAuthSettings {
  /** Access-token lifetime in seconds (GoTrue `jwt_expiry`). */
  jwtExpiry: number;
  /** Seconds a revoked refresh token may still be exchanged (GoTrue `refresh_token_reuse_interval`). */
  refreshTokenReuseInterval: number;
  /** Seconds between two recovery emails to one address (GoTrue `[auth.email] max_frequency`). */
  emailMaxFrequency: number;
  /** Lifetime of email links and codes in seconds (GoTrue `otp_expiry`). */
  otpExpiry: number;
  /** Lifetime of a PKCE flow state in seconds, counted from the request that created it. */
  flowStateExpiry: number;
  /** bcrypt cost for new password hashes. */
  bcryptCost: number;
  /** GoTrue `minimum_password_length` (bytes, as GoTrue counts). */
  minPasswordLength: number;
  /** `[auth.rate_limit] token_refresh`: /token requests (every grant) per 5 minutes per IP address. */
  tokenRateLimit: number;
  /** `[auth.rate_limit] sign_in_sign_ups`: /signup, /recover and PUT /user requests per 5 minutes per IP address. */
  signInSignUpsRateLimit: number;
  /** `[auth.rate_limit] token_verifications`: /verify requests per 5 minutes per IP address. */
  tokenVerificationsRateLimit: number;
}

export interface AuthSettings extends NumericAuthSettings {
  /** `password_requirements`: character classes a new password must each contain. */
  passwordRequirements: PasswordRequirements;
}

const DEFAULTS: AuthSettings = {
  jwtExpiry: 3600,
  refreshTokenReuseInterval: 10,
  emailMaxFrequency: 60,
  otpExpiry: 3600,
  flowStateExpiry: 300,
  bcryptCost: 10,
  minPasswordLength: 6,
  tokenRateLimit: 150,
  signInSignUpsRateLimit: 30,
  tokenVerificationsRateLimit: 30,
  passwordRequirements: '',
};

const ENV_NAMES: Record<keyof AuthSettings, string> = {
  jwtExpiry: 'LOCAL_SUPABASE_AUTH_JWT_EXPIRY',
  refreshTokenReuseInterval: 'LOCAL_SUPABASE_AUTH_REFRESH_TOKEN_REUSE_INTERVAL',
  emailMaxFrequency: 'LOCAL_SUPABASE_AUTH_EMAIL_MAX_FREQUENCY',
  otpExpiry: 'LOCAL_SUPABASE_AUTH_OTP_EXPIRY',
  flowStateExpiry: 'LOCAL_SUPABASE_AUTH_FLOW_STATE_EXPIRY',
  bcryptCost: 'LOCAL_SUPABASE_AUTH_BCRYPT_COST',
  minPasswordLength: 'LOCAL_SUPABASE_AUTH_MIN_PASSWORD_LENGTH',
  tokenRateLimit: 'LOCAL_SUPABASE_AUTH_RATE_LIMIT_TOKEN_REFRESH',
  signInSignUpsRateLimit: 'LOCAL_SUPABASE_AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS',
  tokenVerificationsRateLimit: 'LOCAL_SUPABASE_AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS',
  passwordRequirements: 'LOCAL_SUPABASE_AUTH_PASSWORD_REQUIREMENTS',
};

const LIMITS: Record<keyof NumericAuthSettings, [min: number, max: number]> = {
  jwtExpiry: [1, 604800],
  refreshTokenReuseInterval: [0, 86400],
  emailMaxFrequency: [0, 86400],
  otpExpiry: [1, 86400],
  flowStateExpiry: [1, 86400],
  bcryptCost: [4, 31],
  minPasswordLength: [1, 72],
  tokenRateLimit: [1, 1_000_000_000],
  signInSignUpsRateLimit: [1, 1_000_000_000],
  tokenVerificationsRateLimit: [1, 1_000_000_000],
};

let overrides: Partial<AuthSettings> = {};
/** The settings layers of the backend whose request is being handled (config.toml, start options). */
const backendLayers = new AsyncLocalStorage<{ config: Partial<AuthSettings>; options: Partial<AuthSettings> }>();

/** Checks every value of a partial settings object; `source` names where it came from in the error. */
export function checkSettings(next: Partial<AuthSettings>, source: string): Partial<AuthSettings> {
  for (const [key, value] of Object.entries(next) as Array<[keyof AuthSettings, unknown]>) {
    if (value !== undefined) checkValue(key, value, source);
  }
  return next;
}

/** Overrides settings for every auth server in this process (tests: `configureAuth({ refreshTokenReuseInterval: 0 })`). */
export function configureAuth(next: Partial<AuthSettings>): void {
  overrides = { ...overrides, ...checkSettings(next, 'configureAuth') };
}

export function resetAuthSettings(): void {
  overrides = {};
}

/** Runs one request of a backend with that backend's settings layers in force. */
export function withBackendSettings<T>(layers: { config: Partial<AuthSettings>; options: Partial<AuthSettings> }, run: () => T): T {
  return backendLayers.run(layers, run);
}

/** Current settings, read per request. */
export function authSettings(): AuthSettings {
  const layers = backendLayers.getStore();
  const settings: AuthSettings = { ...DEFAULTS, ...layers?.config, ...layers?.options };
  for (const key of Object.keys(DEFAULTS) as Array<keyof AuthSettings>) {
    // Read per request (tests change the environment), empty meaning the layers' value, as every setting is read.
    const raw = readSettings((name) => process.env[name]).text(ENV_NAMES[key]);
    if (raw !== undefined) {
      const value = key === 'passwordRequirements' ? raw : Number(raw);
      checkValue(key, value, ENV_NAMES[key]);
      Object.assign(settings, { [key]: value });
    }
    if (overrides[key] !== undefined) Object.assign(settings, { [key]: overrides[key] });
  }
  return settings;
}

function checkValue(key: keyof AuthSettings, value: unknown, source: string): void {
  if (key === 'passwordRequirements') {
    if (typeof value !== 'string' || !Object.hasOwn(PASSWORD_REQUIREMENTS, value)) {
      const allowed = Object.keys(PASSWORD_REQUIREMENTS)
        .map((name) => `"${name}"`)
        .join(', ');
      throw new Error(`${source}: passwordRequirements must be one of ${allowed} (got ${JSON.stringify(value)})`);
    }
    return;
  }
  const [min, max] = LIMITS[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${source}: ${key} must be an integer between ${min} and ${max} (got ${String(value)})`);
  }
}
