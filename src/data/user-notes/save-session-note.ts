// Saves the note of a copilot session: one row per (person, session), inserted or updated in one request.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { userNoteKeys } from './keys';
import { USER_NOTE_MAX_CHARS, type UserNote } from './types';

interface SaveSessionNoteInput {
  userId: string;
  sessionId: string;
  content: string;
}

async function saveSessionNote({ userId, sessionId, content }: SaveSessionNoteInput): Promise<UserNote> {
  if (content.length > USER_NOTE_MAX_CHARS) throw new Error(`Notes may hold at most ${USER_NOTE_MAX_CHARS.toLocaleString('en')} characters.`);
  const { data, error } = await supabase
    .from('user_notes')
    .upsert({ user_id: userId, session_id: sessionId, content }, { onConflict: 'user_id,session_id' })
    .select('id, session_id, content, updated_at')
    .single();
  if (error) throw new DataError(error, 'Your notes could not be saved.');
  return data;
}

export function useSaveSessionNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSessionNote,
    onSuccess: (note, { sessionId }) => queryClient.setQueryData(userNoteKeys.session(sessionId), note),
  });
}
