// Past coach sessions, newest first: date, what it was about, answers, score, pace and fillers, to see progress. A
// session left before End session (its answers saved as they came) offers Summarise and Resume.
import { History, Play, RotateCcw, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import type { CoachSessionRow } from '@/data/coach-sessions/types';
import { formatDate, formatNumber } from '@/i18n/format';

const STARTED_AT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export interface PastSessionsProps {
  sessions: CoachSessionRow[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  labelFor: (sessionId: string) => string;
  /** Summarise a session left before its end (uses a question, as End session does). */
  onSummarise: (session: CoachSessionRow) => void;
  /** Go on with a session left before its end: its next question, its turns kept. */
  onResume: (session: CoachSessionRow) => void;
  /** The session being summarised. */
  summarisingId: string | null;
}

export function PastSessions({ sessions, isPending, error, onRetry, labelFor, onSummarise, onResume, summarisingId }: PastSessionsProps) {
  const { t } = useTranslation('coach');
  return (
    <section aria-labelledby="coach-past-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="coach-past-heading" className="text-base font-semibold text-slate-900">
        {t('past.title')}
      </h2>
      <div className="mt-3">{renderBody()}</div>
    </section>
  );

  function renderBody() {
    if (isPending) return <Skeleton className="h-16 w-full" />;
    if (error)
      return (
        <ErrorAlert title={t('past.loadError')}>
          {error.message}
          <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
            <RotateCcw aria-hidden="true" className="size-4" /> {t('tryAgain')}
          </Button>
        </ErrorAlert>
      );
    if (!sessions || sessions.length === 0) return <EmptyState icon={History} title={t('past.emptyTitle')} description={t('past.emptyDescription')} />;
    const hasUnfinished = sessions.some((session) => session.ended_at === null);
    return (
      <>
        {hasUnfinished && <p className="mb-2 text-sm text-slate-600">{t('past.unfinishedNote')}</p>}
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {t('past.date')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('past.application')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('past.answers')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('past.score')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('past.pace')}
                </th>
                <th scope="col" className="py-2">
                  {t('past.fillers')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800">
              {sessions.map((session) => {
                const answers = session.summary.answers ?? session.turns.length;
                const fillers = session.summary.fillerCount;
                const startedAt = formatDate(session.started_at, STARTED_AT);
                return (
                  <tr key={session.id} data-testid="coach-past-session">
                    {/* Summarise and Resume sit under the date: the first column, in view on a phone (the table scrolls sideways). */}
                    <td className="py-2 pr-3 whitespace-nowrap">
                      {startedAt}
                      {session.ended_at === null && (
                        <span className="mt-1 flex flex-wrap gap-2">
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={t('past.summariseLabel', { date: startedAt })}
                            onClick={() => onSummarise(session)}
                            disabled={summarisingId !== null && summarisingId !== session.id}
                            isPending={summarisingId === session.id}
                            pendingLabel={t('past.summarising')}
                          >
                            <Sparkles aria-hidden="true" className="size-4" /> {t('past.summarise')}
                          </Button>
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={t('past.resumeLabel', { date: startedAt })}
                            onClick={() => onResume(session)}
                            disabled={summarisingId !== null}
                          >
                            <Play aria-hidden="true" className="size-4" /> {t('past.resume')}
                          </Button>
                        </span>
                      )}
                    </td>
                    <td className="py-2 pr-3">{labelFor(session.session_id)}</td>
                    <td className="py-2 pr-3">{answers}</td>
                    <td className="py-2 pr-3">
                      {session.summary.averageScore != null ? t('past.scoreValue', { score: formatNumber(session.summary.averageScore) }) : '–'}
                    </td>
                    <td className="py-2 pr-3">{session.summary.wordsPerMinute != null ? t('past.paceValue', { wpm: session.summary.wordsPerMinute }) : '–'}</td>
                    <td className="py-2">
                      {fillers != null && answers > 0
                        ? t('past.fillersValue', {
                            fillers,
                            perAnswer: formatNumber(fillers / answers, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                          })
                        : '–'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </>
    );
  }
}
