// The three summary tiles (spec §4): total, most advanced application, next interview.
import { CalendarClock, Layers, Trophy } from 'lucide-react';
import { memo, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import type { ApplicationWithInterviews } from '@/data/applications/types';
import { mostAdvancedApplication, nextInterview } from '../utils/summary';

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

function Tile({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex min-w-0 flex-1 items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">{icon}</span>
      <div className="min-w-0">
        <h2 className="text-xs font-medium uppercase tracking-wide text-slate-500">{title}</h2>
        <div className="mt-1 text-slate-900">{children}</div>
      </div>
    </section>
  );
}

export const SummaryTiles = memo(function SummaryTiles({ applications, isPending }: { applications: ApplicationWithInterviews[] | undefined; isPending: boolean }) {
  const advanced = useMemo(() => (applications ? mostAdvancedApplication(applications) : null), [applications]);
  const upcoming = useMemo(() => (applications ? nextInterview(applications) : null), [applications]);
  if (isPending || !applications) {
    return (
      <div className="flex w-full flex-col gap-3 md:flex-row lg:w-4/5" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 flex-1 rounded-xl" />
        ))}
      </div>
    );
  }
  return (
    <div className="flex w-full flex-col gap-3 md:flex-row lg:w-4/5">
      <Tile icon={<Layers aria-hidden="true" className="size-5" />} title="Total applications">
        <p className="text-2xl font-semibold" data-testid="tile-total">
          {applications.length}
        </p>
      </Tile>
      <Tile icon={<Trophy aria-hidden="true" className="size-5" />} title="Most advanced">
        {advanced ? (
          <div className="flex min-w-0 flex-col items-start gap-1">
            <Link to={paths.application.href(advanced.id)} className="max-w-full truncate font-semibold text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
              {advanced.company_name}
            </Link>
            <p className="max-w-full truncate text-sm text-slate-600">{advanced.job_title}</p>
            <StatusBadge status={advanced.status} />
          </div>
        ) : (
          <p className="font-semibold">None</p>
        )}
      </Tile>
      <Tile icon={<CalendarClock aria-hidden="true" className="size-5" />} title="Next interview">
        {upcoming ? (
          <div className="min-w-0">
            <p className="font-semibold">{dateTimeFormat.format(new Date(upcoming.date))}</p>
            <Link to={paths.application.href(upcoming.applicationId)} className="block truncate text-sm text-slate-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
              {upcoming.name} · {upcoming.companyName}
            </Link>
          </div>
        ) : (
          <p className="font-semibold">None</p>
        )}
      </Tile>
    </div>
  );
});
