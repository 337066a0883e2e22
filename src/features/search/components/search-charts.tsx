// The Search page's cards: each computes its numbers (../utils/funnel.ts), says them in a sentence and shows them as a
// chart and as a table.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicationSource, type ApplicationStatus } from '@/config/constants';
import type { Journey } from '@/data/journeys/get-journeys';
import { formatNumber } from '@/i18n/format';
import { funnel, medianDaysInStatus, medianDaysToFirstReply, roleKeywords, splitBy, weeklyActivity, type SplitRow } from '../utils/funnel';
import { Chart } from './chart';
import { ChartCard, ChartTable } from './chart-card';

const percent = (share: number | null) => (share === null ? '–' : formatNumber(share, { style: 'percent', maximumFractionDigits: 0 }));
const days = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });
/** Bars a split chart shows; the table lists them all. */
const MOST_BARS = 8;
/** Groups the split's sentence names. */
const MOST_IN_SENTENCE = 3;
/** The statuses an application can leave (Succeeded and Missed end it). */
const LEFT_STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES.filter((status) => status !== 'Succeeded' && status !== 'Missed');

export function FunnelCard({ journeys }: { journeys: readonly Journey[] }) {
  const { t } = useTranslation('search');
  const steps = useMemo(() => funnel(journeys), [journeys]);
  const chart = useMemo(() => ({ labels: steps.map((step) => t(`steps.${step.step}`)), series: [steps.map((step) => step.count)] }), [steps, t]);
  const [saved, applied, replied, interview, offer] = steps;
  const summary = t('funnel.summary', {
    saved: saved.count,
    applied: applied.count,
    appliedRate: percent(applied.conversion),
    replied: replied.count,
    repliedRate: percent(replied.conversion),
    interview: interview.count,
    interviewRate: percent(interview.conversion),
    offer: offer.count,
    offerRate: percent(offer.conversion),
  });
  return (
    <ChartCard
      title={t('funnel.title')}
      summary={<p>{summary}</p>}
      chart={<Chart kind="horizontal-bars" {...chart} label={summary} height={220} />}
      table={
        <ChartTable
          caption={t('funnel.title')}
          columns={[t('funnel.step'), t('funnel.count'), t('funnel.conversion')]}
          rows={steps.map((step) => ({ key: step.step, cells: [t(`steps.${step.step}`), step.count, percent(step.conversion)] }))}
        />
      }
    />
  );
}

interface SplitCardProps {
  title: string;
  rows: SplitRow[];
  /** The group's name as a table row and a chart label. */
  nameOf: (key: string) => string;
  /** The group's name inside the sentence. */
  sentenceNameOf: (key: string) => string;
  /** What to do to see a comparison, when there is only one group or none. */
  emptyHint: string;
  /** Whether the sentence's first group name takes a capital (a source's does; a file name stays as it is). */
  capitalizeFirst: boolean;
}

function SplitCard({ title, rows, nameOf, sentenceNameOf, emptyHint, capitalizeFirst }: SplitCardProps) {
  const { t } = useTranslation('search');
  const chart = useMemo(() => {
    const shown = rows.slice(0, MOST_BARS);
    return { labels: shown.map((row) => nameOf(row.key)), series: [shown.map((row) => row.applied), shown.map((row) => row.interviews)] };
  }, [rows, nameOf]);
  if (rows.length === 0)
    return <ChartCard title={title} summary={<p>{t('split.none')}</p>} chart={<p className="text-sm text-slate-600">{emptyHint}</p>} table={null} />;
  // Best interview rate first: the sentence says what works.
  const told = [...rows]
    .sort((a, b) => b.interviews / b.applied - a.interviews / a.applied || b.applied - a.applied)
    .slice(0, MOST_IN_SENTENCE)
    .map((row, index) => {
      if (index > 0) return t('split.summaryNext', { group: sentenceNameOf(row.key), count: row.interviews, applied: row.applied });
      const group = sentenceNameOf(row.key);
      return t('split.summaryFirst', {
        group: capitalizeFirst ? group.charAt(0).toLocaleUpperCase() + group.slice(1) : group,
        count: row.interviews,
        applications: t('split.applications', { count: row.applied }),
      });
    });
  const summary = `${told.join('; ')}.`;
  return (
    <ChartCard
      title={title}
      summary={
        <>
          <p>{summary}</p>
          {rows.length === 1 && <p className="mt-1 text-slate-500">{emptyHint}</p>}
        </>
      }
      chart={
        <Chart kind="horizontal-bars" {...chart} label={summary} height={48 + 44 * chart.labels.length} legend={[t('split.applied'), t('split.interviews')]} />
      }
      table={
        <ChartTable
          caption={title}
          columns={[t('split.group'), t('split.applied'), t('split.replied'), t('split.interviews'), t('split.offers'), t('split.interviewRate')]}
          rows={rows.map((row) => ({
            key: row.key,
            cells: [nameOf(row.key), row.applied, row.replied, row.interviews, row.offers, percent(row.interviews / row.applied)],
          }))}
        />
      }
    />
  );
}

const UNKNOWN = 'unknown';
type SourceKey = ApplicationSource | typeof UNKNOWN;
const NO_RESUME = '';

export function SplitCards({ journeys }: { journeys: readonly Journey[] }) {
  const { t } = useTranslation('search');
  const bySource = useMemo(() => splitBy(journeys, (journey) => [journey.source ?? UNKNOWN]), [journeys]);
  const byResume = useMemo(() => splitBy(journeys, (journey) => [journey.resume_name ?? NO_RESUME]), [journeys]);
  // A keyword of one application compares nothing.
  const byRole = useMemo(() => splitBy(journeys, (journey) => roleKeywords(journey.job_title)).filter((row) => row.applied > 1), [journeys]);
  const sourceName = (key: string) => t(`source.names.${key as SourceKey}`);
  const sourceInSentence = (key: string) => t(`source.inSentence.${key as SourceKey}`);
  const resumeName = (key: string) => (key === NO_RESUME ? t('resume.noResume') : key);
  const keyword = (key: string) => t('role.keyword', { keyword: key });
  return (
    <>
      <SplitCard
        title={t('source.title')}
        rows={bySource}
        nameOf={sourceName}
        sentenceNameOf={sourceInSentence}
        emptyHint={t('source.emptyHint')}
        capitalizeFirst
      />
      <SplitCard
        title={t('resume.title')}
        rows={byResume}
        nameOf={resumeName}
        sentenceNameOf={resumeName}
        emptyHint={t('resume.emptyHint')}
        capitalizeFirst={false}
      />
      <SplitCard title={t('role.title')} rows={byRole} nameOf={keyword} sentenceNameOf={keyword} emptyHint={t('role.emptyHint')} capitalizeFirst />
    </>
  );
}

export function TimingCard({ journeys }: { journeys: readonly Journey[] }) {
  const { t } = useTranslation(['search', 'applications']);
  const firstReply = useMemo(() => medianDaysToFirstReply(journeys), [journeys]);
  const stays = useMemo(() => medianDaysInStatus(journeys, LEFT_STATUSES).filter((stay) => stay.days !== null), [journeys]);
  const chart = useMemo(
    () => ({ labels: stays.map((stay) => t(`applications:status.${stay.status}`)), series: [stays.map((stay) => stay.days ?? 0)] }),
    [stays, t],
  );
  const longest = stays.reduce<(typeof stays)[number] | null>((best, stay) => (best === null || (stay.days ?? 0) > (best.days ?? 0) ? stay : best), null);
  const sentences = [
    firstReply.days === null ? t('timing.noReplyYet') : t('timing.firstReply', { days: days(firstReply.days), count: firstReply.count }),
    longest?.days != null ? t('timing.longest', { status: t(`applications:status.${longest.status}`), days: days(longest.days) }) : t('timing.noStage'),
  ];
  return (
    <ChartCard
      title={t('timing.title')}
      summary={sentences.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
      chart={stays.length > 0 ? <Chart kind="horizontal-bars" {...chart} label={sentences.join(' ')} height={200} /> : null}
      table={
        <ChartTable
          caption={t('timing.title')}
          columns={[t('timing.stage'), t('timing.days'), t('timing.moves')]}
          rows={stays.map((stay) => ({ key: stay.status, cells: [t(`applications:status.${stay.status}`), days(stay.days ?? 0), stay.count] }))}
        />
      }
    />
  );
}

export function WeeklyCard({ journeys, formatWeek }: { journeys: readonly Journey[]; formatWeek: (week: string) => string }) {
  const { t } = useTranslation('search');
  const weeks = useMemo(() => weeklyActivity(journeys), [journeys]);
  const chart = useMemo(
    () => ({ labels: weeks.map((week) => formatWeek(week.week)), series: [weeks.map((week) => week.applied), weeks.map((week) => week.interviews)] }),
    [weeks, formatWeek],
  );
  if (weeks.length === 0) return <ChartCard title={t('weekly.title')} summary={<p>{t('weekly.none')}</p>} chart={null} table={null} />;
  const busiest = weeks.reduce((best, week) => (week.applied > best.applied ? week : best), weeks[0]);
  const summary = t('weekly.summary', {
    applied: weeks.reduce((sum, week) => sum + week.applied, 0),
    interviews: weeks.reduce((sum, week) => sum + week.interviews, 0),
    weeks: weeks.length,
    busiest: formatWeek(busiest.week),
    busiestCount: busiest.applied,
  });
  return (
    <ChartCard
      title={t('weekly.title')}
      summary={<p>{summary}</p>}
      chart={<Chart kind="line" {...chart} label={summary} height={220} legend={[t('weekly.applied'), t('weekly.interviews')]} />}
      table={
        <ChartTable
          caption={t('weekly.title')}
          columns={[t('weekly.week'), t('weekly.applied'), t('weekly.interviews')]}
          rows={weeks.map((week) => ({ key: week.week, cells: [formatWeek(week.week), week.applied, week.interviews] }))}
        />
      }
    />
  );
}
