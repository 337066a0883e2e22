// Row shape of public.chat_messages (supabase/migrations/20261121000300_copilot.sql).
export type ChatRole = 'user' | 'assistant';

export interface ChatMessageRow {
  id: string;
  user_id: string;
  session_id: string;
  role: ChatRole;
  content: string;
  created_at: string;
}

/** The database refuses longer messages (chat_messages_content_length). */
export const CHAT_MESSAGE_MAX_CHARS = 20_000;
