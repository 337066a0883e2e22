// Where a stored profile photo lives in the public `avatars` bucket (`<user id>/<file>`). The row holds that path;
// rows written before it was (and exports made from them) hold the full public URL of the backend of that time.

const PUBLIC_AVATAR_URL = /\/storage\/v1\/object\/public\/avatars\/([^?#]+)/;
const ABSOLUTE_URL = /^https?:\/\//i;

/** The file's path in the avatars bucket, from a stored path or a stored public URL; null for a photo hosted elsewhere. */
export function avatarPathOf(stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (!ABSOLUTE_URL.test(stored)) return stored;
  const inUrl = PUBLIC_AVATAR_URL.exec(stored);
  return inUrl ? decodeURIComponent(inUrl[1]) : null;
}
