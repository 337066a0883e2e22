// The suggested answer, large and first on screen: streamed as it arrives (v3 paced by the typewriter effect).
import { History, LoaderCircle, MessageSquareQuote, RotateCcw, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { withoutMarkers } from '@shared/evidence.ts';
import { Button } from '@/components/ui/button';
import type { CopilotAnswer } from '@/features/copilot/hooks/use-ask-copilot';
import { useTypewriter } from '@/features/copilot/hooks/use-typewriter';
import { AiErrorBoundary } from '@/components/ai-error-boundary';
import { CitedAnswer } from '@/components/cited-answer';
import { MarkdownText } from '@/components/markdown-text';
import { StandingRuleBreaches } from '@/components/standing-rule-breaches';
import { useStandingRuleBodies } from '@/data/standing-rules/get-standing-rules';

export interface AnswerPanelProps {
  answer: CopilotAnswer | null;
  isSending: boolean;
  hasTypewriter: boolean;
  onCancel: () => void;
  /** Asks the question shown again on purpose (a repeat is shown free; this one is charged). Without it, no repeats. */
  onAskAgain?: (question: string) => void;
}

export function AnswerPanel({ answer, isSending, hasTypewriter, onCancel, onAskAgain }: AnswerPanelProps) {
  const { t } = useTranslation('copilot');
  const shown = useTypewriter(answer?.text ?? '', answer?.isDone ?? true, hasTypewriter);
  const isWaiting = isSending && !answer?.text;
  const standingRules = useStandingRuleBodies();

  return (
    <section aria-labelledby="copilot-answer-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="copilot-answer-heading" className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-500">
          <MessageSquareQuote aria-hidden="true" className="size-4" /> {t('answer.title')}
        </h2>
        {isSending && (
          <Button variant="secondary" size="sm" onClick={onCancel}>
            <Square aria-hidden="true" className="size-3.5" /> {t('answer.cancel')}
          </Button>
        )}
      </div>
      {answer?.isDraft && (
        <p role="status" className="mb-3 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800">
          {t('answer.draft')}
        </p>
      )}
      {answer?.isRepeat && (
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <p role="status" className="inline-flex items-center gap-1.5 rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-medium text-sky-800">
            <History aria-hidden="true" className="size-3.5" /> {t('answer.repeat')}
          </p>
          {onAskAgain && (
            <Button variant="secondary" size="sm" disabled={isSending} onClick={() => onAskAgain(answer.question)}>
              <RotateCcw aria-hidden="true" className="size-3.5" /> {t('answer.askAgain')}
            </Button>
          )}
        </div>
      )}
      {answer?.question && (
        <p className="mb-3 line-clamp-3 text-sm text-slate-600">
          <span className="font-medium text-slate-700">{t('answer.question')}</span>
          {answer.question}
        </p>
      )}
      <div aria-live="polite" aria-busy={isSending} data-testid="copilot-answer" className="min-h-16 text-lg leading-relaxed">
        {isWaiting ? (
          <p className="flex items-center gap-2 text-base text-brand-700">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" /> {t('answer.thinking')}
          </p>
        ) : answer ? (
          <AiErrorBoundary resetKey={answer.question} fallback={<p className="whitespace-pre-wrap">{withoutMarkers(answer.text)}</p>}>
            {answer.evidence ? (
              <CitedAnswer text={shown} evidence={answer.evidence} isFinished={answer.isDone && shown.length === answer.text.length} />
            ) : (
              <MarkdownText text={shown} />
            )}
          </AiErrorBoundary>
        ) : (
          <p className="text-base text-slate-500">{t('answer.empty')}</p>
        )}
      </div>
      {answer && <StandingRuleBreaches rules={standingRules} text={withoutMarkers(answer.text)} isFinished={answer.isDone && !isSending} />}
    </section>
  );
}
