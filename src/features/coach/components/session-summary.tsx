// The end-of-session summary: per-answer scores, strengths, what to practise, and delivery (pace, fillers per minute,
// long pauses) from the spoken answers only; each answer says whether it was spoken, and a typed one why it has none.
import { CheckCircle2, RotateCcw, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import type { CoachTurn } from '@/data/coach-sessions/types';
import type { FinishedInterview } from '@/features/coach/utils/mock-interview-machine';
import { wordsPerMinute } from '@/features/coach/utils/speech-metrics';
import { formatNumber } from '@/i18n/format';

export interface SessionSummaryProps {
  interview: FinishedInterview;
  isSaving: boolean;
  onRetrySave: () => void;
  onNewSession: () => void;
}

export function SessionSummary({ interview, isSaving, onRetrySave, onNewSession }: SessionSummaryProps) {
  const { t } = useTranslation('coach');
  const { summary, turns } = interview;
  const fillers = Object.entries(summary.fillerCounts).sort((a, b) => b[1] - a[1]);
  return (
    <section
      aria-labelledby="coach-summary-heading"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="coach-summary"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="coach-summary-heading" className="text-xl font-semibold text-slate-900">
            {t('summary.title')}
          </h2>
          <p className="text-sm text-slate-600">
            {summary.source === 'ai' ? t('summary.sourceAi') : t('summary.sourceLocal')}{' '}
            {isSaving ? t('summary.saving') : interview.isSaved ? t('summary.saved') : ''}
          </p>
        </div>
        <Button onClick={onNewSession}>
          <RotateCcw aria-hidden="true" className="size-4" /> {t('summary.newSession')}
        </Button>
      </div>
      {interview.saveError && (
        <ErrorAlert title={t('summary.saveError')}>
          {interview.saveError}
          <Button variant="secondary" size="sm" className="mt-2" onClick={onRetrySave} isPending={isSaving} pendingLabel={t('summary.saving')}>
            {t('summary.retrySave')}
          </Button>
        </ErrorAlert>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Stat
          label={t('summary.averageScore')}
          value={summary.averageScore !== null ? t('past.scoreValue', { score: formatNumber(summary.averageScore) }) : '–'}
        />
        <Stat label={t('summary.answers')} value={String(summary.answers)} />
        <Stat label={t('summary.pace')} value={summary.wordsPerMinute !== null ? t('past.paceValue', { wpm: summary.wordsPerMinute }) : t('summary.noVoice')} />
        <Stat label={t('summary.fillersPerMinute')} value={summary.fillersPerMinute !== null ? formatNumber(summary.fillersPerMinute) : '–'} />
        <Stat label={t('summary.longPauses')} value={summary.longPauses !== null ? String(summary.longPauses) : '–'} />
      </dl>
      <p className="text-sm text-slate-600">
        {summary.wordsPerMinute !== null ? t('summary.deliveryFrom', { count: turns.filter((turn) => turn.delivery).length }) : t('summary.noDelivery')}
      </p>
      {fillers.length > 0 && (
        <p className="text-sm text-slate-700">
          <span className="font-medium">{t('summary.fillersHeard')}</span>
          {fillers.map(([word, n]) => `“${word}” ×${n}`).join(', ')}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="flex items-center gap-2 font-semibold text-green-800">
            <CheckCircle2 aria-hidden="true" className="size-4" /> {t('summary.strengths')}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {summary.strengths.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="flex items-center gap-2 font-semibold text-amber-900">
            <Target aria-hidden="true" className="size-4" /> {t('summary.practise')}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {summary.practice.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">{t('summary.yourAnswers')}</h3>
        <ol className="mt-2 space-y-2">
          {turns.map((turn, index) => (
            <li key={index} className="flex items-start justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
              <span className="text-sm text-slate-800">
                <span className="font-medium">{turn.question}</span>
                <span className="block text-slate-600">
                  {t(answerLabelKey(turn), { wpm: turn.delivery ? wordsPerMinute(turn.delivery.words, turn.delivery.speechMs) : null })} ·{' '}
                  {t('summary.words', { count: turn.answer.split(/\s+/).filter(Boolean).length })}
                </span>
              </span>
              <span
                className="shrink-0 rounded-full bg-white px-2.5 py-1 text-sm font-semibold text-slate-900 ring-1 ring-slate-200"
                aria-label={t('summary.scoreLabel', { score: turn.score ?? '–' })}
              >
                {turn.score ?? '–'}/10
              </span>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function answerLabelKey(turn: CoachTurn) {
  if (turn.source !== 'voice') return 'summary.typedNoDelivery';
  return turn.delivery ? 'summary.spokenPace' : 'summary.spokenUntimed';
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-2">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
