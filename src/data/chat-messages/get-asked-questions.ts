// Questions the person was asked live in Copilot sessions (role 'user' messages) for some sessions, newest
// first and without repeats (a question heard again, punctuation or case aside, is one: isSameQuestion): the Coach
// offers them as practice questions. A screen question ("What's on screen") is not one: its image is not kept, so it
// cannot be asked aloud.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isSameQuestion } from '@shared/same-question.ts';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { chatMessageKeys } from './keys';

const ASKED_QUESTIONS_LIMIT = 10;

async function getAskedQuestions(sessionIds: ReadonlyArray<string>, signal: AbortSignal): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const { data, error } = await supabase
    .from('chat_messages')
    .select('content, created_at')
    .in('session_id', [...sessionIds])
    .eq('role', 'user')
    .is('screenshot_thumbnail', null)
    .order('created_at', { ascending: false })
    .limit(50)
    .abortSignal(signal);
  if (error) throw new DataError(error, 'Your Copilot questions could not be loaded.');
  const questions: string[] = [];
  for (const row of data) {
    const question = row.content.trim();
    if (!question || questions.some((seen) => isSameQuestion(seen, question))) continue;
    questions.push(question);
    if (questions.length === ASKED_QUESTIONS_LIMIT) break;
  }
  return questions;
}

const askedQuestionsQueryOptions = (sessionIds: ReadonlyArray<string>) =>
  queryOptions({ queryKey: chatMessageKeys.asked(sessionIds), queryFn: ({ signal }) => getAskedQuestions(sessionIds, signal) });

export function useAskedQuestions(sessionIds: ReadonlyArray<string>) {
  return useQuery({ ...askedQuestionsQueryOptions(sessionIds), enabled: sessionIds.length > 0 });
}
