// Issue #42: a person with 40 applications (4 typed in the drawer, 36 from a CSV file) whose statuses the test moves
// over "days" through the API, each change at a time it gives, sees the right funnel, splits and medians on the Search
// page (its table views and its sentences), the right applications gone quiet, and the dashboard's count of them.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { accessTokenViaApi, expect, expectNoSeriousAxeViolations, signInViaUi, test } from './fixtures.ts';
import type { E2eEnv } from './e2e-env.ts';

const SCREENSHOTS = 'tmp/screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });

const DAY = 86_400_000;

interface Planned {
  company: string;
  jobTitle: string;
  /** Days ago of its application date (its starting status, Saved, dates from then). */
  dated: number;
  source: 'referral' | 'job_board' | null;
  resume: string | null;
  /** Each status change, in order, with how many days ago it happened. */
  moves: Array<[status: string, daysAgo: number]>;
}

/**
 * Referrals: 6 applied 14 days ago; 4 heard back after 3, 5, 7 and 9 days (an interview), 2 moved to No Reply after 10.
 * Job boards: 31; 10 applied 28 days ago (3 turned down after 2, 4 and 6 days, 1 interviewed after 8 and offered 10 days
 * later, 6 never heard back), 21 applied 6 days ago. 3 saved and never sent.
 */
function plan(): Planned[] {
  const referrals: Planned[] = [3, 5, 7, 9, 10, 10].map((wait, index) => ({
    company: `Referral ${index + 1}`,
    jobTitle: 'Frontend Engineer',
    dated: 14,
    source: 'referral',
    resume: 'cv-v2.pdf',
    moves: [
      ['Applied', 14],
      [index < 4 ? 'In progress' : 'No Reply', 14 - wait],
    ],
  }));
  const boards: Planned[] = Array.from({ length: 31 }, (_, index) => {
    const number = index + 1;
    const base = { company: `Board ${number}`, source: 'job_board' as const, resume: number <= 10 ? 'cv-v2.pdf' : 'cv-v1.pdf' };
    if (number <= 3)
      return {
        ...base,
        jobTitle: 'Backend Engineer',
        dated: 28,
        resume: 'cv-v1.pdf',
        moves: [
          ['Applied', 28],
          ['Missed', 28 - 2 * number],
        ],
      };
    if (number === 4)
      return {
        ...base,
        jobTitle: 'Backend Engineer',
        dated: 28,
        moves: [
          ['Applied', 28],
          ['In progress', 20],
          ['Succeeded', 10],
        ],
      };
    if (number <= 10) return { ...base, jobTitle: 'Data Analyst', dated: 28, moves: [['Applied', 28]] };
    return { ...base, jobTitle: 'Data Analyst', dated: 6, moves: [['Applied', 6]] };
  });
  const saved: Planned[] = [1, 2, 3].map((number) => ({
    company: `Saved ${number}`,
    jobTitle: 'Product Designer',
    dated: 3,
    source: null,
    resume: null,
    moves: [],
  }));
  return [...referrals, ...boards, ...saved];
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

async function rest(env: E2eEnv, token: string, method: 'GET' | 'PATCH', path: string, body?: object): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(`${env.backendUrl}/rest/v1/${path}`, {
    method,
    headers: { apikey: env.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=representation' },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} failed (${response.status}): ${await response.text()}`);
  return (await response.json()) as Array<Record<string, unknown>>;
}

/** The rows of a card's table view, each as its cells' texts. */
async function tableOf(page: Page, title: string): Promise<string[][]> {
  const card = page.getByRole('region', { name: title });
  await card.getByRole('tab', { name: 'Table' }).click();
  const rows = card.getByRole('table').getByRole('row');
  return rows.evaluateAll((elements) => elements.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')));
}

test('the Search page tells the funnel, the splits, the waits and who went quiet, from statuses moved over days', async ({ page, user, e2e }) => {
  test.setTimeout(180_000);
  const now = Date.now();
  const planned = plan();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaUi(page, user);

  // 4 through the drawer, 36 through the CSV import.
  const [typed, imported] = [planned.slice(0, 4), planned.slice(4)];
  for (const entry of typed) {
    await page.getByRole('button', { name: 'Application', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Add New Application' });
    await drawer.getByLabel('Company').fill(entry.company);
    await drawer.getByLabel('Job Title').fill(entry.jobTitle);
    await drawer.getByLabel('Application Date').fill(isoDay(now - entry.dated * DAY));
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toBeHidden();
  }
  const csv = [
    'Company,Job Title,Application Date,Status',
    ...imported.map((entry) => `${entry.company},${entry.jobTitle},${isoDay(now - entry.dated * DAY)},Saved`),
  ].join('\n');
  await page.getByLabel('CSV file to import').setInputFiles({ name: 'search.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const importDialog = page.getByRole('dialog', { name: 'Import applications' });
  await importDialog.getByRole('button', { name: 'Add 36 applications' }).click();
  await expect(importDialog).toBeHidden();
  await expect(page.getByTestId('tile-total')).toHaveText('40');

  // The statuses move through the API, each change at the time the test gives.
  const token = await accessTokenViaApi(e2e, user);
  const stored = await rest(e2e, token, 'GET', 'applications?select=id,company_name');
  expect(stored).toHaveLength(40);
  const idOf = new Map(stored.map((row) => [row.company_name as string, row.id as string]));
  for (const entry of planned) {
    const id = idOf.get(entry.company)!;
    await rest(e2e, token, 'PATCH', `applications?id=eq.${id}`, { source: entry.source, resume_name: entry.resume });
    for (const [status, daysAgo] of entry.moves)
      await rest(e2e, token, 'PATCH', `applications?id=eq.${id}`, { status, status_changed_at: new Date(now - daysAgo * DAY).toISOString() });
  }
  const history = await rest(e2e, token, 'GET', 'application_status_events?select=id');
  expect(history).toHaveLength(40 + planned.reduce((sum, entry) => sum + entry.moves.length, 0));

  // The dashboard counts the 7 gone quiet (6 job boards unanswered for 28 days, 1 referral interview 11 days ago).
  await page.reload();
  await expect(page.getByTestId('tile-gone-quiet')).toHaveText('7 gone quiet');

  await page.getByRole('link', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  const funnel = page.getByRole('region', { name: 'Funnel' });
  await expect(funnel.getByTestId('chart-summary')).toHaveText(
    'Of 40 saved, 37 sent (93%), 8 replied (22%), 5 reached an interview (63%) and 1 an offer (20%).',
  );
  await expect(funnel.getByTestId('search-chart').locator('svg .ct-bar')).toHaveCount(5);
  expect(await tableOf(page, 'Funnel')).toEqual([
    ['Step', 'Applications', 'Conversion from the step before'],
    ['Saved', '40', '–'],
    ['Applied', '37', '93%'],
    ['Replied', '8', '22%'],
    ['Interview', '5', '63%'],
    ['Offer', '1', '20%'],
  ]);

  const bySource = page.getByRole('region', { name: 'By source' });
  await expect(bySource.getByTestId('chart-summary')).toHaveText('Referrals got you 4 interviews from 6 applications; job boards 1 from 31.');
  expect(await tableOf(page, 'By source')).toEqual([
    ['Group', 'Sent', 'Replied', 'Interviews', 'Offers', 'Interview rate'],
    ['Job boards', '31', '4', '1', '1', '3%'],
    ['Referrals', '6', '4', '4', '0', '67%'],
  ]);
  const byResume = page.getByRole('region', { name: 'By résumé version' });
  await expect(byResume.getByTestId('chart-summary')).toHaveText('cv-v2.pdf got you 5 interviews from 13 applications; cv-v1.pdf 0 from 24.');

  // Replies after 2, 3, 4, 5, 6, 7, 8 and 9 days; Applied left after those and 10, 10; In progress left after 10.
  const timing = page.getByRole('region', { name: 'How long things take' });
  await expect(timing.getByTestId('chart-summary')).toContainText('A first reply took 5.5 days (median of 8 applications that got one).');
  const stays = await tableOf(page, 'How long things take');
  expect(stays.find((row) => row[0] === 'Applied')).toEqual(['Applied', '6.5', '10']);
  expect(stays.find((row) => row[0] === 'In progress')).toEqual(['In progress', '10', '1']);

  const weekly = page.getByRole('region', { name: 'Weekly activity' });
  await expect(weekly.getByTestId('chart-summary')).toContainText('37 sent and 5 reaching an interview');
  await expect(weekly.locator('svg .ct-line')).toHaveCount(2);

  // Gone quiet: exactly those 7, the longest silence first, each with its follow-up actions.
  const quiet = page.getByRole('region', { name: 'Gone quiet' });
  const quietCompanies = await quiet.getByTestId('quiet-application').locator('p.font-medium').allTextContents();
  expect(quietCompanies).toEqual(['Board 10', 'Board 5', 'Board 6', 'Board 7', 'Board 8', 'Board 9', 'Referral 1']);
  await expect(quiet.getByRole('link', { name: 'Follow up with Referral 1: reminder and drafts' })).toHaveAttribute(
    'href',
    `/application/${idOf.get('Referral 1')}`,
  );
  await quiet.getByTestId('quiet-application').filter({ hasText: 'Referral 1' }).getByRole('button', { name: 'Remind me in 3 days' }).click();
  await expect(quiet.getByTestId('quiet-application').filter({ hasText: 'Referral 1' })).toContainText('Reminder:');
  const [reminded] = await rest(e2e, token, 'GET', `applications?select=follow_up_on&id=eq.${idOf.get('Referral 1')}`);
  expect(reminded.follow_up_on).not.toBeNull();

  await auditWithoutToasts(page);
  await page.screenshot({ path: `${SCREENSHOTS}/search-1440.png`, fullPage: true });

  // The date range: from 20 days ago, the job boards dated 28 days ago leave every chart (not the quiet list).
  await page.getByLabel('From', { exact: true }).fill(isoDay(now - 20 * DAY));
  await expect(funnel.getByTestId('chart-summary')).toHaveText(
    'Of 30 saved, 27 sent (90%), 4 replied (15%), 4 reached an interview (100%) and 0 an offer (0%).',
  );
  await page.getByLabel('To', { exact: true }).fill(isoDay(now - 25 * DAY));
  await expect(page.getByText('The start date must be on or before the end date.')).toBeVisible();
  await page.getByRole('button', { name: 'All dates' }).click();
  await expect(funnel.getByTestId('chart-summary')).toContainText('Of 40 saved');

  // A longer silence threshold, saved to the profile: nothing has been quiet for 30 days.
  await quiet.getByLabel('Gone quiet after (days)').fill('0');
  await quiet.getByRole('button', { name: 'Save' }).click();
  await expect(quiet.getByText('Enter a whole number of days from 1 to 365.')).toBeVisible();
  await quiet.getByLabel('Gone quiet after (days)').fill('30');
  await quiet.getByRole('button', { name: 'Save' }).click();
  await expect(quiet).toContainText('Nothing has gone quiet: every application waiting on a company has moved in the last 30 days.');
  const [profile] = await rest(e2e, token, 'GET', 'user_profiles?select=quiet_after_days');
  expect(profile.quiet_after_days).toBe(30);

  // A phone: the charts fit the screen's width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(funnel.getByTestId('search-chart').locator('svg')).toBeVisible();
  const width = await funnel
    .getByTestId('search-chart')
    .locator('svg')
    .evaluate((svg) => svg.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENSHOTS}/search-390.png`, fullPage: true });
});

test('a new account is told what to do on the Search page', async ({ page, user }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaUi(page, user);
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Nothing to measure yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/');
  await expectNoSeriousAxeViolations(page);
});

async function auditWithoutToasts(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousAxeViolations(page);
}
