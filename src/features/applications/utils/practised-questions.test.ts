import { describe, expect, it } from 'vitest';
import type { CoachSessionRow } from '@/data/coach-sessions/types';
import type { DebriefWithInterview } from '@/data/debriefs/get-debriefs';
import { practisedQuestionsBack } from './practised-questions';

const debrief = (questions: string[], date: string, outcome: DebriefWithInterview['outcome'] = null) =>
  ({
    questions: questions.map((question) => ({ question, suggested: '', note: '' })),
    outcome,
    interview: { name: 'Final', date, application_id: 'app-1' },
  }) as unknown as DebriefWithInterview;
const practised = (startedAt: string, questions: string[]) =>
  ({ started_at: startedAt, turns: questions.map((question) => ({ question, answer: '', feedback: '' })) }) as unknown as CoachSessionRow;

describe('practisedQuestionsBack', () => {
  it('lists a debrief’s question practised before the interview, the same question however punctuated, with the outcome', () => {
    const back = practisedQuestionsBack(
      [debrief(['Why Initech?', 'Where in five years?'], '2026-11-20T10:00:00Z', 'offer')],
      [practised('2026-11-18T10:00:00Z', ['why initech'])],
    );
    expect(back).toEqual([{ question: 'Why Initech?', interviewName: 'Final', applicationId: 'app-1', outcome: 'offer' }]);
  });

  it('does not count a question practised only after the interview', () => {
    expect(practisedQuestionsBack([debrief(['Why Initech?'], '2026-11-20T10:00:00Z')], [practised('2026-11-21T10:00:00Z', ['Why Initech?'])])).toEqual([]);
  });
});
