// Browser-storage keys that more than one layer reads: drafts survive a session that ended by itself.

/** The application drawer's draft: open state, form data and active tab (docs/product.md#drawer-persistence). */
export const APPLICATION_MODAL_STORAGE_KEY = 'offerpilot.applicationModal';

/** The experience drawer's draft: which experience, what it started from and what is typed. */
export const EXPERIENCE_DRAFT_STORAGE_KEY = 'offerpilot.experienceDraft';

/** What the person typed and has not saved yet: kept when the session expires or is revoked, so nothing typed is lost. */
export const UNSAVED_DRAFT_STORAGE_KEYS: readonly string[] = [APPLICATION_MODAL_STORAGE_KEY, EXPERIENCE_DRAFT_STORAGE_KEY];

/** The user the kept drafts belong to: when someone else signs in on this browser, the drafts are removed. */
export const DRAFT_OWNER_STORAGE_KEY = 'offerpilot.draftOwner';

/** The language the person chose (en or fr), so the next visit opens in it before anyone signs in. */
export const LANGUAGE_STORAGE_KEY = 'offerpilot.language';

/** Whether the person folded the sidebar on a wide screen: the sidebar and the signed-in start's first paint read it. */
export const SIDEBAR_COLLAPSED_KEY = 'offerpilot.sidebarCollapsed';
