// What a streamed answer costs, decided by the gateway from what it relayed, never by the browser.
// - With a turn key (a speculative Copilot draft): charged once the relayed answer reached its first sentence end or
//   the stream finished; otherwise (cancelled or failed earlier) released, and the drafts of one turn share one charge.
// - Without one (typed questions, "answer now"): spent as soon as the upstream answers; given back only when the
//   upstream failed before any answer text was relayed. The older, stricter rule: it never needs a turn to settle.

export type StreamEnd = 'finished' | 'cancelled' | 'failed';

export interface StreamMeter {
  /** Called once when the stream ends, however it ends; later calls do nothing. */
  settle(end: StreamEnd, relayedText: string): Promise<void>;
}

/** The end of the first sentence: a full stop, question or exclamation mark followed by a space or the end, or a line break after text. */
export function reachedFirstSentence(text: string): boolean {
  return /\S[.!?。！？](?=\s|$)|\S\s*\n/.test(text);
}

/** Whether a stream that ended this way with this text delivered an answer, for a draft. */
export function draftDelivered(end: StreamEnd, relayedText: string): boolean {
  return end === 'finished' || reachedFirstSentence(relayedText);
}

function once(settle: StreamMeter['settle']): StreamMeter {
  let isSettled = false;
  return {
    settle: async (end, text) => {
      if (isSettled) return;
      isSettled = true;
      await settle(end, text);
    },
  };
}

export function spentOnAnswer(refund: () => Promise<void>): StreamMeter {
  return once(async (end, text) => {
    if (end === 'failed' && text === '') await refund();
  });
}

export function draftMeter(settleDraft: (delivered: boolean) => Promise<void>): StreamMeter {
  return once((end, text) => settleDraft(draftDelivered(end, text)));
}

/** Reads the answer text out of the server-sent chat.completion.chunk events as they are relayed. */
export class DeltaText {
  text = '';
  #pending = '';
  readonly #decoder = new TextDecoder();

  push(bytes: Uint8Array): void {
    this.#pending += this.#decoder.decode(bytes, { stream: true });
    const lines = this.#pending.split('\n');
    this.#pending = lines.pop() ?? '';
    for (const line of lines) {
      const data = line.trim();
      if (!data.startsWith('data:') || data === 'data: [DONE]') continue;
      try {
        const event = JSON.parse(data.slice(5)) as { choices?: Array<{ delta?: { content?: unknown } }> };
        const content = event.choices?.[0]?.delta?.content;
        if (typeof content === 'string') this.text += content;
      } catch {
        // Not an event we relay text from (a comment or a malformed line): it delivered nothing.
      }
    }
  }
}
