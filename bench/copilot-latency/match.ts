// The bench fails rather than report a figure it cannot tie to a question: every question played in a pass must have
// exactly the answer that stands for it, asked its own words (the whole question, or its last part when the hearing
// split it), with every stage measured and a last syllable → first word that is not negative. A turn tied to the wrong
// question (the fake's transcripts out of step with the audio, a clock off by a second) shows here, not as a figure.
import type { SpokenQuestion } from './questions.ts';
import { asksQuestion, stagesOf, type Turn } from './turns.ts';

/** What cannot be tied up in a pass; empty when every question has its one, fully measured, answer. */
export function unmatched(turns: Turn[], questions: SpokenQuestion[]): string[] {
  const problems: string[] = [];
  for (const question of questions) {
    const turn = turns.find((t) => t.question.index === question.index);
    const label = `question #${question.index} "${question.text}"`;
    if (!turn) {
      problems.push(`${label}: no answer stood for it`);
      continue;
    }
    if (!asksQuestion(turn.asked, question.text))
      problems.push(`${label}: its answer was asked "${turn.asked}" (a turn of another question, or transcripts out of step with the audio)`);
    const stages = stagesOf(turn);
    const missing = Object.entries(stages).filter(
      ([key, value]) => key !== 'wholeAnswer' && key !== 'renderNetwork' && key !== 'renderScreen' && !Number.isFinite(value),
    );
    if (missing.length > 0) problems.push(`${label}: not measured: ${missing.map(([key]) => key).join(', ')}`);
    else if (stages.total < 0 || stages.decide < 0)
      problems.push(
        `${label}: last syllable → first word ${Math.round(stages.total)} ms, to the decision ${Math.round(stages.decide)} ms (negative: the clock or the turn is wrong)`,
      );
  }
  return problems;
}
