// Confirms and performs the deletion of an application; `onDeleted` (after the dialog closes): what follows, such as
// leaving the deleted application's page.
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteApplication } from '@/data/applications/delete-application';
import type { Application } from '@/data/applications/types';

export interface DeleteApplicationDialogProps {
  application: Application | null;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteApplicationDialog({ application, onClose, onDeleted }: DeleteApplicationDialogProps) {
  const { t } = useTranslation('applications');
  const deleteApplication = useDeleteApplication();
  return (
    <ConfirmDialog
      open={Boolean(application)}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('delete.title')}
      description={
        application ? (
          <>
            <strong>
              {application.company_name} – {application.job_title}
            </strong>{' '}
            {t('delete.description')}
          </>
        ) : null
      }
      confirmLabel={t('delete.confirm')}
      pendingLabel={t('delete.pending')}
      isPending={deleteApplication.isPending}
      onConfirm={() => {
        if (!application) return;
        deleteApplication.mutate(
          { id: application.id, resumeFile: application.resume_file },
          {
            onSuccess: () => {
              toast.success(t('delete.done'));
              onClose();
              onDeleted?.();
            },
            onError: (error) => toast.error(t('delete.failed', { message: error.message })),
          },
        );
      }}
    />
  );
}
