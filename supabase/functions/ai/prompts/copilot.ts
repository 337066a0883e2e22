// The copilot's prompt: the copilot's instructions (answer in the first person, length, language) around the
// shared interview context (interview-context.ts, also used by the Coach); the user message is the
// interviewer's question. Pure, so it is unit-tested.
import type { AiLanguage, AiResponseLength } from '../../_shared/ai-contract.ts';
import { interviewContextSections, languageName, truncateQuestion, type ChatMessage, type InterviewContext } from './interview-context.ts';

export interface CopilotPromptInput extends InterviewContext {
  responseLength: AiResponseLength;
  responseLanguage: AiLanguage;
  question: string;
}

export const LENGTH_GUIDANCE: Record<AiResponseLength, string> = {
  short: 'Keep it short: 2 to 3 sentences (about 60 words) the candidate can say right away.',
  balanced: 'Keep it balanced: a short paragraph or 3 to 5 bullet points (about 150 words).',
  comprehensive: 'Be detailed: a structured answer with a short example, about 300 words, using headings or bullet points where they help.',
};

export function buildCopilotSystemPrompt(input: Omit<CopilotPromptInput, 'question'>): string {
  const language = languageName(input.responseLanguage);
  const sections: string[] = [
    'You are an interview copilot. The candidate is in a live job interview; you hear the interviewer and suggest what the candidate can answer, in the first person, ready to be said out loud.',
    `Always answer in ${language}, whatever the language of the question.`,
    LENGTH_GUIDANCE[input.responseLength],
    "Use Markdown (bold key points, short bullet lists). Base the answer on the candidate's real experience below; never invent employers, titles or figures. If the question is unclear, suggest a short clarifying question.",
  ];
  sections.push(...interviewContextSections(input));
  sections.push(`Reminder: answer in ${language}.`);
  return sections.join('\n\n');
}

export function buildCopilotPrompt(input: CopilotPromptInput): ChatMessage[] {
  return [
    { role: 'system', content: buildCopilotSystemPrompt(input) },
    { role: 'user', content: truncateQuestion(input.question) },
  ];
}
