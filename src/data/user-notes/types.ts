// Row shape of public.user_notes: one note per person and copilot session.
export interface UserNote {
  id: string;
  session_id: string;
  content: string;
  updated_at: string;
}

/** The database refuses longer notes (user_notes_content_length). */
export const USER_NOTE_MAX_CHARS = 50_000;
