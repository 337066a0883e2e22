// The drawer's draft (docs/product.md#drawer-persistence): open state, form data and active tab under one storage key,
// kept the way every form draft is (lib/stored-draft.ts).
import { APPLICATION_SOURCES, APPLICATION_STATUSES } from '@/config/constants';
import { APPLICATION_MODAL_STORAGE_KEY } from '@/config/storage-keys';
import { isOneOf } from '@/lib/is-one-of';
import { clearStoredDraft, isChangedFrom, readStoredDraft, writeStoredDraft } from '@/lib/stored-draft';
import type { ApplicationDraftValues } from '@/data/applications/application-schema';

export { APPLICATION_MODAL_STORAGE_KEY };

const DRAWER_TABS = ['general', 'process'] as const;
export type DrawerTab = (typeof DRAWER_TABS)[number];

export interface ApplicationDraft {
  isOpen: true;
  mode: 'create' | 'edit';
  applicationId: string | null;
  activeTab: DrawerTab;
  values: ApplicationDraftValues;
  /** Name of a resume picked before the reload: the file itself cannot be stored. */
  lostResumeName: string | null;
}

const TEXT_FIELDS = ['company_name', 'job_title', 'application_date', 'job_link', 'job_offer_content', 'expected_interviews'] as const;
const isStringOrNull = (value: unknown) => value === null || typeof value === 'string';

function isDraft(value: unknown): value is ApplicationDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  const values = draft.values as Record<string, unknown> | null | undefined;
  return (
    draft.isOpen === true &&
    (draft.mode === 'create' || draft.mode === 'edit') &&
    isStringOrNull(draft.applicationId) &&
    isOneOf(DRAWER_TABS, draft.activeTab) &&
    isStringOrNull(draft.lostResumeName) &&
    typeof values === 'object' &&
    values !== null &&
    TEXT_FIELDS.every((field) => typeof values[field] === 'string') &&
    isOneOf(APPLICATION_STATUSES, values.status) &&
    // A draft kept before the source field has none.
    (values.source === undefined || values.source === '' || isOneOf(APPLICATION_SOURCES, values.source))
  );
}

export function saveDraft(storage: Storage, draft: ApplicationDraft): void {
  writeStoredDraft(storage, APPLICATION_MODAL_STORAGE_KEY, draft);
}

export function loadDraft(storage: Storage): ApplicationDraft | null {
  return readStoredDraft(storage, APPLICATION_MODAL_STORAGE_KEY, isDraft);
}

export function clearDraft(storage: Storage): void {
  clearStoredDraft(storage, APPLICATION_MODAL_STORAGE_KEY);
}

/** True when the typed values differ from what the drawer started from (or a resume was picked): closing would lose work. */
export function isDraftChanged(values: ApplicationDraftValues, baseline: ApplicationDraftValues, pendingResumeName: string | null): boolean {
  return Boolean(pendingResumeName) || isChangedFrom(values, baseline);
}
