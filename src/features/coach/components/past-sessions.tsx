// Past coach sessions, newest first: date, what it was about, answers, score, pace and fillers, to see progress.
import { History, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import type { CoachSessionRow } from '@/data/coach-sessions/types';

export interface PastSessionsProps {
  sessions: CoachSessionRow[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  labelFor: (sessionId: string) => string;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function PastSessions({ sessions, isPending, error, onRetry, labelFor }: PastSessionsProps) {
  return (
    <section aria-labelledby="coach-past-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="coach-past-heading" className="text-base font-semibold text-slate-900">
        Past sessions
      </h2>
      <div className="mt-3">{renderBody()}</div>
    </section>
  );

  function renderBody() {
    if (isPending) return <Skeleton className="h-16 w-full" />;
    if (error)
      return (
        <ErrorAlert title="Your past sessions could not be loaded">
          {error.message}
          <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
            <RotateCcw aria-hidden="true" className="size-4" /> Try again
          </Button>
        </ErrorAlert>
      );
    if (!sessions || sessions.length === 0) return <EmptyState icon={History} title="No sessions yet" description="Finish a mock interview to see your scores, pace and filler words here." />;
    return (
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3">Date</th>
              <th scope="col" className="py-2 pr-3">Application</th>
              <th scope="col" className="py-2 pr-3">Answers</th>
              <th scope="col" className="py-2 pr-3">Score</th>
              <th scope="col" className="py-2 pr-3">Pace</th>
              <th scope="col" className="py-2">Fillers</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {sessions.map((session) => {
              const answers = session.summary.answers ?? session.turns.length;
              const fillers = session.summary.fillerCount;
              return (
                <tr key={session.id} data-testid="coach-past-session">
                  <td className="py-2 pr-3 whitespace-nowrap">{dateFormat.format(new Date(session.started_at))}</td>
                  <td className="py-2 pr-3">{labelFor(session.session_id)}</td>
                  <td className="py-2 pr-3">{answers}</td>
                  <td className="py-2 pr-3">{session.summary.averageScore != null ? `${session.summary.averageScore}/10` : '–'}</td>
                  <td className="py-2 pr-3">{session.summary.wordsPerMinute != null ? `${session.summary.wordsPerMinute} wpm` : '–'}</td>
                  <td className="py-2">{fillers != null && answers > 0 ? `${fillers} (${(fillers / answers).toFixed(1)} per answer)` : '–'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }
}
