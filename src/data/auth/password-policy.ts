// The password rule of supabase/config.toml ([auth] minimum_password_length = 8, password_requirements = ""), so
// forms say it before anyone submits. tests/integration/auth-throttling.test.ts checks the two stay the same.
// No validation library: the sign-up form is on a first page. Messages are read when a check fails, so they are in
// the language of that moment.
import { t } from 'i18next';

export const MIN_PASSWORD_LENGTH = 8;
/** bcrypt reads 72 bytes; Supabase Auth refuses longer passwords. */
export const MAX_PASSWORD_LENGTH = 72;

type ValidationKey = 'firstNameRequired' | 'firstNameTooLong' | 'emailInvalid' | 'confirmRequired';

/** A zod check's message for the auth and profile forms, read when the check fails. */
export function says(key: `auth:validation.${ValidationKey}`) {
  return { error: () => t(key) };
}

/** The rule as the new-password fields take it; `text()` in the current language. */
export const PASSWORD_POLICY = {
  minLength: MIN_PASSWORD_LENGTH,
  maxLength: MAX_PASSWORD_LENGTH,
  text: () => t('auth:validation.passwordRule', { count: MIN_PASSWORD_LENGTH }),
} as const;

/** What is wrong with a new password, if anything. */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return t('auth:validation.passwordTooShort', { count: MIN_PASSWORD_LENGTH });
  if (password.length > MAX_PASSWORD_LENGTH) return t('auth:validation.passwordTooLong', { count: MAX_PASSWORD_LENGTH });
  return undefined;
}
