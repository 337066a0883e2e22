// The Coach's prompts, built from the same interview context as the Copilot (interview-context.ts):
// a question (in the interview language), feedback on an answer (in the AI response language, citing the record as
// evidence and naming the answer's claims the record does not hold), and the end-of-session summary as JSON. A debrief drill adds the real interview's weak points to the question and the
// feedback. Pure, so it is unit-tested.
import type { AiLanguage } from '../../_shared/ai-contract.ts';
import { interviewContextSections, languageName, truncate, truncateQuestion, type ChatMessage, type InterviewContext } from './interview-context.ts';

export interface CoachLanguages {
  /** The language of the interview: questions are asked in it. */
  interviewLanguage: AiLanguage;
  /** The language of the feedback and the summary. */
  responseLanguage: AiLanguage;
}

export interface AskedTurn {
  question: string;
  answer?: string;
}

/** The weak points of a real interview, from its debrief (read by the gateway, never sent by the browser). */
export interface DebriefWeakPoints {
  /** What to work on before the next round. */
  toWorkOn: ReadonlyArray<string>;
  /** How the candidate answered, where the debrief says so. */
  answerNotes: ReadonlyArray<{ question: string; note: string }>;
}

const ANSWER_CHARS = 6_000;
const HISTORY_TURNS = 8;
const WEAK_POINT_NOTES = 10;

/** The debrief's weak points with what to do about them, or nothing when there are none. */
function weakPointsSections(weakPoints: DebriefWeakPoints | null, task: string): string[] {
  const lines = [
    ...(weakPoints?.toWorkOn ?? []).map((item) => `- To work on: ${truncate(item, 500)}`),
    ...(weakPoints?.answerNotes ?? []).slice(0, WEAK_POINT_NOTES).map((item) => `- Asked "${truncate(item.question, 300)}": ${truncate(item.note, 300)}`),
  ];
  if (lines.length === 0) return [];
  return [`This session drills the weak points of the candidate's real interview, from its debrief. ${task}\n${lines.join('\n')}`];
}

function interviewerSystem(context: InterviewContext, languages: CoachLanguages, weakPoints: DebriefWeakPoints | null): string {
  const language = languageName(languages.interviewLanguage);
  return [
    'You are an experienced interviewer running a realistic mock job interview with the candidate described below.',
    `Ask exactly one interview question, in ${language}, in one or two sentences, ready to be read aloud: no preamble, no numbering, no answer.`,
    "Mix behavioural questions (a time when…), questions about the role and the job offer, and questions about the candidate's real experience. Do not repeat a question already asked.",
    ...interviewContextSections(context),
    ...weakPointsSections(weakPoints, 'Ask questions that make the candidate practise these, one weak point at a time:'),
    `Reminder: ask one question, in ${language}.`,
  ].join('\n\n');
}

function previousQuestions(turns: ReadonlyArray<AskedTurn>): string {
  const asked = turns.slice(-HISTORY_TURNS).map((turn, index) => `${index + 1}. ${truncate(turn.question, 400)}`);
  return asked.length > 0 ? `Questions already asked:\n${asked.join('\n')}\n\nAsk the next question.` : 'Ask the first question of the interview.';
}

export function buildQuestionPrompt(
  context: InterviewContext,
  languages: CoachLanguages,
  turns: ReadonlyArray<AskedTurn> = [],
  weakPoints: DebriefWeakPoints | null = null,
): ChatMessage[] {
  return [
    { role: 'system', content: interviewerSystem(context, languages, weakPoints) },
    { role: 'user', content: previousQuestions(turns) },
  ];
}

/**
 * Truthfulness (issue #39): the specifics of the answer the candidate's record does not hold, as the gateway's
 * deterministic check found them (the model is not trusted to find them alone); the feedback names them.
 */
function truthfulnessSection(unheldClaims: ReadonlyArray<string>): string[] {
  if (unheldClaims.length === 0) return [];
  const claims = unheldClaims.map((claim) => `"${truncate(claim, 80)}"`).join(', ');
  return [
    `The answer claims specifics the candidate's record (the evidence above) does not hold: ${claims}. Under **What was missing**, say in one sentence that the record does not hold them, so an interviewer's follow-up could catch them, and that if they are true the candidate can add them to their facts about me.`,
  ];
}

export function buildFeedbackPrompt(
  context: InterviewContext,
  languages: CoachLanguages,
  question: string,
  answer: string,
  weakPoints: DebriefWeakPoints | null = null,
  unheldClaims: ReadonlyArray<string> = [],
): ChatMessage[] {
  const language = languageName(languages.responseLanguage);
  const system = [
    'You are an interview coach. The candidate just answered a question in a mock interview; give feedback they can use in their next answer.',
    `Always write the feedback in ${language}, whatever the language of the question and the answer.`,
    "Be concrete and kind, about 120 words, in Markdown with three short parts: **What was strong** (quote or name the specific point), **What was missing** (a detail, a figure, the result, the link to the role), and **How to structure it** with STAR (Situation, Task, Action, Result) applied to their own story. Base it on the candidate's real experience and the role below; never invent employers or figures. Do not ask the next question.",
    ...interviewContextSections(context),
    ...weakPointsSections(weakPoints, 'Where this answer touches one of them, say in one sentence whether it does better than in the real interview:'),
    ...truthfulnessSection(unheldClaims),
    `Reminder: feedback in ${language}.`,
  ].join('\n\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Question: ${truncate(question, 1_000)}\n\nCandidate's answer: ${truncateQuestion(answer, ANSWER_CHARS)}` },
  ];
}

export function buildSummaryPrompt(context: InterviewContext, languages: CoachLanguages, turns: ReadonlyArray<AskedTurn>): ChatMessage[] {
  const language = languageName(languages.responseLanguage);
  const system = [
    'You are an interview coach reviewing a whole mock interview. Answer with a JSON object only:',
    '{"scores": [one integer from 1 to 10 per answer, in order], "strengths": [2 or 3 short sentences], "practice": [2 or 3 short, concrete things to practise]}',
    `Write the strengths and practice items in ${language}. Judge relevance to the role, structure (STAR), concrete results and clarity.`,
    ...interviewContextSections(context),
  ].join('\n\n');
  const transcript = turns
    .slice(-12)
    .map((turn, index) => `Q${index + 1}: ${truncate(turn.question, 400)}\nA${index + 1}: ${truncate(turn.answer ?? '', 1_500)}`)
    .join('\n\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: transcript },
  ];
}
