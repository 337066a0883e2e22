// The two fields of a new password (the rule shown before submitting, then the confirmation), shared by the reset
// screen and the change-password form in settings. The rule comes from the caller (src/data/auth/password-policy).
import { useTranslation } from 'react-i18next';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { InputField } from '@/components/ui/field';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface PasswordRule {
  minLength: number;
  maxLength: number;
  /** What the person reads under the field, e.g. "At least 8 characters.", in the current language. */
  text: () => string;
}

export function NewPasswordFields({
  register,
  errors,
  rule,
}: {
  register: UseFormRegister<NewPasswordValues>;
  errors: FieldErrors<NewPasswordValues>;
  rule: PasswordRule;
}) {
  const { t } = useTranslation();
  return (
    <>
      <InputField
        label={t('newPassword.label')}
        type="password"
        autoComplete="new-password"
        required
        minLength={rule.minLength}
        maxLength={rule.maxLength}
        hint={rule.text()}
        error={errors.password?.message}
        {...register('password')}
      />
      <InputField
        label={t('newPassword.confirm')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
