// Delete my account: says what goes, asks for the email address typed out, then lands on /login with a message.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useDeleteAccount } from '@/data/account-data/delete-account';

const ACCOUNT_DELETED_MESSAGE = 'Your account and all its data have been deleted.';

export function DeleteAccountDialog({ email, open, onOpenChange }: { email: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const isConfirmed = typed.trim().toLowerCase() === email.toLowerCase();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isConfirmed) return;
    remove.mutate(typed, {
      onSuccess: () => {
        toast.success(ACCOUNT_DELETED_MESSAGE, { duration: 15_000 });
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
      title="Delete your account"
      description="This cannot be undone."
    >
      <form noValidate onSubmit={handleSubmit} className="mt-4 space-y-4" aria-label="Delete your account">
        <div className="space-y-2 text-sm text-slate-700">
          <p>
            Every application, interview, experience, copilot conversation and note, coach session, analysis, your resumes, your photo and your
            sign-in will be permanently deleted.
          </p>
          <p>A running paid plan is cancelled first, with no further charges. Export your data first if you want to keep a copy.</p>
        </div>
        {remove.error && <ErrorAlert>{remove.error.message}</ErrorAlert>}
        <InputField
          label={
            <>
              Type <strong className="break-all">{email}</strong> to confirm
            </>
          }
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" variant="danger" disabled={!isConfirmed} isPending={remove.isPending} pendingLabel="Deleting…">
            Delete my account permanently
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
