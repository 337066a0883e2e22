// The auth screen: one form, two modes (sign in at /login, sign up at /signup).
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { checkSignIn, useSignIn } from '@/data/auth/sign-in';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_POLICY } from '@/data/auth/password-policy';
import { checkSignUp, useSignUp } from '@/data/auth/sign-up';
import { AuthShell } from '@/features/auth/components/auth-shell';
import { SessionEndedNotice } from '@/features/auth/components/session-ended-notice';
import { checksResolver } from '@/lib/form-checks';

export type AuthMode = 'signin' | 'signup';

interface AuthFormValues {
  firstName: string;
  email: string;
  password: string;
}

export function AuthForm({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation('auth');
  const isSignUp = mode === 'signup';
  const title = isSignUp ? t('form.signUpTitle') : t('form.signInTitle');
  const signIn = useSignIn();
  const signUp = useSignUp();
  const mutation = isSignUp ? signUp : signIn;
  const form = useForm<AuthFormValues>({
    // One resolver per mode: sign-in does not ask for a first name.
    resolver: checksResolver<AuthFormValues>(isSignUp ? checkSignUp : checkSignIn),
    defaultValues: { firstName: '', email: '', password: '' },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit((values) => {
    if (isSignUp) signUp.mutate(values);
    else signIn.mutate({ email: values.email, password: values.password });
  });

  const needsConfirmation = isSignUp && signUp.isSuccess && !signUp.data.session;

  return (
    <AuthShell
      title={title}
      subtitle={isSignUp ? t('form.signUpSubtitle') : t('form.signInSubtitle')}
      footer={
        isSignUp ? (
          <>
            {t('form.haveAccount')}{' '}
            <Link className="font-medium text-brand-700 hover:underline" to={paths.login.href()}>
              {t('form.signIn')}
            </Link>
          </>
        ) : (
          <>
            {t('form.newHere')}{' '}
            <Link className="font-medium text-brand-700 hover:underline" to={paths.signup.href()}>
              {t('form.createAnAccount')}
            </Link>
          </>
        )
      }
    >
      {!isSignUp && !mutation.error && <SessionEndedNotice />}
      {mutation.error && <ErrorAlert className="mb-4">{mutation.error.message}</ErrorAlert>}
      {needsConfirmation && (
        <p role="status" className="mb-4 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-800">
          {t('form.confirmEmail')}
        </p>
      )}
      <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label={title}>
        {isSignUp && (
          <InputField label={t('form.firstName')} autoComplete="given-name" required error={errors.firstName?.message} {...form.register('firstName')} />
        )}
        <InputField label={t('form.email')} type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
        <InputField
          label={t('form.password')}
          type="password"
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          required
          minLength={isSignUp ? MIN_PASSWORD_LENGTH : undefined}
          maxLength={isSignUp ? MAX_PASSWORD_LENGTH : undefined}
          hint={isSignUp ? PASSWORD_POLICY.text() : undefined}
          error={errors.password?.message}
          {...form.register('password')}
        />
        {!isSignUp && (
          <p className="text-right text-sm">
            <Link className="font-medium text-brand-700 hover:underline" to={paths.forgotPassword.href()}>
              {t('form.forgotPassword')}
            </Link>
          </p>
        )}
        <Button type="submit" className="w-full" isPending={mutation.isPending} pendingLabel={isSignUp ? t('form.creatingAccount') : t('form.signingIn')}>
          {isSignUp ? t('form.createAccount') : t('form.signIn')}
        </Button>
      </form>
    </AuthShell>
  );
}
