// The side form that adds an interview to the application.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { SideDrawer } from '@/components/ui/side-drawer';
import { useCreateInterview } from '@/data/interviews/create-interview';
import { InterviewForm } from './interview-form';

const FORM_ID = 'interview-form';

export function InterviewDrawer({ applicationId, open, onOpenChange }: { applicationId: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('application-detail');
  const createInterview = useCreateInterview();
  const [submitError, setSubmitError] = useState<string | null>(null);

  function close() {
    setSubmitError(null);
    onOpenChange(false);
  }

  return (
    <SideDrawer
      open={open}
      onOpenChange={(isOpen) => (isOpen ? onOpenChange(true) : !createInterview.isPending && close())}
      title={t('drawer.title')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={createInterview.isPending}>
            {t('drawer.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} isPending={createInterview.isPending} pendingLabel={t('drawer.saving')}>
            {t('drawer.save')}
          </Button>
        </>
      }
    >
      <InterviewForm
        id={FORM_ID}
        submitError={submitError}
        onSubmit={(values) => {
          setSubmitError(null);
          createInterview.mutate(
            { applicationId, values },
            {
              onSuccess: () => {
                toast.success(t('drawer.added'));
                close();
              },
              onError: (error) => {
                setSubmitError(error.message);
              },
            },
          );
        }}
      />
    </SideDrawer>
  );
}
