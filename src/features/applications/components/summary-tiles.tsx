// The summary tiles (docs/product.md#summary-tiles): total, most advanced application (Succeeded before In progress), next
// interview, and the next follow-up (issue #30), red with the overdue count when one has passed. Their sizes and their
// loading skeleton live in dashboard-first-screen.tsx, which the signed-in start's first paint draws too. The total also
// counts the applications gone quiet (issue #42), linking to their list on the Search page.
import { BellRing, CalendarClock, Layers, Trophy } from 'lucide-react';
import { memo, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusBadge } from '@/components/ui/status-badge';
import { DEFAULT_QUIET_AFTER_DAYS } from '@/config/constants';
import { paths } from '@/config/paths';
import { summarizeFollowUps } from '@/data/applications/follow-up';
import { isGoneQuiet } from '@/data/applications/gone-quiet';
import { cn } from '@/lib/cn';
import type { ApplicationWithInterviews } from '@/data/applications/types';
import { formatDate } from '@/i18n/format';
import { formatInterviewDate } from '../utils/format';
import { mostAdvancedApplication, nextInterview } from '../utils/summary';
import { GRID_CLASS, ICON_CLASS, PHONE_MIN_HEIGHT, SummaryTilesSkeleton, TILE_CLASS, TITLE_CLASS, type TileName } from './dashboard-first-screen';

/** The dates of Next interview and Next follow-up: smaller on a phone, where a tile is half the width. */
const DATE_CLASS = 'text-sm font-semibold md:text-base';

function Tile({ name, icon, title, children }: { name: TileName; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={cn(TILE_CLASS, PHONE_MIN_HEIGHT[name])}>
      <span className={ICON_CLASS}>{icon}</span>
      {/* flex-1: the content takes the tile's width, so a long name is cut at the tile's edge, not short of it. */}
      <div className="min-w-0 flex-1">
        <h2 className={TITLE_CLASS}>{title}</h2>
        <div className="mt-1 text-slate-900">{children}</div>
      </div>
    </section>
  );
}

export const SummaryTiles = memo(function SummaryTiles({
  applications,
  isPending,
  quietAfterDays = DEFAULT_QUIET_AFTER_DAYS,
}: {
  applications: ApplicationWithInterviews[] | undefined;
  isPending: boolean;
  /** The person's gone-quiet threshold (their profile's), in days. */
  quietAfterDays?: number;
}) {
  const { t } = useTranslation('applications');
  const advanced = useMemo(() => (applications ? mostAdvancedApplication(applications) : null), [applications]);
  const upcoming = useMemo(() => (applications ? nextInterview(applications) : null), [applications]);
  const followUps = useMemo(() => (applications ? summarizeFollowUps(applications) : null), [applications]);
  const [now] = useState(() => Date.now());
  const quietCount = useMemo(
    () => (applications ? applications.filter((application) => isGoneQuiet(application, quietAfterDays, now)).length : 0),
    [applications, quietAfterDays, now],
  );
  if (isPending || !applications) {
    return (
      <SummaryTilesSkeleton
        titles={{
          total: t('tiles.total'),
          mostAdvanced: t('tiles.mostAdvanced'),
          nextInterview: t('tiles.nextInterview'),
          nextFollowUp: t('tiles.nextFollowUp'),
        }}
        icons={{
          total: <Layers className="size-5" />,
          mostAdvanced: <Trophy className="size-5" />,
          nextInterview: <CalendarClock className="size-5" />,
          nextFollowUp: <BellRing className="size-5" />,
        }}
      />
    );
  }
  return (
    <div className={GRID_CLASS}>
      <Tile name="total" icon={<Layers aria-hidden="true" className="size-5" />} title={t('tiles.total')}>
        <p className="text-2xl font-semibold" data-testid="tile-total">
          {applications.length}
        </p>
        {quietCount > 0 && (
          <Link
            to={`${paths.search.href()}#gone-quiet`}
            className="text-sm text-amber-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            data-testid="tile-gone-quiet"
          >
            {t('tiles.goneQuiet', { count: quietCount })}
          </Link>
        )}
      </Tile>
      <Tile name="mostAdvanced" icon={<Trophy aria-hidden="true" className="size-5" />} title={t('tiles.mostAdvanced')}>
        {advanced ? (
          <div className="flex min-w-0 flex-col items-start gap-1">
            <Link
              to={paths.application.href(advanced.id)}
              className="max-w-full font-semibold break-words text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {advanced.company_name}
            </Link>
            <p className="max-w-full truncate text-sm text-slate-600">{advanced.job_title}</p>
            <StatusBadge status={advanced.status} />
          </div>
        ) : (
          <p className="font-semibold">{t('tiles.none')}</p>
        )}
      </Tile>
      <Tile name="nextInterview" icon={<CalendarClock aria-hidden="true" className="size-5" />} title={t('tiles.nextInterview')}>
        {upcoming ? (
          <div className="min-w-0">
            <p className={DATE_CLASS}>{formatInterviewDate(upcoming.date)}</p>
            {/* The company first, whole (it wraps), then the interview's name: "Technical screen · Globe…" hid whose it was. */}
            <Link
              to={paths.application.href(upcoming.applicationId)}
              className="block text-sm hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              data-testid="next-interview-link"
            >
              <span className="block font-medium wrap-anywhere text-slate-900">{upcoming.companyName}</span>{' '}
              <span className="block truncate text-slate-600">{upcoming.name}</span>
            </Link>
          </div>
        ) : (
          <p className="font-semibold">{t('tiles.none')}</p>
        )}
      </Tile>
      <Tile name="nextFollowUp" icon={<BellRing aria-hidden="true" className="size-5" />} title={t('tiles.nextFollowUp')}>
        {followUps?.next ? (
          <div className="min-w-0" data-testid="tile-follow-up" data-overdue={followUps.next.isOverdue}>
            <p className={cn(DATE_CLASS, followUps.next.isOverdue && 'text-red-700')}>
              <time dateTime={followUps.next.followUpOn}>{formatDate(`${followUps.next.followUpOn}T00:00`)}</time>
            </p>
            {followUps.overdueCount > 0 && (
              <p className="mt-0.5 w-fit rounded-full bg-red-100 px-2 text-xs font-semibold text-red-800">
                {t('tiles.overdueCount', { count: followUps.overdueCount })}
              </p>
            )}
            <Link
              to={paths.application.href(followUps.next.applicationId)}
              className="block truncate text-sm text-slate-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {followUps.next.companyName}
            </Link>
          </div>
        ) : (
          <p className="font-semibold">{t('tiles.none')}</p>
        )}
      </Tile>
    </div>
  );
});
