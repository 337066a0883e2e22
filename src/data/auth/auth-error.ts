// Supabase Auth errors in the person's language: GoTrue names each failure with a stable `code` (error_code in the
// JSON body, `AuthApiError.code` in supabase-js; the list is auth-js's src/lib/error-codes.ts). A known code gets its
// translated sentence; any other error keeps GoTrue's own message, else the caller's fallback.
import { t } from 'i18next';
import { DataError } from '@/data/applications/database-error';
import { MIN_PASSWORD_LENGTH } from '@/data/auth/password-policy';

const TRANSLATED_CODES = [
  'invalid_credentials',
  'email_not_confirmed',
  'user_already_exists',
  'email_exists',
  'weak_password',
  'same_password',
  'over_request_rate_limit',
  'over_email_send_rate_limit',
  'signup_disabled',
  'validation_failed',
  'session_expired',
  'flow_state_expired',
  'flow_state_not_found',
] as const;
type TranslatedCode = (typeof TRANSLATED_CODES)[number];

function isTranslatedCode(code: unknown): code is TranslatedCode {
  return typeof code === 'string' && (TRANSLATED_CODES as readonly string[]).includes(code);
}

/** The DataError to throw for a failed Supabase Auth call. */
export function authError(error: unknown, fallback: string): DataError {
  const dataError = new DataError(error, fallback);
  const code: unknown = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
  if (isTranslatedCode(code)) dataError.message = t(`auth:errors.${code}`, { count: MIN_PASSWORD_LENGTH });
  return dataError;
}
