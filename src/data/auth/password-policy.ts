// The password rule of supabase/config.toml ([auth] minimum_password_length = 8, password_requirements = ""), so
// forms say it before anyone submits. tests/integration/auth-throttling.test.ts checks the two stay the same.
export const MIN_PASSWORD_LENGTH = 8;
/** bcrypt reads 72 bytes; Supabase Auth refuses longer passwords. */
export const MAX_PASSWORD_LENGTH = 72;

export const PASSWORD_RULE = `At least ${MIN_PASSWORD_LENGTH} characters.`;

/** The rule as the new-password fields take it. */
export const PASSWORD_POLICY = { minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH, text: PASSWORD_RULE } as const;

/** What is wrong with a new password, if anything (no validation library: the sign-up form is on a first page). */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters`;
  return undefined;
}
