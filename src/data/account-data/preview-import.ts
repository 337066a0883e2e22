// What an import would add to the signed-in account and what it would change there (first name, photo, settings),
// shown before anything is uploaded so the person can say yes or no. Pure: no I/O.
import type { Profile } from '@/data/profile/get-profile';
import { IMPORTED_TABLES, type ImportedTable } from './format';
import type { AccountExport } from './read-export';

/** The profile columns public.import_account takes from the export (a missing one keeps the account's). */
const IMPORTED_SETTINGS = ['ai_response_length', 'interview_language', 'ai_response_language', 'answer_timing', 'language'] as const;
type ImportedSetting = (typeof IMPORTED_SETTINGS)[number];

export type ImportChange =
  | { kind: 'firstName'; from: string; to: string }
  | { kind: 'photo'; change: 'added' | 'replaced' | 'removed' }
  | { kind: 'settings'; settings: ImportedSetting[] };

export interface ImportPreview {
  rows: Record<ImportedTable, number>;
  files: number;
  changes: ImportChange[];
}

export interface CurrentAccount {
  firstName: string;
  profile: Pick<Profile, 'photo_url' | ImportedSetting> | null;
}

function photoChange(exported: unknown, current: string | null | undefined): ImportChange | null {
  const hasExported = typeof exported === 'string' && exported !== '';
  if (hasExported) return { kind: 'photo', change: current ? 'replaced' : 'added' };
  return current ? { kind: 'photo', change: 'removed' } : null;
}

export function previewImport(source: AccountExport, current: CurrentAccount): ImportPreview {
  const changes: ImportChange[] = [];
  const firstName = source.manifest.user_metadata.firstname;
  if (typeof firstName === 'string' && firstName.trim() && firstName !== current.firstName) {
    changes.push({ kind: 'firstName', from: current.firstName, to: firstName });
  }
  const [profile] = source.rows.user_profiles;
  if (profile) {
    const photo = photoChange(profile.photo_url, current.profile?.photo_url);
    if (photo) changes.push(photo);
    const settings = IMPORTED_SETTINGS.filter((column) => profile[column] != null && profile[column] !== current.profile?.[column]);
    if (settings.length > 0) changes.push({ kind: 'settings', settings });
  }
  const rows = Object.fromEntries(IMPORTED_TABLES.map((table) => [table, source.rows[table].length])) as Record<ImportedTable, number>;
  return { rows, files: source.files.length, changes };
}
