// The add/edit drawer's state, mirrored to localStorage so a reload or a hidden tab brings the draft back (docs/product.md#drawer-persistence).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApplicationDraftValues } from '@/data/applications/application-schema';
import { applicationToForm, emptyApplicationForm } from '@/data/applications/application-values';
import type { Application } from '@/data/applications/types';
import { APPLICATION_MODAL_STORAGE_KEY, clearDraft, loadDraft, saveDraft, type ApplicationDraft, type DrawerTab } from '../utils/application-draft';
import { sourceOfJobLink } from '@/lib/job-posting/application-source';
import type { PastedJob } from '../utils/pasted-job';

function withoutResume({ resume: _resume, ...values }: ReturnType<typeof emptyApplicationForm>): ApplicationDraftValues {
  return values;
}

const showsEveryDraft = () => true;

function loadShownDraft(isShownHere: (draft: ApplicationDraft) => boolean): ApplicationDraft | null {
  const stored = loadDraft(window.localStorage);
  return stored && isShownHere(stored) ? stored : null;
}

/**
 * `isShownHere` (a stable function): which stored draft this page brings back. An application's own page brings back
 * only the edit of that application; the dashboard, every draft.
 */
export function useApplicationDrawer(isShownHere: (draft: ApplicationDraft) => boolean = showsEveryDraft) {
  const [draft, setDraft] = useState<ApplicationDraft | null>(() => loadShownDraft(isShownHere));
  /** Bumped when the draft is replaced from storage, so the form remounts with the restored values. */
  const [revision, setRevision] = useState(0);
  const draftRef = useRef<ApplicationDraft | null>(draft);
  const lastWritten = useRef<string | null>(window.localStorage.getItem(APPLICATION_MODAL_STORAGE_KEY));

  const persist = useCallback((next: ApplicationDraft) => {
    saveDraft(window.localStorage, next);
    lastWritten.current = window.localStorage.getItem(APPLICATION_MODAL_STORAGE_KEY);
  }, []);

  const open = useCallback(
    (next: ApplicationDraft) => {
      persist(next);
      draftRef.current = next;
      setDraft(next);
      setRevision((r) => r + 1);
    },
    [persist],
  );

  /** A new application, empty or with what "Paste a job" read (status Saved and today's date either way). */
  const openCreateWith = useCallback(
    (pasted: PastedJob | null) =>
      open({
        isOpen: true,
        mode: 'create',
        applicationId: null,
        activeTab: 'general',
        // The source read from the posting's link (a job board, else the company's site); the person can change it.
        values: { ...withoutResume(emptyApplicationForm()), ...pasted, ...(pasted && { source: sourceOfJobLink(pasted.job_link) ?? '' }) },
        lostResumeName: null,
      }),
    [open],
  );
  const openCreate = useCallback(() => openCreateWith(null), [openCreateWith]);

  const openEdit = useCallback(
    (application: Application) =>
      open({
        isOpen: true,
        mode: 'edit',
        applicationId: application.id,
        activeTab: 'general',
        values: withoutResume(applicationToForm(application)),
        lostResumeName: null,
      }),
    [open],
  );

  const close = useCallback(() => {
    clearDraft(window.localStorage);
    lastWritten.current = null;
    draftRef.current = null;
    setDraft(null);
  }, []);

  /** Called on every keystroke: storage only, no re-render. */
  const saveValues = useCallback(
    (values: ApplicationDraftValues, pendingResumeName: string | null) => {
      if (!draftRef.current) return;
      const next = { ...draftRef.current, values, lostResumeName: pendingResumeName };
      draftRef.current = next;
      persist(next);
    },
    [persist],
  );

  const setActiveTab = useCallback(
    (activeTab: DrawerTab) => {
      if (!draftRef.current) return;
      const next = { ...draftRef.current, activeTab };
      draftRef.current = next;
      persist(next);
      setDraft(next);
    },
    [persist],
  );

  useEffect(() => {
    const handleVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      const raw = window.localStorage.getItem(APPLICATION_MODAL_STORAGE_KEY);
      if (raw === lastWritten.current) return;
      lastWritten.current = raw;
      const restored = loadShownDraft(isShownHere);
      draftRef.current = restored;
      setDraft(restored);
      setRevision((r) => r + 1);
    };
    document.addEventListener('visibilitychange', handleVisibility);
    return () => document.removeEventListener('visibilitychange', handleVisibility);
  }, [isShownHere]);

  return { draft, revision, openCreate, openCreateWith, openEdit, close, saveValues, setActiveTab };
}
