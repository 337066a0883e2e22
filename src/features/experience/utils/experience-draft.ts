// The experience drawer's draft, kept like the application drawer's (lib/stored-draft.ts): the browser's Back, a reload
// or another page leaves it in storage, and My Experience opens it again.
import { EXPERIENCE_DRAFT_STORAGE_KEY } from '@/config/storage-keys';
import { clearStoredDraft, readStoredDraft, writeStoredDraft } from '@/lib/stored-draft';
import type { ExperienceFormValues } from '@/data/experiences/experience-schema';

export interface ExperienceDraft {
  /** null: a new experience. */
  experienceId: string | null;
  /** What the drawer started from (empty, or the saved experience): closing asks only when the values differ. */
  baseline: ExperienceFormValues;
  values: ExperienceFormValues;
}

const TEXT_FIELDS = ['company', 'job_title', 'start_date', 'end_date', 'missions'] as const;

function isFormValues(value: unknown): value is ExperienceFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const values = value as Record<string, unknown>;
  return TEXT_FIELDS.every((field) => typeof values[field] === 'string') && typeof values.current_job === 'boolean';
}

function isExperienceDraft(value: unknown): value is ExperienceDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (draft.experienceId === null || typeof draft.experienceId === 'string') && isFormValues(draft.baseline) && isFormValues(draft.values);
}

export const loadExperienceDraft = (storage: Storage) => readStoredDraft(storage, EXPERIENCE_DRAFT_STORAGE_KEY, isExperienceDraft);
export const saveExperienceDraft = (storage: Storage, draft: ExperienceDraft) => writeStoredDraft(storage, EXPERIENCE_DRAFT_STORAGE_KEY, draft);
export const clearExperienceDraft = (storage: Storage) => clearStoredDraft(storage, EXPERIENCE_DRAFT_STORAGE_KEY);
