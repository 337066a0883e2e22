// Confirms and performs the deletion of an application.
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteApplication } from '@/data/applications/delete-application';
import type { Application } from '@/data/applications/types';

export function DeleteApplicationDialog({ application, onClose }: { application: Application | null; onClose: () => void }) {
  const deleteApplication = useDeleteApplication();
  return (
    <ConfirmDialog
      open={Boolean(application)}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title="Delete this application?"
      description={
        application ? (
          <>
            <strong>
              {application.company_name} – {application.job_title}
            </strong>{' '}
            and its interviews will be deleted. This cannot be undone.
          </>
        ) : null
      }
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      isPending={deleteApplication.isPending}
      onConfirm={() => {
        if (!application) return;
        deleteApplication.mutate(
          { id: application.id, resumeFile: application.resume_file },
          {
            onSuccess: () => {
              toast.success('Application deleted');
              onClose();
            },
            onError: (error) => toast.error(`Not deleted: ${error.message}`),
          },
        );
      }}
    />
  );
}
