// The experience form (docs/product.md#experience-form): 'I still work here' disables End Date and clears it; end must not precede start.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField } from '@/components/ui/field';
import { TextareaField } from '@/components/ui/textarea-field';
import { experienceFieldAttributes as attrs, experienceFormSchema, type ExperienceFormValues } from '@/data/experiences/experience-schema';

export interface ExperienceFormProps {
  id: string;
  defaultValues: ExperienceFormValues;
  submitError: string | null;
  /** Every change, for the draft kept in storage. */
  onValuesChange?: (values: ExperienceFormValues) => void;
  onSubmit: (values: ExperienceFormValues) => void;
}

export function ExperienceForm({ id, defaultValues, submitError, onValuesChange, onSubmit }: ExperienceFormProps) {
  const { t } = useTranslation('experience');
  const {
    register,
    handleSubmit,
    setValue,
    trigger,
    control,
    subscribe,
    formState: { errors, isSubmitted },
  } = useForm<ExperienceFormValues>({ resolver: zodResolver(experienceFormSchema), defaultValues, mode: 'onTouched' });
  const isCurrentJob = useWatch({ control, name: 'current_job' });
  const checkboxId = useId();
  const currentJob = register('current_job');

  useEffect(() => {
    if (!onValuesChange) return;
    return subscribe({ formState: { values: true }, callback: ({ values }) => onValuesChange(values) });
  }, [subscribe, onValuesChange]);

  return (
    <form id={id} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      {submitError && <ErrorAlert title={t('form.notSaved')}>{t('form.notSavedHint', { message: submitError })}</ErrorAlert>}
      <InputField
        label={t('form.company')}
        placeholder={t('form.companyPlaceholder')}
        {...attrs.company}
        error={errors.company?.message}
        {...register('company')}
      />
      <InputField
        label={t('form.jobTitle')}
        placeholder={t('form.jobTitlePlaceholder')}
        {...attrs.job_title}
        error={errors.job_title?.message}
        {...register('job_title')}
      />
      <div className="grid grid-cols-2 gap-3">
        <InputField
          label={t('form.startDate')}
          {...attrs.start_date}
          error={errors.start_date?.message}
          {...register('start_date', { onChange: () => isSubmitted && void trigger('end_date') })}
        />
        <InputField
          label={t('form.endDate')}
          {...attrs.end_date(isCurrentJob)}
          error={isCurrentJob ? undefined : errors.end_date?.message}
          {...register('end_date')}
        />
      </div>
      <div className="flex items-center gap-2">
        <input
          id={checkboxId}
          type="checkbox"
          className="size-4 rounded border-slate-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          {...currentJob}
          onChange={(event) => {
            void currentJob.onChange(event);
            if (event.target.checked) setValue('end_date', '', { shouldValidate: isSubmitted });
          }}
        />
        <label htmlFor={checkboxId} className="text-sm text-slate-700">
          {t('form.currentJob')}
        </label>
      </div>
      <TextareaField
        label={t('form.missions')}
        placeholder={t('form.missionsPlaceholder')}
        rows={6}
        {...attrs.missions}
        error={errors.missions?.message}
        {...register('missions')}
      />
    </form>
  );
}
