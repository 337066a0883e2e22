// Which questions practised with the Coach came back in a later interview (a debrief heard them): the same question
// by isSameQuestion, practised before the interview's day. Pure.
import { isSameQuestion } from '@shared/same-question.ts';
import type { CoachSessionRow } from '@/data/coach-sessions/types';
import type { DebriefWithInterview } from '@/data/debriefs/get-debriefs';

export interface QuestionBack {
  question: string;
  interviewName: string;
  applicationId: string;
  outcome: DebriefWithInterview['outcome'];
}

export function practisedQuestionsBack(debriefs: ReadonlyArray<DebriefWithInterview>, coachSessions: ReadonlyArray<CoachSessionRow>): QuestionBack[] {
  const back: QuestionBack[] = [];
  for (const debrief of debriefs) {
    const interviewDay = new Date(debrief.interview.date).getTime();
    const practisedBefore = coachSessions
      .filter((session) => new Date(session.started_at).getTime() < interviewDay)
      .flatMap((session) => session.turns.map((turn) => turn.question));
    for (const { question } of debrief.questions) {
      if (practisedBefore.some((practised) => isSameQuestion(practised, question))) {
        back.push({ question, interviewName: debrief.interview.name, applicationId: debrief.interview.application_id, outcome: debrief.outcome });
      }
    }
  }
  return back;
}
