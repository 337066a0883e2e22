// Delete my account: says what goes, asks for the email address typed out, then lands on /login with a message.
import { Trans, useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useDeleteAccount, useDeletionPreview, type DeletionPreview } from '@/data/account-data/delete-account';

const PLAN_NAMES: Record<string, string> = { plus: 'Plus', flash: 'Flash' };

/** What deleting does with a running paid plan, as the server will do it: cancelled first, or "cancel it first". */
function PaidPlanNote({ preview }: { preview: ReturnType<typeof useDeletionPreview> }) {
  const { t } = useTranslation(['profile', 'common']);
  if (preview.isPending) return <p>{t('deleteAccount.checkingPlan')}</p>;
  if (preview.isError) {
    return (
      <ErrorAlert title={t('deleteAccount.planCheckFailed')}>
        <p>{preview.error.message}</p>
        <Button variant="link" className="mt-1 text-red-800" onClick={() => void preview.refetch()}>
          {t('common:tryAgain')}
        </Button>
      </ErrorAlert>
    );
  }
  const { runningPlans, canCancel } = preview.data;
  if (runningPlans.length === 0) return null;
  const plans = runningPlans.map((plan) => PLAN_NAMES[plan] ?? plan).join(' + ');
  return (
    <p className={canCancel ? undefined : 'font-medium text-amber-800'}>
      {t(canCancel ? 'deleteAccount.planCancelledFirst' : 'deleteAccount.cancelPlanFirst', { plans })}
    </p>
  );
}

const mustCancelFirst = (preview: DeletionPreview | undefined) => !!preview && preview.runningPlans.length > 0 && !preview.canCancel;

export function DeleteAccountDialog({ email, open, onOpenChange }: { email: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(['profile', 'common']);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const preview = useDeletionPreview(email, open);
  const isBlocked = !preview.isSuccess || mustCancelFirst(preview.data);
  const navigate = useNavigate();
  const isConfirmed = typed.trim().toLowerCase() === email.toLowerCase();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isConfirmed || isBlocked) return;
    remove.mutate(typed, {
      onSuccess: () => {
        toast.success(t('deleteAccount.deleted'), { duration: 15_000 });
        void navigate(paths.login.href(), { replace: true });
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (remove.isPending) return;
        if (!next) setTyped('');
        onOpenChange(next);
      }}
      title={t('deleteAccount.title')}
      description={t('deleteAccount.description')}
    >
      <form noValidate onSubmit={handleSubmit} className="mt-4 space-y-4" aria-label={t('deleteAccount.title')}>
        <div className="space-y-2 text-sm text-slate-700">
          <p>{t('deleteAccount.whatGoes')}</p>
          <PaidPlanNote preview={preview} />
          <p>{t('deleteAccount.keepCopy')}</p>
        </div>
        {remove.error && <ErrorAlert>{remove.error.message}</ErrorAlert>}
        <InputField
          label={<Trans t={t} i18nKey="deleteAccount.typeToConfirm" values={{ email }} components={{ strong: <strong className="break-all" /> }} />}
          autoComplete="off"
          spellCheck={false}
          disabled={mustCancelFirst(preview.data)}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={remove.isPending}>
              {t('common:cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" variant="danger" disabled={!isConfirmed || isBlocked} isPending={remove.isPending} pendingLabel={t('deleteAccount.deleting')}>
            {t('deleteAccount.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
