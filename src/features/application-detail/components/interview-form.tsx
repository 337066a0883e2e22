// The 'Add New Interview' form (spec §5): name, interviewer names, date-time, duration (default 30, min 1), additional info.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { emptyInterviewForm, interviewFieldAttributes as attrs, interviewFormSchema, type InterviewFormValues } from '@/data/interviews/interview-schema';

export function InterviewForm({ id, submitError, onSubmit }: { id: string; submitError: string | null; onSubmit: (values: InterviewFormValues) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<InterviewFormValues>({ resolver: zodResolver(interviewFormSchema), defaultValues: emptyInterviewForm(), mode: 'onTouched' });

  return (
    <form id={id} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      {submitError && <ErrorAlert title="Not saved">{submitError} Your entries are kept: fix the problem and save again.</ErrorAlert>}
      <InputField label="Interview Name" placeholder="e.g. Technical interview" {...attrs.name} error={errors.name?.message} {...register('name')} />
      <InputField
        label="Interviewer(s) Name(s)"
        placeholder="e.g. Sophie Martin, Hugo Bernard"
        {...attrs.interviewer_names}
        error={errors.interviewer_names?.message}
        {...register('interviewer_names')}
      />
      <InputField label="Interview Date" {...attrs.date} error={errors.date?.message} {...register('date')} />
      <InputField label="Duration (minutes)" {...attrs.duration} error={errors.duration?.message} {...register('duration')} />
      <TextareaField
        label="Additional Info"
        placeholder="Topics, location or video link, what to prepare…"
        {...attrs.additional_info}
        error={errors.additional_info?.message}
        {...register('additional_info')}
      />
    </form>
  );
}
