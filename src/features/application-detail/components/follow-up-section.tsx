// The follow-up reminder (issue #30): "follow up if no reply by…", suggested a week after the latest interview, with
// an all-day .ics; an overdue one stands out. Saved on its own, so the rest of the application is untouched.
import { zodResolver } from '@hookform/resolvers/zod';
import { BellRing, CalendarPlus, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { InputField } from '@/components/ui/field';
import { isFollowUpOverdue, suggestedFollowUp, toLocalIsoDate } from '@/data/applications/follow-up';
import type { Application } from '@/data/applications/types';
import { FOLLOW_UP_MAX, followUpFormSchema, useUpdateApplicationFollowUp, type FollowUpFormValues } from '@/data/applications/update-application-follow-up';
import { useApplicationInterviews } from '@/data/interviews/get-application-interviews';
import { formatDate } from '@/i18n/format';
import { toast } from '@/lib/toast';
import { downloadIcs, followUpToIcs, icsFileName } from '../utils/ics';

function formatDay(isoDate: string) {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return formatDate(new Date(year, month - 1, day), { dateStyle: 'full' });
}

function FollowUpStatus({ application, followUpOn }: { application: Application; followUpOn: string }) {
  const { t } = useTranslation('application-detail');
  const isOverdue = isFollowUpOverdue(followUpOn);
  const isToday = followUpOn === toLocalIsoDate(new Date());
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="follow-up-status">
      <p className={isOverdue ? 'font-semibold text-red-700' : 'font-medium text-slate-900'}>
        <time dateTime={followUpOn}>{t('followUp.byDate', { date: formatDay(followUpOn) })}</time>
      </p>
      {(isOverdue || isToday) && (
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${isOverdue ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-800'}`}>
          {isOverdue ? t('followUp.overdue') : t('followUp.today')}
        </span>
      )}
      <Button
        variant="secondary"
        size="sm"
        onClick={() =>
          downloadIcs(followUpToIcs({ ...application, follow_up_on: followUpOn }), icsFileName([application.company_name, 'follow-up'], 'follow-up'))
        }
      >
        <CalendarPlus aria-hidden="true" className="size-4" /> {t('followUp.addToCalendar')}
      </Button>
    </div>
  );
}

function FollowUpForm({ application, suggestion }: { application: Application; suggestion: string | null }) {
  const { t } = useTranslation('application-detail');
  const update = useUpdateApplicationFollowUp();
  const saved = application.follow_up_on;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FollowUpFormValues>({
    resolver: zodResolver(followUpFormSchema(application.application_date)),
    defaultValues: { follow_up_on: saved ?? suggestion ?? '' },
  });

  const save = (followUpOn: string | null) =>
    update.mutate({ id: application.id, followUpOn }, { onSuccess: () => toast.success(followUpOn ? t('followUp.saved') : t('followUp.cleared')) });

  return (
    <form noValidate onSubmit={handleSubmit((values) => save(values.follow_up_on || null))} className="mt-4 space-y-3">
      {update.isError && <ErrorAlert title={t('followUp.notSaved')}>{update.error.message}</ErrorAlert>}
      <InputField
        label={t('followUp.label')}
        type="date"
        min={application.application_date}
        max={FOLLOW_UP_MAX}
        hint={!saved && suggestion ? t('followUp.suggested') : undefined}
        error={errors.follow_up_on?.message}
        containerClassName="max-w-56"
        {...register('follow_up_on')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isPending={update.isPending}>
          {t('followUp.save')}
        </Button>
        {saved && (
          <Button variant="ghost" disabled={update.isPending} onClick={() => save(null)}>
            <X aria-hidden="true" className="size-4" /> {t('followUp.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}

export function FollowUpSection({ application }: { application: Application }) {
  const { t } = useTranslation('application-detail');
  const interviewsQuery = useApplicationInterviews(application.id);
  const suggested = suggestedFollowUp(interviewsQuery.data ?? []);
  const suggestion = suggested && suggested >= application.application_date ? suggested : null;
  return (
    <section aria-labelledby="follow-up-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="follow-up-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <BellRing aria-hidden="true" className="size-5 text-brand-600" /> {t('followUp.title')}
      </h2>
      {application.follow_up_on ? (
        <div className="mt-2">
          <FollowUpStatus application={application} followUpOn={application.follow_up_on} />
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('followUp.none')}</p>
      )}
      {/* Shown once the interviews are read (a later suggestion would replace what was typed); re-mounted when the saved
          day or the suggestion changes, so the field shows the new default. */}
      {!interviewsQuery.isPending && (
        <FollowUpForm key={`${application.follow_up_on ?? ''}|${suggestion ?? ''}`} application={application} suggestion={suggestion} />
      )}
    </section>
  );
}
