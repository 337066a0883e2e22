// Row shape of public.chat_messages, from the generated database types.
import type { Tables } from '@/types/database';

export type ChatMessageRow = Pick<Tables<'chat_messages'>, 'id' | 'user_id' | 'session_id' | 'role' | 'content' | 'created_at' | 'screenshot_thumbnail'>;
export type ChatRole = ChatMessageRow['role'];

/** The database refuses longer messages (chat_messages_content_length). */
export const CHAT_MESSAGE_MAX_CHARS = 20_000;

/** The columns the screens read (a screen question's row carries its screenshot's thumbnail). */
export const CHAT_MESSAGE_COLUMNS = 'id, user_id, session_id, role, content, created_at, screenshot_thumbnail';
