// When a streamed answer could be used, by what reached the person so far: the gateway charges a speculative draft by
// it (supabase/functions/ai/stream-meter.ts), and the Copilot's answer desk keeps an answer the person stopped in the
// history once it was charged (src/features/copilot/utils/create-answer-desk.ts). Pure: no imports.

/** About one sentence (some 12 words): past this much text a draft is usable, punctuated or not. */
export const DRAFT_USABLE_CHARS = 60;

/** The end of the first sentence: a full stop, question or exclamation mark followed by a space or the end, or a line break after text. */
export function reachedFirstSentence(text: string): boolean {
  return /\S[.!?。！？](?=\s|$)|\S\s*\n/.test(text);
}

/** Whether the answer text relayed so far could be used: its first sentence, or `DRAFT_USABLE_CHARS` characters of it. */
export const isUsableSoFar = (text: string) => text.length >= DRAFT_USABLE_CHARS || reachedFirstSentence(text);
