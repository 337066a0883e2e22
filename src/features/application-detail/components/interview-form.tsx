// The 'Add New Interview' / 'Edit Interview' form (docs/product.md#interview-form): name, interviewer names, date-time, duration
// (default 30, min 1), additional info.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { emptyInterviewForm, interviewFieldAttributes as attrs, interviewFormSchema, type InterviewFormValues } from '@/data/interviews/interview-schema';

export interface InterviewFormProps {
  id: string;
  /** The interview's values when editing one; an empty form (duration 30) when adding. */
  defaultValues?: InterviewFormValues;
  submitError: string | null;
  onSubmit: (values: InterviewFormValues) => void;
}

export function InterviewForm({ id, defaultValues, submitError, onSubmit }: InterviewFormProps) {
  const { t } = useTranslation('application-detail');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<InterviewFormValues>({ resolver: zodResolver(interviewFormSchema), defaultValues: defaultValues ?? emptyInterviewForm(), mode: 'onTouched' });

  return (
    <form id={id} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      {submitError && <ErrorAlert title={t('form.notSaved')}>{t('form.notSavedHint', { message: submitError })}</ErrorAlert>}
      <InputField label={t('form.name')} placeholder={t('form.namePlaceholder')} {...attrs.name} error={errors.name?.message} {...register('name')} />
      <InputField
        label={t('form.interviewers')}
        placeholder={t('form.interviewersPlaceholder')}
        {...attrs.interviewer_names}
        error={errors.interviewer_names?.message}
        {...register('interviewer_names')}
      />
      <InputField label={t('form.date')} {...attrs.date} error={errors.date?.message} {...register('date')} />
      <InputField label={t('form.duration')} {...attrs.duration} error={errors.duration?.message} {...register('duration')} />
      <TextareaField
        label={t('form.additionalInfo')}
        placeholder={t('form.additionalInfoPlaceholder')}
        {...attrs.additional_info}
        error={errors.additional_info?.message}
        {...register('additional_info')}
      />
    </form>
  );
}
