// Deletes messages by id: a question and its answer go together (docs/product.md#data-calls: delete by id pair).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { refreshAfterMutation } from '@/lib/refresh-after-mutation';
import { DataError } from '@/data/applications/database-error';
import { chatMessageKeys } from './keys';

export interface DeleteChatMessagesInput {
  sessionId: string;
  ids: string[];
}

export async function deleteChatMessages({ ids }: DeleteChatMessagesInput): Promise<void> {
  if (ids.length === 0) return;
  const { error } = await supabase.from('chat_messages').delete().in('id', ids);
  if (error) throw new DataError(error, 'This question could not be deleted.');
}

export function useDeleteChatMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChatMessages,
    onSettled: (_data, error, { sessionId }) =>
      refreshAfterMutation(error, () => queryClient.invalidateQueries({ queryKey: chatMessageKeys.session(sessionId) })),
  });
}
