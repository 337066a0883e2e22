// Forgot password: ask for the email address and send a reset link.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { requestPasswordResetSchema, useRequestPasswordReset, type RequestPasswordResetInput } from '@/data/auth/request-password-reset';
import { AuthShell } from '@/features/auth/components/auth-shell';

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const form = useForm<RequestPasswordResetInput>({ resolver: zodResolver(requestPasswordResetSchema), defaultValues: { email: '' } });
  const handleSubmit = form.handleSubmit((values) => request.mutate(values));

  return (
    <AuthShell
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <Link className="font-medium text-brand-700 hover:underline" to={paths.login.href()}>
          {t('forgot.backToSignIn')}
        </Link>
      }
    >
      {request.error && <ErrorAlert className="mb-4">{request.error.message}</ErrorAlert>}
      {request.isSuccess ? (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-800">
          {t('forgot.sent', { email: request.variables.email })}
        </p>
      ) : (
        <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label={t('forgot.title')}>
          <InputField
            label={t('form.email')}
            type="email"
            autoComplete="email"
            required
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" className="w-full" isPending={request.isPending} pendingLabel={t('forgot.sending')}>
            {t('forgot.send')}
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
