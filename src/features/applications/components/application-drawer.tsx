// The 400 px 'Add New Application' / 'Edit Application' drawer; a failed save keeps the form and says why, and closing
// it with typed changes (click outside, Escape, Close, Cancel) asks before discarding them.
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SideDrawer } from '@/components/ui/side-drawer';
import type { ApplicationDraftValues, ApplicationFormOutput } from '@/data/applications/application-schema';
import { applicationToForm, emptyApplicationForm } from '@/data/applications/application-values';
import { useCreateApplication } from '@/data/applications/create-application';
import type { Application } from '@/data/applications/types';
import { useUpdateApplication } from '@/data/applications/update-application';
import { isDraftChanged, type ApplicationDraft, type DrawerTab } from '../utils/application-draft';
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
  const { t } = useTranslation('applications');
  const createApplication = useCreateApplication();
  const updateApplication = useUpdateApplication();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const isEdit = draft?.mode === 'edit';
  const isPending = createApplication.isPending || updateApplication.isPending;
  const [isConfirmingDiscard, setIsConfirmingDiscard] = useState(false);
  // What the drawer started from: the saved application when editing, an empty form when adding.
  const baseline = useMemo(() => {
    const { resume: _resume, ...values } = isEdit && application ? applicationToForm(application) : emptyApplicationForm();
    return values;
  }, [isEdit, application]);
  /** The latest typed values (a ref: checked on close only, so typing does not re-render the drawer). */
  const latest = useRef<{ values: ApplicationDraftValues | undefined; pendingResumeName: string | null }>({
    values: draft?.values,
    pendingResumeName: draft?.lostResumeName ?? null,
  });

  function handleValuesChange(values: ApplicationDraftValues, pendingResumeName: string | null) {
    latest.current = { values, pendingResumeName };
    onValuesChange(values, pendingResumeName);
  }

  function handleClose() {
    setSubmitError(null);
    setIsConfirmingDiscard(false);
    onClose();
  }

  function requestClose() {
    if (isPending) return;
    const { values, pendingResumeName } = latest.current;
    if (values && isDraftChanged(values, baseline, pendingResumeName)) setIsConfirmingDiscard(true);
    else handleClose();
  }

  function handleSubmit(values: ApplicationFormOutput) {
    setSubmitError(null);
    const callbacks = {
      onSuccess: () => {
        toast.success(isEdit ? t('drawer.updated') : t('drawer.added'));
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
      onOpenChange={(isOpen) => !isOpen && requestClose()}
      title={isEdit ? t('drawer.editTitle') : t('drawer.addTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={requestClose} disabled={isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} isPending={isPending} pendingLabel={t('drawer.saving')}>
            {t('drawer.save')}
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
          onValuesChange={handleValuesChange}
          onSubmit={handleSubmit}
        />
      )}
      <ConfirmDialog
        open={isConfirmingDiscard}
        onOpenChange={setIsConfirmingDiscard}
        title={t('drawer.discard.title')}
        description={t('drawer.discard.description')}
        cancelLabel={t('drawer.discard.keep')}
        confirmLabel={t('drawer.discard.confirm')}
        onConfirm={handleClose}
      />
    </SideDrawer>
  );
}
