// Saves one copilot message (spec §7: insert {session_id, role, content}); user_id defaults to the caller.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { refreshAfterMutation } from '@/lib/refresh-after-mutation';
import { DataError } from '@/data/applications/database-error';
import { chatMessageKeys } from './keys';
import { CHAT_MESSAGE_MAX_CHARS, type ChatMessageRow, type ChatRole } from './types';

export interface CreateChatMessageInput {
  sessionId: string;
  role: ChatRole;
  content: string;
}

export async function createChatMessage({ sessionId, role, content }: CreateChatMessageInput): Promise<ChatMessageRow> {
  const { data, error } = await supabase
    .from('chat_messages')
    .insert({ session_id: sessionId, role, content: content.slice(0, CHAT_MESSAGE_MAX_CHARS) })
    .select('id, user_id, session_id, role, content, created_at')
    .single();
  if (error) throw new DataError(error, 'The message could not be saved.');
  return data;
}

export function useCreateChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChatMessage,
    onSettled: (_data, error, { sessionId }) =>
      refreshAfterMutation(error, () => queryClient.invalidateQueries({ queryKey: chatMessageKeys.session(sessionId) })),
  });
}
