// A saved debrief, read-only: the questions heard (the answer suggested, the note on the person's own answer, the
// Coach's latest score once drilled), what went well, what to work on, what to send, and the thank-you draft. A
// suggested answer cites the person's record like the Copilot's (issue #39): each cited specific shows its source, and
// one the record does not hold is marked.
import { useTranslation } from 'react-i18next';
import { withoutMarkers } from '@shared/evidence.ts';
import { AiErrorBoundary } from '@/components/ai-error-boundary';
import { CitedAnswer } from '@/components/cited-answer';
import type { CoachSessionRow } from '@/data/coach-sessions/types';
import type { Debrief } from '@/data/debriefs/types';
import { latestCoachScore } from '../utils/debrief-extras';
import { ThankYouDraft } from './thank-you-draft';

function DebriefList({ title, items }: { title: string; items: string[] }) {
  const { t } = useTranslation('application-detail');
  return (
    <section aria-label={title}>
      <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">{t('debrief.nothing')}</p>
      ) : (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DebriefView({ debrief, coachSessions, interviewerNames }: { debrief: Debrief; coachSessions: CoachSessionRow[]; interviewerNames: string }) {
  const { t } = useTranslation('application-detail');
  return (
    <div className="space-y-4">
      <section aria-label={t('debrief.questions')}>
        <h4 className="text-sm font-semibold text-slate-900">{t('debrief.questions')}</h4>
        <ol className="mt-1 space-y-2">
          {debrief.questions.map((entry, index) => {
            const score = latestCoachScore(entry.question, coachSessions);
            return (
              <li key={`${index}-${entry.question}`} className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="debrief-question">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="font-medium text-slate-900">{entry.question}</p>
                  {score !== null && (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700" data-testid="coach-score">
                      {t('debrief.coachScore', { score })}
                    </span>
                  )}
                </div>
                {entry.suggested &&
                  (debrief.evidence?.length ? (
                    <div className="mt-1 text-slate-700" data-testid="debrief-suggested">
                      <p className="font-medium">{t('debrief.suggestedLabel')}</p>
                      <AiErrorBoundary resetKey={entry.suggested} fallback={<p>{withoutMarkers(entry.suggested)}</p>}>
                        <CitedAnswer text={entry.suggested} evidence={debrief.evidence} isFinished />
                      </AiErrorBoundary>
                    </div>
                  ) : (
                    <p className="mt-1 text-slate-700">{t('debrief.suggested', { answer: withoutMarkers(entry.suggested) })}</p>
                  ))}
                {entry.note && <p className="mt-1 text-slate-600 italic">{t('debrief.note', { note: entry.note })}</p>}
              </li>
            );
          })}
        </ol>
      </section>
      <div className="grid gap-4 sm:grid-cols-3">
        <DebriefList title={t('debrief.wentWell')} items={debrief.went_well} />
        <DebriefList title={t('debrief.toWorkOn')} items={debrief.to_work_on} />
        <DebriefList title={t('debrief.toSend')} items={debrief.to_send} />
      </div>
      <ThankYouDraft subject={debrief.thank_you_subject} body={debrief.thank_you_body} interviewerNames={interviewerNames} />
    </div>
  );
}
