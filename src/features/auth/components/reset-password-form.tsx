// Reset password: the email link lands here with ?code=…; supabase-js exchanges it, then the person picks a new password.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/new-password-fields';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useRecoverSession } from '@/data/auth/recover-session';
import { PASSWORD_POLICY } from '@/data/auth/password-policy';
import { updatePasswordSchema, useUpdatePassword, type UpdatePasswordInput } from '@/data/auth/update-password';
import { AuthShell } from '@/features/auth/components/auth-shell';

export function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const footer = (
    <Link className="font-medium text-brand-700 hover:underline" to={paths.login.href()}>
      {t('forgot.backToSignIn')}
    </Link>
  );
  const recovery = useRecoverSession();
  const update = useUpdatePassword();
  const form = useForm<UpdatePasswordInput>({ resolver: zodResolver(updatePasswordSchema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success(t('reset.updated'));
        navigate(paths.dashboard.href(), { replace: true });
      },
    }),
  );

  if (recovery.isPending) return <PageSpinner label={t('reset.checking')} />;
  if (recovery.isError || !recovery.data.hasSession) {
    return (
      <AuthShell title={t('reset.invalidTitle')} footer={footer}>
        <ErrorAlert className="mb-4">{recovery.data?.errorMessage ?? recovery.error?.message ?? t('reset.invalid')}</ErrorAlert>
        <p className="text-sm text-slate-600">
          {t('reset.linksWorkOnce')}{' '}
          <Link className="font-medium text-brand-700 hover:underline" to={paths.forgotPassword.href()}>
            {t('reset.requestNew')}
          </Link>
          .
        </p>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('reset.title')} subtitle={t('reset.subtitle')} footer={footer}>
      {update.error && <ErrorAlert className="mb-4">{update.error.message}</ErrorAlert>}
      <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label={t('reset.title')}>
        <NewPasswordFields register={form.register} errors={errors} rule={PASSWORD_POLICY} />
        <Button type="submit" className="w-full" isPending={update.isPending} pendingLabel={t('reset.saving')}>
          {t('reset.save')}
        </Button>
      </form>
    </AuthShell>
  );
}
