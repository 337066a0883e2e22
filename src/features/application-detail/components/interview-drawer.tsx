// The side form that adds an interview to the application, or edits one in place (same id: its Copilot history and
// debrief stay with it).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { SideDrawer } from '@/components/ui/side-drawer';
import { useCreateInterview } from '@/data/interviews/create-interview';
import { interviewToForm, type InterviewFormValues } from '@/data/interviews/interview-schema';
import type { Interview } from '@/data/interviews/types';
import { useUpdateInterview } from '@/data/interviews/update-interview';
import { InterviewForm } from './interview-form';

const FORM_ID = 'interview-form';

export interface InterviewDrawerProps {
  applicationId: string;
  /** undefined = closed, null = a new interview, an interview = edit that one. */
  interview: Interview | null | undefined;
  onClose: () => void;
}

export function InterviewDrawer({ applicationId, interview, onClose }: InterviewDrawerProps) {
  const { t } = useTranslation('application-detail');
  const createInterview = useCreateInterview();
  const updateInterview = useUpdateInterview();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const isOpen = interview !== undefined;
  const isPending = createInterview.isPending || updateInterview.isPending;

  function close() {
    setSubmitError(null);
    onClose();
  }

  function handleSubmit(values: InterviewFormValues) {
    setSubmitError(null);
    const callbacks = {
      onSuccess: () => {
        toast.success(interview ? t('drawer.updated') : t('drawer.added'));
        close();
      },
      onError: (error: Error) => setSubmitError(error.message),
    };
    if (interview) updateInterview.mutate({ id: interview.id, applicationId, values }, callbacks);
    else createInterview.mutate({ applicationId, values }, callbacks);
  }

  return (
    <SideDrawer
      open={isOpen}
      onOpenChange={(open) => !open && !isPending && close()}
      title={interview ? t('drawer.editTitle') : t('drawer.title')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={isPending}>
            {t('drawer.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} isPending={isPending} pendingLabel={t('drawer.saving')}>
            {t('drawer.save')}
          </Button>
        </>
      }
    >
      {isOpen && (
        <InterviewForm
          key={interview?.id ?? 'new'}
          id={FORM_ID}
          defaultValues={interview ? interviewToForm(interview) : undefined}
          submitError={submitError}
          onSubmit={handleSubmit}
        />
      )}
    </SideDrawer>
  );
}
