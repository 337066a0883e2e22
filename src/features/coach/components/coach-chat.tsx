// The conversation: the coach's questions, the person's answers and the feedback (Markdown, in an error boundary);
// an answer whose feedback stopped for a newer answer stays above it, marked. The feedback cites the person's record
// like the Copilot's answer, and lists what the answer claimed that the record does not hold (issue #39).
import { Bot, LoaderCircle, UserRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { withoutMarkers } from '@shared/evidence.ts';
import { AiErrorBoundary } from '@/components/ai-error-boundary';
import { CitedAnswer } from '@/components/cited-answer';
import { MarkdownText } from '@/components/markdown-text';
import { StandingRuleBreaches } from '@/components/standing-rule-breaches';
import { useStandingRuleBodies } from '@/data/standing-rules/get-standing-rules';
import type { DraftTurn } from '@/features/coach/utils/mock-interview-machine';
import { NotInRecord } from './not-in-record';

export function CoachChat({ turns, isProcessing }: { turns: DraftTurn[]; isProcessing: boolean }) {
  const { t } = useTranslation('coach');
  const endRef = useRef<HTMLDivElement>(null);
  const last = turns.at(-1);
  const standingRules = useStandingRuleBodies();
  // Keep the newest question or feedback in view, next to the answer box.
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [turns.length, last?.feedback]);
  return (
    <section aria-labelledby="coach-chat-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="coach-chat-heading" className="sr-only">
        {t('chat.title')}
      </h2>
      <ol className="space-y-4" aria-live="polite">
        {turns.map((turn, index) => (
          <li key={index} className="space-y-3">
            <div className="flex gap-3" data-testid="coach-question">
              <Bot aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              <div className="rounded-2xl rounded-tl-sm bg-brand-50 px-4 py-3 text-lg leading-relaxed text-slate-900">
                <span className="sr-only">{t('chat.coachAsks')}</span>
                {turn.question}
              </div>
            </div>
            {turn.stopped?.map((stopped, stoppedIndex) => (
              <div key={stoppedIndex} className="space-y-2" data-testid="coach-stopped-answer">
                <p className="ml-auto max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-tr-sm border border-dashed border-slate-300 bg-white px-4 py-3 text-slate-700">
                  <span className="sr-only">{t('chat.youAnswered')}</span>
                  {stopped.answer}
                </p>
                {stopped.feedback && (
                  <div className="ml-8 border-l-4 border-slate-300 px-4 py-1 text-slate-700">
                    <AiErrorBoundary resetKey={`${index}:${stoppedIndex}`} fallback={<p className="whitespace-pre-wrap">{withoutMarkers(stopped.feedback)}</p>}>
                      <MarkdownText text={withoutMarkers(stopped.feedback)} className="text-sm leading-relaxed" />
                    </AiErrorBoundary>
                  </div>
                )}
                <p className="ml-8 text-xs font-semibold uppercase tracking-wide text-slate-700">{t('chat.stopped')}</p>
              </div>
            ))}
            {turn.answer !== undefined && (
              <div className="flex flex-row-reverse gap-3" data-testid="coach-answer">
                <UserRound aria-hidden="true" className="mt-1 size-5 shrink-0 text-slate-500" />
                <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-tr-sm bg-slate-100 px-4 py-3 text-slate-900">
                  <span className="sr-only">{t('chat.youAnswered')}</span>
                  {turn.answer}
                </p>
              </div>
            )}
            {turn.feedback !== undefined && (
              <div className="ml-8 rounded-xl border-l-4 border-amber-400 bg-amber-50 px-4 py-3" data-testid="coach-feedback">
                <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-amber-900">{t('chat.feedback')}</p>
                <AiErrorBoundary resetKey={`${index}`} fallback={<p className="whitespace-pre-wrap">{withoutMarkers(turn.feedback)}</p>}>
                  <div className="text-base leading-relaxed">
                    {turn.evidence ? (
                      <CitedAnswer text={turn.feedback} evidence={turn.evidence} isFinished={turn.isFeedbackWritten === true || index < turns.length - 1} />
                    ) : (
                      <MarkdownText text={withoutMarkers(turn.feedback)} />
                    )}
                  </div>
                </AiErrorBoundary>
                <StandingRuleBreaches rules={standingRules} text={turn.answer ?? ''} isFinished={turn.answer !== undefined} variant="coach" />
                {turn.notInRecord && <NotInRecord claims={turn.notInRecord} />}
              </div>
            )}
          </li>
        ))}
      </ol>
      <div ref={endRef} />
      {isProcessing && (
        <p role="status" className="mt-4 flex items-center gap-2 text-brand-700">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" /> {t('chat.processing')}
        </p>
      )}
    </section>
  );
}
