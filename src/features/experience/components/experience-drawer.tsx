// The 'Add New Experience' / 'Edit Experience' drawer. What is typed is kept as a draft (use-experience-drawer.ts), and
// closing it with typed changes (click outside, Escape, Close, Cancel) asks before discarding them.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { isChangedFrom } from '@/lib/stored-draft';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SideDrawer } from '@/components/ui/side-drawer';
import type { ExperienceFormValues } from '@/data/experiences/experience-schema';
import { useSaveExperience } from '@/data/experiences/save-experience';
import type { ExperienceDraft } from '../utils/experience-draft';
import { ExperienceForm } from './experience-form';

const FORM_ID = 'experience-form';

export interface ExperienceDrawerProps {
  draft: ExperienceDraft;
  onClose: () => void;
  onValuesChange: (values: ExperienceFormValues) => void;
}

export function ExperienceDrawer({ draft, onClose, onValuesChange }: ExperienceDrawerProps) {
  const { t } = useTranslation('experience');
  const saveExperience = useSaveExperience();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isConfirmingDiscard, setIsConfirmingDiscard] = useState(false);
  const isEdit = draft.experienceId !== null;
  /** The latest typed values (a ref: checked on close only, so typing does not re-render the drawer). */
  const latest = useRef(draft.values);

  function handleValuesChange(values: ExperienceFormValues) {
    latest.current = values;
    onValuesChange(values);
  }

  function close() {
    setSubmitError(null);
    setIsConfirmingDiscard(false);
    onClose();
  }

  function requestClose() {
    if (saveExperience.isPending) return;
    if (isChangedFrom(latest.current, draft.baseline)) setIsConfirmingDiscard(true);
    else close();
  }

  function handleSubmit(values: ExperienceFormValues) {
    setSubmitError(null);
    saveExperience.mutate(
      { id: draft.experienceId ?? undefined, values },
      {
        onSuccess: () => {
          toast.success(isEdit ? t('drawer.updated') : t('drawer.added'));
          close();
        },
        onError: (error) => setSubmitError(error.message),
      },
    );
  }

  return (
    <SideDrawer
      open
      onOpenChange={(open) => !open && requestClose()}
      title={isEdit ? t('drawer.editTitle') : t('drawer.addTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={requestClose} disabled={saveExperience.isPending}>
            {t('drawer.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} isPending={saveExperience.isPending} pendingLabel={t('drawer.saving')}>
            {t('drawer.save')}
          </Button>
        </>
      }
    >
      <ExperienceForm id={FORM_ID} defaultValues={draft.values} submitError={submitError} onValuesChange={handleValuesChange} onSubmit={handleSubmit} />
      <ConfirmDialog
        open={isConfirmingDiscard}
        onOpenChange={setIsConfirmingDiscard}
        title={t('drawer.discard.title')}
        description={t('drawer.discard.description')}
        cancelLabel={t('drawer.discard.keep')}
        confirmLabel={t('drawer.discard.confirm')}
        onConfirm={close}
      />
    </SideDrawer>
  );
}
