// The messages of one copilot session, oldest first (docs/product.md#data-calls: select by session_id ordered by created_at).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { chatMessageKeys } from './keys';
import { CHAT_MESSAGE_COLUMNS, type ChatMessageRow } from './types';

async function getSessionMessages(sessionId: string, signal: AbortSignal): Promise<ChatMessageRow[]> {
  const { data, error } = await supabase
    .from('chat_messages')
    .select(CHAT_MESSAGE_COLUMNS)
    .eq('session_id', sessionId)
    .order('created_at', { ascending: true })
    .order('id', { ascending: true })
    .abortSignal(signal);
  if (error) throw new DataError(error, 'The history of this session could not be loaded.');
  return data;
}

const sessionMessagesQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: chatMessageKeys.session(sessionId), queryFn: ({ signal }) => getSessionMessages(sessionId, signal) });

export function useSessionMessages(sessionId: string | null) {
  return useQuery({ ...sessionMessagesQueryOptions(sessionId ?? ''), enabled: Boolean(sessionId) });
}
