// The end-of-session summary: local metrics and scores always; the model's scores and advice when it gave them.
// Advice computed here is written in the UI language (the model writes its own in the response language).
import { t } from 'i18next';
import * as z from 'zod/mini';
import type { CoachSummary, CoachTurn } from '@/data/coach-sessions/types';
import { localAnswerScore, sessionMetrics } from './speech-metrics';

const aiSummarySchema = z.object({
  scores: z.array(z.coerce.number().check(z.gte(1), z.lte(10))).check(z.minLength(1)),
  strengths: z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(400))).check(z.maxLength(5)), []),
  practice: z._default(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(400))).check(z.maxLength(5)), []),
});
export type AiSummary = z.infer<typeof aiSummarySchema>;

/** The model's JSON, or null when it is missing, malformed or has no scores. */
export function parseAiSummary(reply: string): AiSummary | null {
  try {
    const parsed = aiSummarySchema.safeParse(JSON.parse(reply));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** About 2 % and 4 % of the words at a steady 140 words a minute. */
const FEW_FILLERS_PER_MINUTE = 3;
const MANY_FILLERS_PER_MINUTE = 6;

function localAdvice(turns: ReadonlyArray<CoachTurn>, metrics: ReturnType<typeof sessionMetrics>): Pick<CoachSummary, 'strengths' | 'practice'> {
  const strengths: string[] = [];
  const practice: string[] = [];
  const withFigures = turns.filter((turn) => /\d/.test(turn.answer)).length;
  if (metrics.answers > 0 && metrics.totalWords / metrics.answers >= 40) strengths.push(t('coach:advice.developed'));
  if (withFigures > 0) strengths.push(t('coach:advice.figures'));
  // Fillers and pace are delivery: spoken answers only (a typed answer has neither).
  if (metrics.fillersPerMinute !== null && metrics.fillersPerMinute <= FEW_FILLERS_PER_MINUTE) strengths.push(t('coach:advice.fewFillers'));
  if (strengths.length === 0) strengths.push(t('coach:advice.answeredAll'));
  if (metrics.answers > 0 && metrics.totalWords / metrics.answers < 40) practice.push(t('coach:advice.star'));
  if (withFigures < turns.length) practice.push(t('coach:advice.measurable'));
  if (metrics.fillersPerMinute !== null && metrics.fillersPerMinute > MANY_FILLERS_PER_MINUTE) practice.push(t('coach:advice.pause'));
  if (metrics.wordsPerMinute !== null && metrics.wordsPerMinute > 170) practice.push(t('coach:advice.slowDown'));
  if (metrics.wordsPerMinute !== null && metrics.wordsPerMinute < 100) practice.push(t('coach:advice.steadier'));
  return { strengths, practice: practice.slice(0, 3) };
}

export function buildSummary(turns: ReadonlyArray<CoachTurn>, ai: AiSummary | null): { turns: CoachTurn[]; summary: CoachSummary } {
  const metrics = sessionMetrics(turns);
  const scored = turns.map((turn, index) => ({ ...turn, score: Math.round(ai?.scores[index] ?? localAnswerScore(turn.answer)) }));
  const local = localAdvice(turns, metrics);
  const useAi = Boolean(ai && ai.scores.length > 0);
  const averageScore = scored.length > 0 ? Math.round((scored.reduce((sum, turn) => sum + (turn.score ?? 0), 0) / scored.length) * 10) / 10 : null;
  return {
    turns: scored,
    summary: {
      ...metrics,
      averageScore,
      strengths: useAi && ai!.strengths.length > 0 ? ai!.strengths : local.strengths,
      practice: useAi && ai!.practice.length > 0 ? ai!.practice : local.practice,
      source: useAi ? 'ai' : 'local',
    },
  };
}
