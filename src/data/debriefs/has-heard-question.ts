// Whether an interview's Copilot sessions heard a question: what its debrief is written from. A screen question ("What's
// on screen") does not count, as the gateway leaves it out of the debrief (prompts/debrief.ts): it was seen, not heard.
// Under the chat messages' key of the session, so a question the Copilot saves refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { chatMessageKeys } from '@/data/chat-messages/keys';
import { interviewSessionId } from '@/data/live-sessions/session-id';

async function hasHeardQuestion(sessionId: string, signal: AbortSignal): Promise<boolean> {
  const { data, error } = await supabase
    .from('chat_messages')
    .select('id')
    .eq('session_id', sessionId)
    .eq('role', 'user')
    .is('screenshot_thumbnail', null)
    .limit(1)
    .abortSignal(signal);
  if (error) throw new DataError(error, 'The interview’s Copilot questions could not be loaded.');
  return data.length > 0;
}

const heardQuestionQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: [...chatMessageKeys.session(sessionId), 'heard'], queryFn: ({ signal }) => hasHeardQuestion(sessionId, signal) });

/** Whether the interview's Copilot sessions heard a question (null: no interview, nothing asked). */
export function useHasHeardQuestion(interviewId: string | null) {
  const sessionId = interviewId ? interviewSessionId(interviewId) : '';
  return useQuery({ ...heardQuestionQueryOptions(sessionId), enabled: Boolean(interviewId) });
}
