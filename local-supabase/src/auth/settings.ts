// The auth server's knobs: GoTrue's defaults (as in supabase/config.toml), overridable by env or by tests.

export interface AuthSettings {
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
  /** GoTrue `minimum_password_length`. */
  minPasswordLength: number;
}

const DEFAULTS: AuthSettings = {
  jwtExpiry: 3600,
  refreshTokenReuseInterval: 10,
  emailMaxFrequency: 60,
  otpExpiry: 3600,
  flowStateExpiry: 300,
  bcryptCost: 10,
  minPasswordLength: 6,
};

const ENV_NAMES: Record<keyof AuthSettings, string> = {
  jwtExpiry: 'LOCAL_SUPABASE_AUTH_JWT_EXPIRY',
  refreshTokenReuseInterval: 'LOCAL_SUPABASE_AUTH_REFRESH_TOKEN_REUSE_INTERVAL',
  emailMaxFrequency: 'LOCAL_SUPABASE_AUTH_EMAIL_MAX_FREQUENCY',
  otpExpiry: 'LOCAL_SUPABASE_AUTH_OTP_EXPIRY',
  flowStateExpiry: 'LOCAL_SUPABASE_AUTH_FLOW_STATE_EXPIRY',
  bcryptCost: 'LOCAL_SUPABASE_AUTH_BCRYPT_COST',
  minPasswordLength: 'LOCAL_SUPABASE_AUTH_MIN_PASSWORD_LENGTH',
};

const LIMITS: Record<keyof AuthSettings, [min: number, max: number]> = {
  jwtExpiry: [1, 604800],
  refreshTokenReuseInterval: [0, 86400],
  emailMaxFrequency: [0, 86400],
  otpExpiry: [1, 86400],
  flowStateExpiry: [1, 86400],
  bcryptCost: [4, 31],
  minPasswordLength: [1, 72],
};

let overrides: Partial<AuthSettings> = {};

/** Overrides settings for every auth server in this process (tests: `configureAuth({ refreshTokenReuseInterval: 0 })`). */
export function configureAuth(next: Partial<AuthSettings>): void {
  for (const [key, value] of Object.entries(next) as Array<[keyof AuthSettings, number | undefined]>) {
    if (value !== undefined) checkValue(key, value, 'configureAuth');
  }
  overrides = { ...overrides, ...next };
}

export function resetAuthSettings(): void {
  overrides = {};
}

/** Current settings: defaults, then `LOCAL_SUPABASE_AUTH_*` variables, then `configureAuth` overrides. Read per request. */
export function authSettings(): AuthSettings {
  const settings = { ...DEFAULTS };
  for (const key of Object.keys(DEFAULTS) as Array<keyof AuthSettings>) {
    const raw = process.env[ENV_NAMES[key]];
    if (raw !== undefined && raw.trim() !== '') {
      const value = Number(raw);
      checkValue(key, value, ENV_NAMES[key]);
      settings[key] = value;
    }
    const override = overrides[key];
    if (override !== undefined) settings[key] = override;
  }
  return settings;
}

function checkValue(key: keyof AuthSettings, value: number, source: string): void {
  const [min, max] = LIMITS[key];
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${source}: ${key} must be an integer between ${min} and ${max} (got ${String(value)})`);
  }
}
