// An application's interview progress: a short bar and the percentage ("-" when no expected number is set).
import type { ApplicationWithInterviews } from '@/data/applications/types';
import { formatProgress, progressPercent } from '../utils/summary';

export function ApplicationProgress({ application }: { application: ApplicationWithInterviews }) {
  const percent = progressPercent(application.interviews.length, application.expected_interviews);
  return (
    <span className="inline-flex items-center gap-2" data-testid="progress">
      {percent !== null && (
        <span aria-hidden="true" className="h-1.5 w-12 shrink-0 overflow-hidden rounded-full bg-slate-200">
          <span className="block h-full rounded-full bg-brand-500" style={{ width: `${Math.min(percent, 100)}%` }} />
        </span>
      )}
      <span className="whitespace-nowrap tabular-nums">{formatProgress(percent)}</span>
    </span>
  );
}
