// The summary tiles (docs/product.md#summary-tiles): total, most advanced application (Succeeded before In progress), next
// interview, and the next follow-up (issue #30), red with the overdue count when one has passed.
import { BellRing, CalendarClock, Layers, Trophy } from 'lucide-react';
import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { summarizeFollowUps } from '@/data/applications/follow-up';
import { cn } from '@/lib/cn';
import type { ApplicationWithInterviews } from '@/data/applications/types';
import { formatDate } from '@/i18n/format';
import { formatInterviewDate } from '../utils/format';
import { mostAdvancedApplication, nextInterview } from '../utils/summary';

// From md up the four tiles share one row, each at least as tall as the filled "Next interview" one (title, a date on
// two lines, company, interview: 108 px of content and 32 px of padding), so nothing below moves when the values
// arrive or change. On a
// phone they are a 2×2 grid with less padding and no icon (issue #37: four stacked tiles pushed the first application
// below the fold); each row is as tall as its tallest filled tile, loading or not.
const TILE_CLASS = 'flex min-w-0 items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm md:min-h-36 md:flex-1 md:p-4';
type TileName = 'total' | 'mostAdvanced' | 'nextInterview' | 'nextFollowUp';
/**
 * Phone heights of a row's tallest filled tile (English): title + name, job title and badge (118 px); title + a date
 * with its year on three lines (smaller there), company and interview (146 px; 152 with some room). A company too long
 * for one line wraps rather than being cut, and the row grows.
 */
const PHONE_MIN_HEIGHT: Record<TileName, string> = { total: 'min-h-30', mostAdvanced: 'min-h-30', nextInterview: 'min-h-38', nextFollowUp: 'min-h-38' };
/** The dates of Next interview and Next follow-up: smaller on a phone, where a tile is half the width. */
const DATE_CLASS = 'text-sm font-semibold md:text-base';
const ICON_CLASS = 'hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 md:flex';
const TITLE_CLASS = 'text-xs leading-4 font-medium uppercase tracking-wide text-slate-500';
const GRID_CLASS = 'grid w-full grid-cols-2 gap-3 md:flex md:flex-row';

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

/** A tile while loading: grey lines as tall as the loaded values' lines, so the list below does not move when they arrive. */
function TileSkeleton({ name, icon, title, lines }: { name: TileName; icon: ReactNode; title: string; lines: string[] }) {
  return (
    <div aria-hidden="true" className={cn(TILE_CLASS, PHONE_MIN_HEIGHT[name])}>
      <span className={ICON_CLASS}>{icon}</span>
      <div className="min-w-0 flex-1">
        <p className={TITLE_CLASS}>{title}</p>
        <div className="mt-1">
          {lines.map((line) => (
            <Skeleton key={line} className={`max-w-full ${line}`} />
          ))}
        </div>
      </div>
    </div>
  );
}

export const SummaryTiles = memo(function SummaryTiles({
  applications,
  isPending,
}: {
  applications: ApplicationWithInterviews[] | undefined;
  isPending: boolean;
}) {
  const { t } = useTranslation('applications');
  const advanced = useMemo(() => (applications ? mostAdvancedApplication(applications) : null), [applications]);
  const upcoming = useMemo(() => (applications ? nextInterview(applications) : null), [applications]);
  const followUps = useMemo(() => (applications ? summarizeFollowUps(applications) : null), [applications]);
  if (isPending || !applications) {
    // Line heights of the loaded tiles: text-2xl count; name, job title and badge; date and interview link.
    return (
      <div className={GRID_CLASS} aria-busy="true">
        <TileSkeleton name="total" icon={<Layers className="size-5" />} title={t('tiles.total')} lines={['h-8 w-12']} />
        <TileSkeleton
          name="mostAdvanced"
          icon={<Trophy className="size-5" />}
          title={t('tiles.mostAdvanced')}
          lines={['h-6 w-full', 'mt-1 h-5 w-20', 'mt-1 h-5 w-16 rounded-full']}
        />
        <TileSkeleton
          name="nextInterview"
          icon={<CalendarClock className="size-5" />}
          title={t('tiles.nextInterview')}
          lines={['h-6 w-24', 'h-5 w-full', 'h-5 w-20']}
        />
        <TileSkeleton name="nextFollowUp" icon={<BellRing className="size-5" />} title={t('tiles.nextFollowUp')} lines={['h-6 w-24', 'h-5 w-full']} />
      </div>
    );
  }
  return (
    <div className={GRID_CLASS}>
      <Tile name="total" icon={<Layers aria-hidden="true" className="size-5" />} title={t('tiles.total')}>
        <p className="text-2xl font-semibold" data-testid="tile-total">
          {applications.length}
        </p>
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
