// The password rule of supabase/config.toml ([auth] minimum_password_length = 8, password_requirements = ""), so
// forms say it before anyone submits. tests/integration/auth-throttling.test.ts checks the two stay the same.
import { t } from 'i18next';
import * as z from 'zod/mini';

export const MIN_PASSWORD_LENGTH = 8;
/** bcrypt reads 72 bytes; Supabase Auth refuses longer passwords. */
export const MAX_PASSWORD_LENGTH = 72;

/** A validation message read when the check fails, so it is in the language of that moment. */
type ValidationKey =
  | 'firstNameRequired'
  | 'firstNameTooLong'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'confirmRequired'
  | 'passwordsDiffer';

export function says(key: `auth:validation.${ValidationKey}`, count?: number) {
  return { error: () => t(key, { count }) };
}

/** The rule as the new-password fields take it; `text()` in the current language. */
export const PASSWORD_POLICY = {
  minLength: MIN_PASSWORD_LENGTH,
  maxLength: MAX_PASSWORD_LENGTH,
  text: () => t('auth:validation.passwordRule', { count: MIN_PASSWORD_LENGTH }),
} as const;

export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, says('auth:validation.passwordTooShort', MIN_PASSWORD_LENGTH)),
    z.maxLength(MAX_PASSWORD_LENGTH, says('auth:validation.passwordTooLong', MAX_PASSWORD_LENGTH)),
  );
