// The 'Add New Experience' / 'Edit Experience' drawer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { SideDrawer } from '@/components/ui/side-drawer';
import { emptyExperienceForm, experienceToForm } from '@/data/experiences/experience-schema';
import { useSaveExperience } from '@/data/experiences/save-experience';
import type { Experience } from '@/data/experiences/types';
import { ExperienceForm } from './experience-form';

const FORM_ID = 'experience-form';

/** `experience` undefined = closed, null = a new experience. */
export function ExperienceDrawer({ experience, onClose }: { experience: Experience | null | undefined; onClose: () => void }) {
  const { t } = useTranslation('experience');
  const saveExperience = useSaveExperience();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const isOpen = experience !== undefined;

  function close() {
    setSubmitError(null);
    onClose();
  }

  return (
    <SideDrawer
      open={isOpen}
      onOpenChange={(open) => !open && !saveExperience.isPending && close()}
      title={experience ? t('drawer.editTitle') : t('drawer.addTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saveExperience.isPending}>
            {t('drawer.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} isPending={saveExperience.isPending} pendingLabel={t('drawer.saving')}>
            {t('drawer.save')}
          </Button>
        </>
      }
    >
      {isOpen && (
        <ExperienceForm
          key={experience?.id ?? 'new'}
          id={FORM_ID}
          defaultValues={experience ? experienceToForm(experience) : emptyExperienceForm()}
          submitError={submitError}
          onSubmit={(values) => {
            setSubmitError(null);
            saveExperience.mutate(
              { id: experience?.id, values },
              {
                onSuccess: () => {
                  toast.success(experience ? t('drawer.updated') : t('drawer.added'));
                  close();
                },
                onError: (error) => {
                  setSubmitError(error.message);
                },
              },
            );
          }}
        />
      )}
    </SideDrawer>
  );
}
