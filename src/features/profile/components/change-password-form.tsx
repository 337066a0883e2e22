// Change password while signed in: Supabase Auth's PUT /user with `password` on the current session (other sessions
// end). The rule is shown before submitting; the server's answer (weak or same password) is shown inline.
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/new-password-fields';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PASSWORD_POLICY } from '@/data/auth/password-policy';
import { updatePasswordSchema, useUpdatePassword, type UpdatePasswordInput } from '@/data/auth/update-password';

export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const update = useUpdatePassword();
  const form = useForm<UpdatePasswordInput>({ resolver: zodResolver(updatePasswordSchema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast.success(t('password.changed'));
      },
    }),
  );

  return (
    <section aria-labelledby="change-password-heading" className="mt-6 border-t border-slate-100 pt-4">
      <h3 id="change-password-heading" className="text-sm font-semibold text-slate-900">
        {t('password.title')}
      </h3>
      <form noValidate onSubmit={handleSubmit} className="mt-3 space-y-4" aria-label={t('password.title')}>
        {update.error && <ErrorAlert>{update.error.message || t('password.failed')}</ErrorAlert>}
        {update.isSuccess && !form.formState.isDirty && (
          <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-800">
            {t('password.changedElsewhere')}
          </p>
        )}
        <NewPasswordFields register={form.register} errors={errors} rule={PASSWORD_POLICY} />
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" isPending={update.isPending} pendingLabel={t('password.changing')}>
            {t('password.title')}
          </Button>
        </div>
      </form>
    </section>
  );
}
