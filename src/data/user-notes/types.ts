// Row shape of public.user_notes (one note per person and copilot session), from the generated database types.
import type { Tables } from '@/types/database';

export type UserNote = Pick<Tables<'user_notes'>, 'id' | 'session_id' | 'content' | 'updated_at'>;

/** The database refuses longer notes (user_notes_content_length). */
export const USER_NOTE_MAX_CHARS = 50_000;
