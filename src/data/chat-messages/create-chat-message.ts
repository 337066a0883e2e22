// Saves one copilot message (docs/product.md#data-calls: insert {session_id, role, content}); user_id defaults to the
// caller. useAskCopilot saves while the answer streams and refreshes the history when the send settles.
import { supabase } from '@/lib/supabase';
import { DataError } from '@/data/applications/database-error';
import { CHAT_MESSAGE_COLUMNS, CHAT_MESSAGE_MAX_CHARS, type ChatMessageRow, type ChatRole } from './types';

export interface CreateChatMessageInput {
  sessionId: string;
  role: ChatRole;
  content: string;
  /** A screen question's thumbnail (a JPEG data URL of at most 320 px; chat_messages_screenshot_thumbnail_check). */
  screenshotThumbnail?: string;
}

export async function createChatMessage({ sessionId, role, content, screenshotThumbnail }: CreateChatMessageInput): Promise<ChatMessageRow> {
  const { data, error } = await supabase
    .from('chat_messages')
    .insert({
      session_id: sessionId,
      role,
      content: content.slice(0, CHAT_MESSAGE_MAX_CHARS),
      ...(screenshotThumbnail ? { screenshot_thumbnail: screenshotThumbnail } : {}),
    })
    .select(CHAT_MESSAGE_COLUMNS)
    .single();
  if (error) throw new DataError(error, 'The message could not be saved.');
  return data;
}
