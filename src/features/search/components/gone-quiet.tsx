// Gone quiet (issue #42): the applications waiting on a company with no change for the person's number of days (a
// profile setting, 10 unless changed here), longest silence first, each with the follow-up actions: a reminder in three
// days, and the application's page where the reminder's date and the follow-up drafts are.
import { zodResolver } from '@hookform/resolvers/zod';
import { BellRing } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { StatusBadge } from '@/components/ui/status-badge';
import { DEFAULT_QUIET_AFTER_DAYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAuth } from '@/data/auth/auth-context';
import { toLocalIsoDate } from '@/data/applications/follow-up';
import { daysSinceChange, isGoneQuiet } from '@/data/applications/gone-quiet';
import { useUpdateApplicationFollowUp } from '@/data/applications/update-application-follow-up';
import { useJourneys, type Journey } from '@/data/journeys/get-journeys';
import { useProfile } from '@/data/profile/get-profile';
import {
  QUIET_AFTER_DAYS_MAX,
  QUIET_AFTER_DAYS_MIN,
  quietAfterDaysSchema,
  useUpdateQuietAfterDays,
  type QuietAfterDaysInput,
  type QuietAfterDaysValues,
} from '@/data/profile/update-quiet-after-days';
import { formatDate } from '@/i18n/format';
import { toast } from '@/lib/toast';

const REMIND_IN_DAYS = 3;

function QuietAfterDaysForm({ userId, days }: { userId: string; days: number }) {
  const { t } = useTranslation('search');
  const save = useUpdateQuietAfterDays();
  const form = useForm<QuietAfterDaysInput, unknown, QuietAfterDaysValues>({ resolver: zodResolver(quietAfterDaysSchema), defaultValues: { days } });
  const { reset } = form;
  useEffect(() => reset({ days }), [days, reset]);
  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(
      { userId, days: values.days },
      {
        onSuccess: () => toast.success(t('quiet.saved', { days: values.days })),
        onError: (error) => form.setError('days', { message: error.message || t('quiet.saveFailed') }),
      },
    ),
  );
  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="flex flex-wrap items-start gap-2">
      <InputField
        type="number"
        inputMode="numeric"
        label={t('quiet.setting')}
        min={QUIET_AFTER_DAYS_MIN}
        max={QUIET_AFTER_DAYS_MAX}
        step={1}
        required
        containerClassName="w-52"
        error={form.formState.errors.days?.message}
        {...form.register('days')}
      />
      <Button type="submit" variant="secondary" className="mt-7" isPending={save.isPending}>
        {t('quiet.save')}
      </Button>
    </form>
  );
}

function QuietApplication({ journey, now }: { journey: Journey; now: number }) {
  const { t } = useTranslation('search');
  const remind = useUpdateApplicationFollowUp();
  const journeys = useJourneys();
  const handleRemind = () => {
    const day = new Date(now);
    const followUpOn = toLocalIsoDate(new Date(day.getFullYear(), day.getMonth(), day.getDate() + REMIND_IN_DAYS));
    remind.mutate(
      { id: journey.id, followUpOn },
      {
        onSuccess: () => {
          toast.success(t('quiet.reminded', { date: formatDate(`${followUpOn}T00:00`) }));
          void journeys.refetch();
        },
        onError: (error) => toast.error(error.message || t('quiet.remindFailed')),
      },
    );
  };
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="quiet-application">
      <div className="min-w-0">
        <p className="font-medium wrap-anywhere text-slate-900">{journey.company_name}</p>
        <p className="text-sm wrap-anywhere text-slate-600">{journey.job_title}</p>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600">
          <StatusBadge status={journey.status} />
          <span>{t('quiet.since', { count: daysSinceChange(journey, now) })}</span>
          {journey.follow_up_on && <span>{t('quiet.reminder', { date: formatDate(`${journey.follow_up_on}T00:00`) })}</span>}
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={handleRemind} isPending={remind.isPending}>
          <BellRing aria-hidden="true" className="size-4" /> {t('quiet.remind')}
        </Button>
        <Link
          to={paths.application.href(journey.id)}
          aria-label={t('quiet.followUpLabel', { company: journey.company_name })}
          className="inline-flex h-8 items-center rounded-lg bg-brand-600 px-3 text-sm font-medium text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('quiet.followUp')}
        </Link>
      </div>
    </li>
  );
}

export function GoneQuiet({ journeys }: { journeys: readonly Journey[] }) {
  const { t } = useTranslation('search');
  const headingId = useId();
  const { user } = useAuth();
  const profile = useProfile(user?.id);
  const days = profile.data?.quiet_after_days ?? DEFAULT_QUIET_AFTER_DAYS;
  // The page's moment: the list does not reorder while the person reads it.
  const [now] = useState(() => Date.now());
  const quiet = useMemo(
    () =>
      journeys
        .filter((journey) => isGoneQuiet(journey, days, now))
        .sort((a, b) => Date.parse(a.status_changed_at) - Date.parse(b.status_changed_at) || a.company_name.localeCompare(b.company_name)),
    [journeys, days, now],
  );
  return (
    <section id="gone-quiet" aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {t('quiet.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('quiet.intro', { days })}</p>
        </div>
        {user && profile.data && <QuietAfterDaysForm userId={user.id} days={days} />}
      </div>
      {quiet.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('quiet.none', { days })}</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-2 divide-y divide-slate-100">
          {quiet.map((journey) => (
            <QuietApplication key={journey.id} journey={journey} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
