// An application's own page (issue #37): an interview edited in place (same id, so its Copilot history and debrief
// stay), the application edited and deleted from its page, a file named .pdf that is not one refused, and the live
// session links fitting their buttons on a phone, in English and French. Screenshots at both sizes.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, signInInFrench, signInViaUi, test, type TestUser } from './fixtures.ts';
import type { E2eEnv } from './e2e-env.ts';
import { insertAs, selectAs } from './tracker-helpers.ts';

const SCREENSHOTS = 'tmp/screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Seeded {
  applicationId: string;
  interviewId: string;
}

async function seedApplication(e2e: E2eEnv, user: TestUser): Promise<Seeded> {
  const [application] = await insertAs<{ id: string }>(e2e, user, 'applications', [
    { company_name: 'Doctolib', job_title: 'Senior Frontend Engineer', status: 'In progress', application_date: '2026-11-02', expected_interviews: 3 },
  ]);
  const [interview] = await insertAs<{ id: string }>(e2e, user, 'interviews', [
    {
      application_id: application.id,
      name: 'Technical screen',
      interviewer_names: 'Julie Fontaine',
      date: new Date(2026, 11, 2, 9, 0).toISOString(),
      duration: 45,
      additional_info: 'Bring the portfolio',
    },
  ]);
  return { applicationId: application.id, interviewId: interview.id };
}

test('an interview is edited in place: prefilled, saved under the same id, its Copilot link unchanged', async ({ page, user, e2e }) => {
  await page.setViewportSize(DESKTOP);
  const { applicationId, interviewId } = await seedApplication(e2e, user);
  await signInViaUi(page, user);
  await page.goto(`/application/${applicationId}`);

  await page.getByRole('button', { name: 'Edit interview Technical screen' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit Interview' });
  await expect(drawer.getByLabel('Interview Name')).toHaveValue('Technical screen');
  await expect(drawer.getByLabel('Interviewer(s) Name(s)')).toHaveValue('Julie Fontaine');
  await expect(drawer.getByLabel('Interview Date')).toHaveValue('2026-12-02T09:00');
  await expect(drawer.getByLabel('Duration (minutes)')).toHaveValue('45');
  await expect(drawer.getByLabel('Additional Info')).toHaveValue('Bring the portfolio');
  await drawer.getByLabel('Interview Date').fill('2026-12-03T14:30');
  await drawer.getByLabel('Interview Name').fill('Technical interview');
  await page.screenshot({ path: `${SCREENSHOTS}/interview-edit-desktop.png` });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Interview updated')).toBeVisible();
  await expect(drawer).toBeHidden();

  const card = page.getByTestId('interview-item');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Technical interview');
  await expect(card.getByRole('link', { name: 'Open the Copilot for Technical interview' })).toHaveAttribute('href', new RegExp(`session=int_${interviewId}$`));
  const rows = await selectAs<{ id: string; name: string; date: string }>(e2e, user, 'interviews', 'select=id,name,date');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ id: interviewId, name: 'Technical interview' });
  expect(new Date(rows[0].date).getTime()).toBe(new Date(2026, 11, 3, 14, 30).getTime());
});

test('the application is edited and deleted from its own page, then the dashboard shows', async ({ page, user, e2e }) => {
  await page.setViewportSize(DESKTOP);
  const { applicationId } = await seedApplication(e2e, user);
  await signInViaUi(page, user);
  await page.goto(`/application/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Senior Frontend Engineer');
  await page.screenshot({ path: `${SCREENSHOTS}/application-page-actions-desktop.png` });

  await page.getByRole('button', { name: 'Edit Doctolib – Senior Frontend Engineer' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit Application' });
  await expect(drawer.getByLabel('Company')).toHaveValue('Doctolib');
  await drawer.getByLabel('Job Title').fill('Staff Frontend Engineer');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff Frontend Engineer');

  await page.getByRole('button', { name: 'Delete Doctolib – Staff Frontend Engineer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Application deleted')).toBeVisible();
  expect(await selectAs(e2e, user, 'applications', 'select=id')).toEqual([]);
});

test('a file named .pdf that is not a PDF is refused at once, and nothing of it is uploaded or saved', async ({ page, user, e2e }) => {
  await page.setViewportSize(DESKTOP);
  const { applicationId } = await seedApplication(e2e, user);
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/storage/v1/object/resumes/')) uploads += 1;
  });
  await signInViaUi(page, user);
  await page.goto(`/application/${applicationId}`);
  await page.getByRole('button', { name: 'Edit Doctolib – Senior Frontend Engineer' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit Application' });
  await drawer.getByRole('tab', { name: 'Process' }).click();
  const resume = drawer.getByLabel('Resume (PDF)');
  await resume.setInputFiles({ name: 'not-a-pdf.pdf', mimeType: 'application/pdf', buffer: Buffer.from('These are my notes, not a resume.') });
  await expect(drawer.getByRole('alert')).toHaveText(
    '“not-a-pdf.pdf” is not a PDF (its content is not a PDF document), so it was not attached. Choose the PDF of your resume.',
  );
  await expect(resume).toHaveValue('');
  await page.screenshot({ path: `${SCREENSHOTS}/resume-not-a-pdf-desktop.png` });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  const [stored] = await selectAs<{ resume_file: string | null }>(e2e, user, 'applications', 'select=resume_file');
  expect(stored.resume_file).toBeNull();
  expect(uploads).toBe(0);
});

/** How far the link's content spills out of its box, down or right (0 when it fits). */
const overflowOf = (link: Locator) =>
  link.evaluate((element) => Math.max(element.scrollHeight - element.clientHeight, element.scrollWidth - element.clientWidth));

async function expectLiveLinksFit(page: Page, names: readonly string[]) {
  for (const name of names) {
    const links = page.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) await expect.poll(() => overflowOf(link)).toBeLessThanOrEqual(0);
  }
}

const LIVE_LINKS = {
  en: { signIn: signInViaUi, names: ['Rehearse with the Coach', 'Open the Copilot'] },
  fr: { signIn: signInInFrench, names: ['Répéter avec le Coach', 'Ouvrir le Copilot'] },
} as const;

for (const language of ['en', 'fr'] as const) {
  test(`on a phone the Coach and Copilot links fit their buttons (${language})`, async ({ page, user, e2e }) => {
    const { applicationId } = await seedApplication(e2e, user);
    await LIVE_LINKS[language].signIn(page, user);
    await page.setViewportSize(PHONE);
    await page.goto(`/application/${applicationId}`);
    await expect(page.getByTestId('interview-item')).toBeVisible();
    await expectLiveLinksFit(page, LIVE_LINKS[language].names);
    await page.screenshot({ path: `${SCREENSHOTS}/application-page-phone-${language}.png`, fullPage: true });
  });
}
