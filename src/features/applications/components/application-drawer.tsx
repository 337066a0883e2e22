// The 400 px 'Add New Application' / 'Edit Application' drawer; a failed save keeps the form and says why.
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SideDrawer } from '@/components/ui/side-drawer';
import type { ApplicationDraftValues, ApplicationFormOutput } from '@/data/applications/application-schema';
import { useCreateApplication } from '@/data/applications/create-application';
import type { Application } from '@/data/applications/types';
import { useUpdateApplication } from '@/data/applications/update-application';
import type { ApplicationDraft, DrawerTab } from '../utils/application-draft';
import { ApplicationForm } from './application-form';

const FORM_ID = 'application-form';

export interface ApplicationDrawerProps {
  draft: ApplicationDraft | null;
  revision: number;
  /** The application being edited, once loaded. */
  application: Application | undefined;
  onClose: () => void;
  onTabChange: (tab: DrawerTab) => void;
  onValuesChange: (values: ApplicationDraftValues, pendingResumeName: string | null) => void;
}

export function ApplicationDrawer({ draft, revision, application, onClose, onTabChange, onValuesChange }: ApplicationDrawerProps) {
  const createApplication = useCreateApplication();
  const updateApplication = useUpdateApplication();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const isEdit = draft?.mode === 'edit';
  const isPending = createApplication.isPending || updateApplication.isPending;

  function handleClose() {
    setSubmitError(null);
    onClose();
  }

  function handleSubmit(values: ApplicationFormOutput) {
    setSubmitError(null);
    const callbacks = {
      onSuccess: () => {
        toast.success(isEdit ? 'Application updated' : 'Application added');
        handleClose();
      },
      onError: (error: Error) => {
        setSubmitError(error.message);
      },
    };
    if (isEdit && draft?.applicationId) {
      updateApplication.mutate({ id: draft.applicationId, values, previousResumeFile: application?.resume_file ?? null }, callbacks);
    } else {
      createApplication.mutate(values, callbacks);
    }
  }

  return (
    <SideDrawer
      open={Boolean(draft)}
      onOpenChange={(isOpen) => !isOpen && !isPending && handleClose()}
      title={isEdit ? 'Edit Application' : 'Add New Application'}
      footer={
        <>
          <Button variant="secondary" onClick={handleClose} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} isPending={isPending} pendingLabel="Saving…">
            Save
          </Button>
        </>
      }
    >
      {draft && (
        <ApplicationForm
          key={revision}
          id={FORM_ID}
          defaultValues={{ ...draft.values, resume: null }}
          activeTab={draft.activeTab}
          onTabChange={onTabChange}
          existingResumeName={isEdit ? (application?.resume_name ?? null) : null}
          lostResumeName={draft.lostResumeName}
          submitError={submitError}
          onValuesChange={onValuesChange}
          onSubmit={handleSubmit}
        />
      )}
    </SideDrawer>
  );
}
