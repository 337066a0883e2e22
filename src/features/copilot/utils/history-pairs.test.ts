import type { ChatMessageRow } from '@/data/chat-messages/types';
import { pairIds, toHistoryPairs } from './history-pairs';

const row = (id: string, role: 'user' | 'assistant'): ChatMessageRow => ({
  id,
  role,
  content: id,
  session_id: 'demo',
  user_id: 'u',
  created_at: id,
  screenshot_thumbnail: null,
});

describe('toHistoryPairs', () => {
  it('pairs each question with the answer after it, and keeps unanswered questions and orphan answers', () => {
    const pairs = toHistoryPairs([
      row('q1', 'user'),
      row('a1', 'assistant'),
      row('q2', 'user'),
      row('q3', 'user'),
      row('a3', 'assistant'),
      row('a4', 'assistant'),
    ]);
    expect(pairs.map((p) => [p.question?.id ?? null, p.answer?.id ?? null])).toEqual([
      ['q1', 'a1'],
      ['q2', null],
      ['q3', 'a3'],
      [null, 'a4'],
    ]);
    expect(pairIds(pairs[0])).toEqual(['q1', 'a1']);
    expect(pairIds(pairs[1])).toEqual(['q2']);
  });
});
