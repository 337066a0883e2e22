// The popup: signs in (once), reads the job page, lets the person correct company, title, link, location and offer,
// then saves the application through their Offerpilot account (or opens the one already saved with that link).
import { isHttpUrl } from '@/data/applications/application-values';
import type { JobPostingReading } from '@/lib/job-posting/read-job-posting';
import { extensionConfig } from './config.ts';
import { message, translatePage } from './messages.ts';
import { saveApplication, type CheckedPosting } from './save-application.ts';
import { currentAccount, supabase } from './supabase-client.ts';

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const signInForm = element<HTMLFormElement>('sign-in');
const postingForm = element<HTMLFormElement>('posting');
const field = (name: keyof CheckedPosting | 'email' | 'password') => element<HTMLInputElement>(name === 'offerText' ? 'offer' : name);
const openButton = element<HTMLButtonElement>('open');
let openUrl = '';

function show({ status = '', problem = '', form = null }: { status?: string; problem?: string; form?: 'sign-in' | 'posting' | null }) {
  element('status').textContent = status;
  element('problem').textContent = problem;
  element('problem').hidden = problem === '';
  signInForm.hidden = form !== 'sign-in';
  postingForm.hidden = form !== 'posting';
}

function offerToOpen(applicationId: string | null) {
  openUrl = applicationId ? `${extensionConfig.appUrl}/application/${encodeURIComponent(applicationId)}` : '';
  openButton.hidden = !applicationId;
}

/** The toolbar popup reads the active tab; opened as a page with ?tab=<id> (headless tests have no toolbar) it reads that tab. */
async function targetTabId(): Promise<number | undefined> {
  const asked = Number(new URLSearchParams(location.search).get('tab'));
  if (Number.isInteger(asked) && asked > 0) return asked;
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  return tab?.id;
}

async function readTab(tabId: number): Promise<JobPostingReading> {
  await chrome.scripting.executeScript({ target: { tabId }, files: ['read-page.js'] });
  const [injection] = await chrome.scripting.executeScript({ target: { tabId }, func: () => globalThis.offerpilotReadPage?.() ?? { isFound: false as const } });
  return injection?.result ?? { isFound: false };
}

function showAccount(email: string | null) {
  element('account').textContent = email ?? '';
  element('sign-out').hidden = email === null;
}

async function showPosting() {
  const tabId = await targetTabId();
  let reading: JobPostingReading;
  try {
    if (tabId === undefined) throw new Error('no tab');
    reading = await readTab(tabId);
  } catch {
    return show({ problem: message('cannotRead') });
  }
  if (!reading.isFound) return show({ problem: message('noPosting') });
  const { posting } = reading;
  for (const name of ['company', 'title', 'link', 'location', 'offerText'] as const) field(name).value = posting[name];
  element('offer-cut').hidden = !posting.isOfferCut;
  show({ form: 'posting', status: message(posting.company && posting.title ? 'checkThenSave' : 'typeCompanyTitle') });
}

function checkedPosting(): CheckedPosting | null {
  const posting = { company: '', title: '', link: '', location: '', offerText: '' };
  for (const name of ['company', 'title', 'link', 'location', 'offerText'] as const) posting[name] = field(name).value.trim();
  const problems: Array<[keyof CheckedPosting, string]> = [];
  if (!posting.company) problems.push(['company', message('companyRequired')]);
  if (!posting.title) problems.push(['title', message('jobTitleRequired')]);
  if (posting.link && !isHttpUrl(posting.link)) problems.push(['link', message('linkInvalid')]);
  for (const name of ['company', 'title', 'link'] as const) field(name).setAttribute('aria-invalid', String(problems.some(([bad]) => bad === name)));
  if (problems.length === 0) return posting;
  show({ form: 'posting', problem: problems.map(([, text]) => text).join(' ') });
  field(problems[0][0]).focus();
  return null;
}

postingForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const posting = checkedPosting();
  if (!posting) return;
  show({ form: 'posting', status: message('saving') });
  saveApplication(posting, (location) => message('locationLine', [location])).then(
    (outcome) => {
      offerToOpen(outcome.id);
      if (outcome.kind === 'saved') return show({ status: message('saved', [posting.company, posting.title]) });
      show({ status: message('alreadySaved', [outcome.company, outcome.title]) });
      void chrome.tabs.create({ url: openUrl });
    },
    (error: Error) => show({ form: 'posting', problem: message('saveFailed', [error.message]) }),
  );
});

signInForm.addEventListener('submit', (event) => {
  event.preventDefault();
  show({ form: 'sign-in', status: message('signingIn') });
  void supabase.auth.signInWithPassword({ email: field('email').value.trim(), password: field('password').value }).then(async ({ data, error }) => {
    field('password').value = '';
    if (error) return show({ form: 'sign-in', problem: message('signInFailed', [error.message]) });
    showAccount(data.user.email ?? '');
    await showPosting();
  });
});

element('sign-out').addEventListener('click', () => {
  void supabase.auth.signOut({ scope: 'local' }).finally(() => {
    showAccount(null);
    offerToOpen(null);
    show({ form: 'sign-in' });
  });
});

openButton.addEventListener('click', () => void chrome.tabs.create({ url: openUrl }));

async function start() {
  translatePage();
  element<HTMLAnchorElement>('sign-up').href = `${extensionConfig.appUrl}/signup`;
  show({ status: message('loading') });
  const email = await currentAccount().catch(() => null);
  showAccount(email);
  if (email === null) return show({ form: 'sign-in' });
  await showPosting();
}

void start();
