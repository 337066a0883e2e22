// The experience drawer's state, mirrored to localStorage on every change so that leaving the page (Back, a link, a
// reload) keeps what was typed: My Experience opens the drawer again with it.
import { useCallback, useRef, useState } from 'react';
import { emptyExperienceForm, experienceToForm, type ExperienceFormValues } from '@/data/experiences/experience-schema';
import type { Experience } from '@/data/experiences/types';
import { clearExperienceDraft, loadExperienceDraft, saveExperienceDraft, type ExperienceDraft } from '../utils/experience-draft';

export function useExperienceDrawer() {
  const [draft, setDraft] = useState<ExperienceDraft | null>(() => loadExperienceDraft(window.localStorage));
  const draftRef = useRef<ExperienceDraft | null>(draft);

  const open = useCallback((next: ExperienceDraft) => {
    saveExperienceDraft(window.localStorage, next);
    draftRef.current = next;
    setDraft(next);
  }, []);

  const openNew = useCallback(() => {
    const values = emptyExperienceForm();
    open({ experienceId: null, baseline: values, values });
  }, [open]);

  const openEdit = useCallback(
    (experience: Experience) => {
      const values = experienceToForm(experience);
      open({ experienceId: experience.id, baseline: values, values });
    },
    [open],
  );

  const close = useCallback(() => {
    clearExperienceDraft(window.localStorage);
    draftRef.current = null;
    setDraft(null);
  }, []);

  /** Called on every keystroke: storage only, no re-render. */
  const saveValues = useCallback((values: ExperienceFormValues) => {
    if (!draftRef.current) return;
    draftRef.current = { ...draftRef.current, values };
    saveExperienceDraft(window.localStorage, draftRef.current);
  }, []);

  return { draft, openNew, openEdit, close, saveValues };
}
