import { APPLICATION_MODAL_STORAGE_KEY, clearDraft, loadDraft, saveDraft, type ApplicationDraft } from './application-draft';

const draft: ApplicationDraft = {
  isOpen: true,
  mode: 'create',
  applicationId: null,
  activeTab: 'process',
  values: {
    company_name: 'Doctolib',
    job_title: 'Senior Frontend Engineer',
    application_date: '2026-11-21',
    status: 'Applied',
    source: 'referral',
    job_link: 'https://careers.doctolib.com/jobs/1',
    job_offer_content: 'React and TypeScript',
    expected_interviews: '4',
  },
  lostResumeName: 'cv.pdf',
};

describe('application drawer draft', () => {
  beforeEach(() => localStorage.clear());

  it('saves under the application-modal key and restores the same draft', () => {
    saveDraft(localStorage, draft);
    expect(localStorage.getItem(APPLICATION_MODAL_STORAGE_KEY)).not.toBeNull();
    expect(loadDraft(localStorage)).toEqual(draft);
  });

  it('clears the draft', () => {
    saveDraft(localStorage, draft);
    clearDraft(localStorage);
    expect(localStorage.getItem(APPLICATION_MODAL_STORAGE_KEY)).toBeNull();
    expect(loadDraft(localStorage)).toBeNull();
  });

  it('ignores missing, corrupt or foreign values', () => {
    expect(loadDraft(localStorage)).toBeNull();
    localStorage.setItem(APPLICATION_MODAL_STORAGE_KEY, '{not json');
    expect(loadDraft(localStorage)).toBeNull();
    localStorage.setItem(APPLICATION_MODAL_STORAGE_KEY, JSON.stringify({ ...draft, values: { ...draft.values, status: 'Hired' } }));
    expect(loadDraft(localStorage)).toBeNull();
  });
});
