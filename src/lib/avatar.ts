// The avatar fallback: the first-name initial on a colour derived from that initial (same letter, same colour).

export const AVATAR_COLORS = [
  '#4f46e5', // indigo
  '#0e7490', // cyan
  '#047857', // emerald
  '#b45309', // amber
  '#be123c', // rose
  '#7c3aed', // violet
  '#1d4ed8', // blue
  '#c2410c', // orange
  '#15803d', // green
  '#a21caf', // fuchsia
] as const;

/** The upper-cased first letter of the first name, or '?' when there is none. */
export function avatarInitial(firstName: string | null | undefined): string {
  const trimmed = (firstName ?? '').trim();
  if (!trimmed) return '?';
  return Array.from(trimmed)[0].toLocaleUpperCase();
}

/** A background colour chosen from the initial's code point; every colour keeps white text above 4.5:1 contrast. */
export function avatarColor(initial: string): string {
  const codePoint = initial.codePointAt(0) ?? 0;
  return AVATAR_COLORS[codePoint % AVATAR_COLORS.length];
}
