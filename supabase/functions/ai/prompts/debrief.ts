// The debrief after an interview: the questions heard in its Copilot sessions (one per question, a question heard
// twice counted once, isSameQuestion; a "What's on screen" question left out: its image is not kept, so it cannot be
// drilled or judged from the words), the answers suggested, the person's own notes, and what the model writes back
// as one JSON object: a note per question, what went well, what to work on, what to send, a thank-you email. With the
// record as evidence, the suggested answers cite it (issue #39). Pure.
import type { AiLanguage } from '../../_shared/ai-contract.ts';
import { THANK_YOU_SIGNATURE } from '../../_shared/debrief-answer.ts';
import { isSameQuestion } from '../../_shared/same-question.ts';
import { interviewContextSections, languageName, truncate, type ChatMessage, type InterviewContext } from './interview-context.ts';

export interface HistoryRow {
  role: 'user' | 'assistant';
  content: string;
  /** A screen question's row ("What's on screen", saved with its thumbnail): a question seen, not heard. */
  isScreen?: boolean;
}

export interface HeardQuestion {
  question: string;
  /** The Copilot's last answer to it ('' when none came). */
  suggested: string;
}

/** At most this many questions go to the model (an interview rarely holds more); the newest are kept. */
export const DEBRIEF_MAX_QUESTIONS = 30;
const NOTES_CHARS = 4_000;

/**
 * The questions of a session's history, oldest first: a question heard again is one question, its newest answer kept.
 * A screen question and its answer are left out.
 */
export function heardQuestions(rows: ReadonlyArray<HistoryRow>): HeardQuestion[] {
  const heard: HeardQuestion[] = [];
  let current: HeardQuestion | null = null;
  for (const row of rows) {
    if (row.role === 'user' && row.isScreen) {
      current = null;
    } else if (row.role === 'user') {
      current = heard.find((candidate) => isSameQuestion(candidate.question, row.content)) ?? null;
      if (!current) {
        current = { question: row.content.trim(), suggested: '' };
        heard.push(current);
      }
    } else if (current) {
      current.suggested = row.content.trim();
    }
  }
  return heard.slice(-DEBRIEF_MAX_QUESTIONS);
}

/** With the record as evidence (issue #39): the suggested answers cite it; the notes, lists and email never show a ref. */
const CITE_ONLY_SUGGESTED =
  'Put the evidence refs only inside each "suggested" answer, right after each specific it says; write the notes, the lists and the thank-you email without any ref.';

export function buildDebriefPrompt(
  context: InterviewContext,
  interviewLanguage: AiLanguage,
  heard: ReadonlyArray<HeardQuestion>,
  notes: string,
): ChatMessage[] {
  const language = languageName(interviewLanguage);
  const interviewers = context.interview?.interviewer_names?.trim() || 'the interviewers';
  const system = [
    'You are an interview coach writing the debrief of a real job interview that just ended, for the candidate. Answer with a JSON object only:',
    '{"questions": [{"question": the question as asked, "suggested": the suggested answer in two or three short sentences, "note": one short sentence on how the candidate answered it according to their own notes, or "" when the notes say nothing about it}], ' +
      '"wentWell": [3 short sentences], "toWorkOn": [3 short, concrete things to practise before the next round], ' +
      '"toSend": [what the interviewer asked the candidate to send afterwards, as short items, [] when nothing], ' +
      '"thankYou": {"subject": a short email subject, "body": a warm, specific thank-you email of 80 to 150 words addressed to ' +
      `${interviewers}` +
      `, signed with exactly ${JSON.stringify(THANK_YOU_SIGNATURE)} in every language (the candidate's name is put in its place)}}`,
    `List the questions in the order given, one entry each. Write every text in ${language}, the language of the interview. Judge from the questions, the suggested answers and the candidate's notes only; invent nothing that was not said.`,
    ...interviewContextSections(context),
    ...(context.evidence === undefined ? [] : [CITE_ONLY_SUGGESTED]),
  ].join('\n\n');
  const questions = heard.map(
    (item, index) => `Q${index + 1}: ${truncate(item.question, 600)}\nSuggested answer ${index + 1}: ${truncate(item.suggested || '(none)', 1_200)}`,
  );
  const user = [
    `Questions heard in the interview:\n\n${questions.join('\n\n')}`,
    `The candidate's own notes:\n${notes.trim() ? truncate(notes, NOTES_CHARS) : '(none)'}`,
  ].join('\n\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
