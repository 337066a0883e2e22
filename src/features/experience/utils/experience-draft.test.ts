import { EXPERIENCE_DRAFT_STORAGE_KEY } from '@/config/storage-keys';
import { emptyExperienceForm } from '@/data/experiences/experience-schema';
import { clearExperienceDraft, loadExperienceDraft, saveExperienceDraft, type ExperienceDraft } from './experience-draft';

const draft: ExperienceDraft = {
  experienceId: null,
  baseline: emptyExperienceForm(),
  values: { ...emptyExperienceForm(), company: 'ManoMano', current_job: true },
};

describe('the experience drawer’s draft in storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('is read back as it was written, and gone once cleared', () => {
    saveExperienceDraft(window.localStorage, draft);
    expect(loadExperienceDraft(window.localStorage)).toEqual(draft);
    clearExperienceDraft(window.localStorage);
    expect(loadExperienceDraft(window.localStorage)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['no values', JSON.stringify({ experienceId: null, baseline: emptyExperienceForm() })],
    ['a value of the wrong kind', JSON.stringify({ ...draft, values: { ...draft.values, current_job: 'yes' } })],
    ['an id that is not text', JSON.stringify({ ...draft, experienceId: 7 })],
  ])('is ignored when %s', (_name, raw) => {
    window.localStorage.setItem(EXPERIENCE_DRAFT_STORAGE_KEY, raw);
    expect(loadExperienceDraft(window.localStorage)).toBeNull();
  });
});
