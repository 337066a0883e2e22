// What a streamed answer costs, decided by the gateway from what it relayed, never by the browser.
// - With a turn key (a speculative Copilot draft): charged once what was relayed could be used (_shared/answer-usable.ts:
//   its first sentence end or line break, or DRAFT_USABLE_CHARS characters of an answer without punctuation), the
//   upstream's last chunk (it says why it finished), or the stream's end, whichever comes first; otherwise (cancelled
//   or failed earlier) released, and the drafts of one turn share one charge.
// - Without one (typed questions, "answer now"): spent as soon as the upstream answers; given back only when the
//   upstream failed before any answer text was relayed. The older, stricter rule: it never needs a turn to settle.

import { isUsableSoFar } from '../_shared/answer-usable.ts';

export type StreamEnd = 'finished' | 'cancelled' | 'failed';

/** What reached the person: the answer text relayed, and whether the upstream's last chunk (a finish reason) was among it. */
export interface Relayed {
  text: string;
  isComplete: boolean;
}

export interface StreamMeter {
  /** Called once when the stream ends, however it ends; later calls do nothing. */
  settle(end: StreamEnd, relayed: Relayed): Promise<void>;
}

/** Whether a stream that ended this way, having relayed this, delivered an answer the person could use, for a draft. */
export function draftDelivered(end: StreamEnd, relayed: Relayed): boolean {
  return end === 'finished' || relayed.isComplete || isUsableSoFar(relayed.text);
}

function once(settle: StreamMeter['settle']): StreamMeter {
  let isSettled = false;
  return {
    settle: async (end, relayed) => {
      if (isSettled) return;
      isSettled = true;
      await settle(end, relayed);
    },
  };
}

export function spentOnAnswer(refund: () => Promise<void>): StreamMeter {
  return once(async (end, relayed) => {
    if (end === 'failed' && relayed.text === '') await refund();
  });
}

export function draftMeter(settleDraft: (delivered: boolean) => Promise<void>): StreamMeter {
  return once((end, relayed) => settleDraft(draftDelivered(end, relayed)));
}

/** Reads the answer text out of the server-sent chat.completion.chunk events as they are relayed. */
export class DeltaText implements Relayed {
  text = '';
  isComplete = false;
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
        const event = JSON.parse(data.slice(5)) as { choices?: Array<{ delta?: { content?: unknown }; finish_reason?: unknown }> };
        const content = event.choices?.[0]?.delta?.content;
        if (typeof content === 'string') this.text += content;
        if (typeof event.choices?.[0]?.finish_reason === 'string') this.isComplete = true;
      } catch {
        // Not an event we relay text from (a comment or a malformed line): it delivered nothing.
      }
    }
  }
}
