// Reset password: the email link lands here with ?code=…; supabase-js exchanges it, then the person picks a new password.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/new-password-fields';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useRecoverSession } from '@/data/auth/recover-session';
import { PASSWORD_POLICY } from '@/data/auth/password-policy';
import { updatePasswordSchema, useUpdatePassword, type UpdatePasswordInput } from '@/data/auth/update-password';
import { AuthShell } from '@/features/auth/components/auth-shell';

const footer = (
  <Link className="font-medium text-brand-700 hover:underline" to={paths.login.href()}>
    Back to sign in
  </Link>
);

export function ResetPasswordForm() {
  const navigate = useNavigate();
  const recovery = useRecoverSession();
  const update = useUpdatePassword();
  const form = useForm<UpdatePasswordInput>({ resolver: zodResolver(updatePasswordSchema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success('Your password has been updated.');
        navigate(paths.dashboard.href(), { replace: true });
      },
    }),
  );

  if (recovery.isPending) return <PageSpinner label="Checking your reset link" />;
  if (recovery.isError || !recovery.data.hasSession) {
    return (
      <AuthShell title="Reset link not valid" footer={footer}>
        <ErrorAlert className="mb-4">
          {recovery.data?.errorMessage ?? recovery.error?.message ?? 'This reset link is invalid or has expired.'}
        </ErrorAlert>
        <p className="text-sm text-slate-600">
          Links work once and only in the browser that asked for them.{' '}
          <Link className="font-medium text-brand-700 hover:underline" to={paths.forgotPassword.href()}>
            Request a new link
          </Link>
          .
        </p>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Choose a new password" subtitle="You will stay signed in after saving it." footer={footer}>
      {update.error && <ErrorAlert className="mb-4">{update.error.message}</ErrorAlert>}
      <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label="Choose a new password">
        <NewPasswordFields register={form.register} errors={errors} rule={PASSWORD_POLICY} />
        <Button type="submit" className="w-full" isPending={update.isPending} pendingLabel="Saving…">
          Save new password
        </Button>
      </form>
    </AuthShell>
  );
}
