// The application form (spec §5) with its General and Process tabs; every keystroke is reported for the draft.
import { zodResolver } from '@hookform/resolvers/zod';
import { FileText, Info } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField, SelectField } from '@/components/ui/field';
import { FormTabs } from '@/components/ui/form-tabs';
import { TextareaField } from '@/components/ui/textarea-field';
import { APPLICATION_STATUSES } from '@/config/constants';
import {
  applicationFieldAttributes as attrs,
  applicationFormSchema,
  type ApplicationDraftValues,
  type ApplicationFormOutput,
  type ApplicationFormValues,
} from '@/data/applications/application-schema';
import type { DrawerTab } from '../utils/application-draft';

const GENERAL_FIELDS = ['company_name', 'job_title', 'application_date', 'status', 'job_link'] as const;

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

const STATUS_OPTIONS = APPLICATION_STATUSES.map((status) => ({ value: status, label: status }));

export function ApplicationForm(props: ApplicationFormProps) {
  const { id, defaultValues, activeTab, onTabChange, existingResumeName, lostResumeName, submitError, onValuesChange, onSubmit } = props;
  const {
    register,
    handleSubmit,
    setValue,
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

  function handleInvalid(fieldErrors: FieldErrors<ApplicationFormValues>) {
    const hasGeneralError = GENERAL_FIELDS.some((field) => fieldErrors[field]);
    onTabChange(hasGeneralError ? 'general' : 'process');
  }

  const generalHasError = GENERAL_FIELDS.some((field) => errors[field]);
  const processHasError = Boolean(errors.resume || errors.job_offer_content || errors.expected_interviews);

  return (
    <form id={id} noValidate onSubmit={handleSubmit(onSubmit, handleInvalid)} className="space-y-4">
      {submitError && <ErrorAlert title="Not saved">{submitError} Your entries are kept: fix the problem and save again.</ErrorAlert>}
      <FormTabs
        label="Application sections"
        value={activeTab}
        onValueChange={onTabChange}
        tabs={[
          {
            value: 'general',
            label: 'General',
            hasError: generalHasError,
            content: (
              <>
                <InputField label="Company" placeholder="e.g. Doctolib" autoComplete="organization" {...attrs.company_name} error={errors.company_name?.message} {...register('company_name')} />
                <InputField label="Job Title" placeholder="e.g. Senior Frontend Engineer" {...attrs.job_title} error={errors.job_title?.message} {...register('job_title')} />
                <InputField label="Application Date" {...attrs.application_date} error={errors.application_date?.message} {...register('application_date')} />
                <SelectField label="Status" options={STATUS_OPTIONS} {...attrs.status} error={errors.status?.message} {...register('status')} />
                <InputField
                  label="Job Link"
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
            label: 'Process',
            hasError: processHasError,
            content: (
              <>
                <div className="space-y-1.5">
                  <label htmlFor={resumeInputId} className="block text-sm font-medium text-slate-700">
                    Resume (PDF)
                  </label>
                  <input
                    id={resumeInputId}
                    type="file"
                    accept={attrs.resume.accept}
                    aria-invalid={errors.resume ? true : undefined}
                    aria-describedby={`${resumeInputId}-note`}
                    onChange={(event) => setValue('resume', event.target.files?.[0] ?? null, { shouldValidate: true, shouldDirty: true })}
                    className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  />
                  <div id={`${resumeInputId}-note`} className="space-y-1 text-xs">
                    {errors.resume?.message ? (
                      <p role="alert" className="text-sm text-red-700">
                        {errors.resume.message}
                      </p>
                    ) : resume ? (
                      <p className="text-slate-600">Selected: {resume.name}</p>
                    ) : existingResumeName ? (
                      <p className="inline-flex items-center gap-1 text-slate-600">
                        <FileText aria-hidden="true" className="size-3.5" /> Current resume: {existingResumeName}. Choose a file to replace it.
                      </p>
                    ) : (
                      <p className="text-slate-500">PDF only, 10 MB at most.</p>
                    )}
                    {lostResumeName && !resume && (
                      <p className="inline-flex items-start gap-1 rounded-md bg-amber-50 p-2 text-amber-800">
                        <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                        Your draft was restored, but browsers cannot keep a chosen file: please choose “{lostResumeName}” again.
                      </p>
                    )}
                  </div>
                </div>
                <TextareaField
                  label="Job Offer"
                  placeholder="Paste the job description here"
                  rows={6}
                  {...attrs.job_offer_content}
                  error={errors.job_offer_content?.message}
                  {...register('job_offer_content')}
                />
                <InputField
                  label="Expected Interviews"
                  placeholder="e.g. 4"
                  hint="How many interviews you expect in total. Leave empty if you don't know."
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
