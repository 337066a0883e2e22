// The profile photo is shown from the URL of the backend the app talks to now, built from its stored path
// (avatar-path.ts), so a backend that moved (another port, another host) still serves it.
import { supabase } from '@/lib/supabase';
import { avatarPathOf } from './avatar-path';

export const AVATARS_BUCKET = 'avatars';

/** The URL to show: the avatars file on today's backend, or a photo hosted elsewhere as it is. */
export function photoUrlOf(stored: string | null | undefined): string | null {
  if (!stored) return null;
  const path = avatarPathOf(stored);
  return path ? supabase.storage.from(AVATARS_BUCKET).getPublicUrl(path).data.publicUrl : stored;
}
