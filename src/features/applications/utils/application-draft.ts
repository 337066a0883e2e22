// The drawer's draft (spec §4 Drawer persistence): open state, form data and active tab under one storage key.
import * as z from 'zod/mini';
import { APPLICATION_STATUSES } from '@/config/constants';
import { APPLICATION_MODAL_STORAGE_KEY } from '@/config/storage-keys';
import type { ApplicationDraftValues } from '@/data/applications/application-schema';

export { APPLICATION_MODAL_STORAGE_KEY };

const DRAWER_TABS = ['general', 'process'] as const;
export type DrawerTab = (typeof DRAWER_TABS)[number];

const draftSchema = z.object({
  isOpen: z.literal(true),
  mode: z.enum(['create', 'edit']),
  applicationId: z.nullable(z.string()),
  activeTab: z.enum(DRAWER_TABS),
  values: z.object({
    company_name: z.string(),
    job_title: z.string(),
    application_date: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    job_link: z.string(),
    job_offer_content: z.string(),
    expected_interviews: z.string(),
  }),
  /** Name of a resume picked before the reload: the file itself cannot be stored. */
  lostResumeName: z.nullable(z.string()),
});

export type ApplicationDraft = z.infer<typeof draftSchema> & { values: ApplicationDraftValues };

export function saveDraft(storage: Storage, draft: ApplicationDraft): void {
  try {
    storage.setItem(APPLICATION_MODAL_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft lives only in memory.
  }
}

export function loadDraft(storage: Storage): ApplicationDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(APPLICATION_MODAL_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearDraft(storage: Storage): void {
  try {
    storage.removeItem(APPLICATION_MODAL_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** True when the typed values differ from what the drawer started from (or a resume was picked): closing would lose work. */
export function isDraftChanged(values: ApplicationDraftValues, baseline: ApplicationDraftValues, pendingResumeName: string | null): boolean {
  if (pendingResumeName) return true;
  return (Object.keys(baseline) as Array<keyof ApplicationDraftValues>).some((key) => values[key] !== baseline[key]);
}
