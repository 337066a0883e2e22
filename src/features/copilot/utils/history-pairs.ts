// Groups a session's messages (oldest first) into question/answer pairs for the History tab.
import type { ChatMessageRow } from '@/data/chat-messages/types';

export interface HistoryPair {
  key: string;
  question: ChatMessageRow | null;
  answer: ChatMessageRow | null;
}

export function toHistoryPairs(messages: ReadonlyArray<ChatMessageRow>): HistoryPair[] {
  const pairs: HistoryPair[] = [];
  for (const message of messages) {
    const last = pairs[pairs.length - 1];
    if (message.role === 'user') pairs.push({ key: message.id, question: message, answer: null });
    else if (last && !last.answer) last.answer = message;
    else pairs.push({ key: message.id, question: null, answer: message });
  }
  return pairs;
}

export function pairIds(pair: HistoryPair): string[] {
  return [pair.question?.id, pair.answer?.id].filter((id): id is string => Boolean(id));
}
