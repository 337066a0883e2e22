// The "What's on screen" prompt: a screenshot of the shared meeting tab (a coding exercise in a shared editor, a
// case-study slide, a written question in the chat) answered for the candidate, around the shared interview context
// (interview-context.ts). The server writes every word; the person adds at most a short note. Pure, unit-tested.
import type { AiLanguage } from '../../_shared/ai-contract.ts';
import { interviewContextSections, languageName, type InterviewContext } from './interview-context.ts';

export interface ScreenPromptInput extends InterviewContext {
  responseLanguage: AiLanguage;
  /** The screenshot, a checked base64 data URL (screen-image.ts). */
  image: string;
  /** What the person adds ("in Python", "only the second question"). */
  note?: string;
}

/** An OpenAI chat message whose content holds a text part and an `image_url` part (checked 2026-11-25). */
export type VisionMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: Array<{ type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string; detail: 'high' } }> };

function buildScreenSystemPrompt(input: Omit<ScreenPromptInput, 'image' | 'note'>): string {
  const language = languageName(input.responseLanguage);
  const sections = [
    'You are an interview copilot. The candidate is in a live job interview and shares a screenshot of what the interviewer shows: a coding exercise, a case study, or a written question. Read it carefully and help the candidate answer it now.',
    [
      'If it is a coding exercise:',
      '1. **Approach**: the idea in 2 to 4 sentences.',
      '2. **Code**: a complete, correct solution in one fenced code block, in the programming language the screenshot or the candidate asks for (else the one the editor shows, else Python), with short comments.',
      '3. **Complexity**: time and space, in big-O.',
      '4. **Edge cases**: the ones worth testing or mentioning.',
      '5. **Say out loud**: 2 or 3 sentences the candidate can say while writing the code.',
    ].join('\n'),
    'If it is a case study or a written question: a structured answer with a short heading per part (the structure or framework, the key numbers or assumptions, the recommendation), ready to be said in the first person.',
    'If the screenshot shows no question, say in one sentence what it shows and that no question was found.',
    `Write every explanation in ${language}, whatever the language of the screenshot; code, identifiers and code comments may stay in English. Use Markdown.`,
  ];
  sections.push(...interviewContextSections(input));
  sections.push(`Reminder: explanations in ${language}.`);
  return sections.join('\n\n');
}

export function buildScreenPrompt(input: ScreenPromptInput): VisionMessage[] {
  const note = input.note?.trim();
  const ask = note ? `Answer the question in this screenshot. The candidate adds: ${note}` : 'Answer the question in this screenshot.';
  return [
    { role: 'system', content: buildScreenSystemPrompt(input) },
    {
      role: 'user',
      content: [
        { type: 'text', text: ask },
        { type: 'image_url', image_url: { url: input.image, detail: 'high' } },
      ],
    },
  ];
}
