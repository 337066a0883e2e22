// Plain field checks for the forms on the first pages (sign in, sign up): a validation library would be a large part of
// their download. Each check returns the message to show, or undefined when the value is fine.
import { t } from 'i18next';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export type FieldProblems<Values> = Partial<Record<keyof Values & string, string | undefined>>;

/** The address shape zod's `z.email()` accepts (zod/v4/core/regexes.ts), so every form agrees on what an email is. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function emailProblem(value: string): string | undefined {
  return EMAIL.test(value) ? undefined : t('auth:validation.emailInvalid');
}

/** A react-hook-form resolver from a function naming each field's problem. */
export function checksResolver<Values extends FieldValues>(check: (values: Values) => FieldProblems<Values>): Resolver<Values> {
  return (values) => {
    const problems = Object.entries(check(values)).filter((entry): entry is [string, string] => Boolean(entry[1]));
    if (problems.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(problems.map(([name, message]) => [name, { type: 'validate', message }]));
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
