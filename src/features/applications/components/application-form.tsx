// The application form (docs/product.md#application-form) with its General and Process tabs; every keystroke is reported for the draft.
import { zodResolver } from '@hookform/resolvers/zod';
import { FileText, Info } from 'lucide-react';
import { useEffect, useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField, SelectField } from '@/components/ui/field';
import { FormTabs } from '@/components/ui/form-tabs';
import { TextareaField } from '@/components/ui/textarea-field';
import { APPLICATION_SOURCES, APPLICATION_STATUSES } from '@/config/constants';
import {
  applicationFieldAttributes as attrs,
  applicationFormSchema,
  type ApplicationDraftValues,
  type ApplicationFormOutput,
  type ApplicationFormValues,
} from '@/data/applications/application-schema';
import { hasPdfBytes } from '@/data/resumes/upload-resume';
import type { DrawerTab } from '../utils/application-draft';

const GENERAL_FIELDS = ['company_name', 'job_title', 'application_date', 'status', 'source', 'job_link'] as const;

export interface ApplicationFormProps {
  id: string;
  defaultValues: ApplicationFormValues;
  activeTab: DrawerTab;
  onTabChange: (tab: DrawerTab) => void;
  existingResumeName?: string | null;
  lostResumeName?: string | null;
  submitError?: string | null;
  onValuesChange?: (values: ApplicationDraftValues, pendingResumeName: string | null) => void;
  onSubmit: (values: ApplicationFormOutput) => void;
}

export function ApplicationForm(props: ApplicationFormProps) {
  const { id, defaultValues, activeTab, onTabChange, existingResumeName, lostResumeName, submitError, onValuesChange, onSubmit } = props;
  const { t } = useTranslation('applications');
  const statusOptions = APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }));
  const sourceOptions = [
    { value: '', label: t('form.sourceNone') },
    ...APPLICATION_SOURCES.map((source) => ({ value: source, label: t(`sources.${source}`) })),
  ];
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    subscribe,
    control,
    formState: { errors },
  } = useForm<ApplicationFormValues, unknown, ApplicationFormOutput>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const resumeInputId = useId();
  const resume = useWatch({ control, name: 'resume' });

  useEffect(() => {
    if (!onValuesChange) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const { resume: file, ...rest } = values;
        onValuesChange(rest, file ? file.name : null);
      },
    });
  }, [subscribe, onValuesChange]);

  /** A file named .pdf whose bytes are not a PDF is refused at once, with the reason under the field; none is kept. */
  async function handleResumeChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    if (file && /\.pdf$/i.test(file.name) && !(await hasPdfBytes(file))) {
      input.value = '';
      setValue('resume', null, { shouldDirty: true });
      setError('resume', { type: 'content', message: t('validation.resumeNotPdf', { name: file.name }) });
      return;
    }
    setValue('resume', file, { shouldValidate: true, shouldDirty: true });
  }

  function handleInvalid(fieldErrors: FieldErrors<ApplicationFormValues>) {
    const hasGeneralError = GENERAL_FIELDS.some((field) => fieldErrors[field]);
    onTabChange(hasGeneralError ? 'general' : 'process');
  }

  const generalHasError = GENERAL_FIELDS.some((field) => errors[field]);
  const processHasError = Boolean(errors.resume || errors.job_offer_content || errors.expected_interviews);

  return (
    <form id={id} noValidate onSubmit={handleSubmit(onSubmit, handleInvalid)} className="space-y-4">
      {submitError && <ErrorAlert title={t('form.notSaved')}>{t('form.notSavedHint', { message: submitError })}</ErrorAlert>}
      <FormTabs
        label={t('form.sections')}
        value={activeTab}
        onValueChange={onTabChange}
        tabs={[
          {
            value: 'general',
            label: t('form.general'),
            hasError: generalHasError,
            content: (
              <>
                <InputField
                  label={t('form.company')}
                  placeholder={t('form.companyPlaceholder')}
                  autoComplete="organization"
                  {...attrs.company_name}
                  error={errors.company_name?.message}
                  {...register('company_name')}
                />
                <InputField
                  label={t('form.jobTitle')}
                  placeholder={t('form.jobTitlePlaceholder')}
                  {...attrs.job_title}
                  error={errors.job_title?.message}
                  {...register('job_title')}
                />
                <InputField
                  label={t('form.applicationDate')}
                  {...attrs.application_date}
                  error={errors.application_date?.message}
                  {...register('application_date')}
                />
                <SelectField label={t('form.status')} options={statusOptions} {...attrs.status} error={errors.status?.message} {...register('status')} />
                <SelectField label={t('form.source')} options={sourceOptions} {...attrs.source} error={errors.source?.message} {...register('source')} />
                <InputField
                  label={t('form.jobLink')}
                  placeholder="https://careers.example.com/jobs/123"
                  inputMode="url"
                  {...attrs.job_link}
                  error={errors.job_link?.message}
                  {...register('job_link')}
                />
              </>
            ),
          },
          {
            value: 'process',
            label: t('form.process'),
            hasError: processHasError,
            content: (
              <>
                <div className="space-y-1.5">
                  <label htmlFor={resumeInputId} className="block text-sm font-medium text-slate-700">
                    {t('form.resume')}
                  </label>
                  <input
                    id={resumeInputId}
                    type="file"
                    accept={attrs.resume.accept}
                    aria-invalid={errors.resume ? true : undefined}
                    aria-describedby={`${resumeInputId}-note`}
                    onChange={(event) => void handleResumeChange(event)}
                    className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  />
                  <div id={`${resumeInputId}-note`} className="space-y-1 text-xs">
                    {errors.resume?.message ? (
                      <p role="alert" className="text-sm text-red-700">
                        {errors.resume.message}
                      </p>
                    ) : resume ? (
                      <p className="text-slate-600">{t('form.selected', { name: resume.name })}</p>
                    ) : existingResumeName ? (
                      <p className="inline-flex items-center gap-1 text-slate-600">
                        <FileText aria-hidden="true" className="size-3.5" /> {t('form.currentResume', { name: existingResumeName })}
                      </p>
                    ) : (
                      <p className="text-slate-500">{t('form.resumeHint')}</p>
                    )}
                    {lostResumeName && !resume && (
                      <p className="inline-flex items-start gap-1 rounded-md bg-amber-50 p-2 text-amber-800">
                        <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                        {t('form.lostResume', { name: lostResumeName })}
                      </p>
                    )}
                  </div>
                </div>
                <TextareaField
                  label={t('form.jobOffer')}
                  placeholder={t('form.jobOfferPlaceholder')}
                  rows={6}
                  {...attrs.job_offer_content}
                  error={errors.job_offer_content?.message}
                  {...register('job_offer_content')}
                />
                <InputField
                  label={t('form.expectedInterviews')}
                  placeholder={t('form.expectedInterviewsPlaceholder')}
                  hint={t('form.expectedInterviewsHint')}
                  {...attrs.expected_interviews}
                  error={errors.expected_interviews?.message}
                  {...register('expected_interviews')}
                />
              </>
            ),
          },
        ]}
      />
    </form>
  );
}
