// The polish issue at 1440×900 and 390×844: progress digits not clipped, cards and no sideways scrolling on phones,
// the board's hidden columns named, the tiles' choices, dates and heights, one page width. Screenshots at both sizes.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, signInViaUi, test, type TestUser } from './fixtures.ts';
import type { E2eEnv } from './e2e-env.ts';
import { insertAs } from './tracker-helpers.ts';

const SCREENSHOTS = 'tmp/screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SIZES = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Four applications with 75 %, 100 %, 0 % and no progress; statuses in every column of the board. */
async function seedApplications(env: E2eEnv, user: TestUser): Promise<Array<{ id: string; company_name: string }>> {
  const applications = await insertAs<{ id: string; company_name: string }>(env, user, 'applications', [
    { company_name: 'Doctolib', job_title: 'Senior Frontend Engineer', status: 'In progress', application_date: '2026-11-02', expected_interviews: 4 },
    { company_name: 'Back Market', job_title: 'Software Engineer, Checkout', status: 'Succeeded', application_date: '2026-09-24', expected_interviews: 2 },
    { company_name: 'BlaBlaCar', job_title: 'Frontend Tech Lead', status: 'Missed', application_date: '2026-10-09', expected_interviews: 1 },
    { company_name: 'Alan', job_title: 'Full-stack Developer', status: 'Saved', application_date: '2026-10-24', expected_interviews: null },
  ]);
  const id = (company: string) => applications.find((a) => a.company_name === company)?.id;
  const interview = (company: string, name: string, days: number) => ({
    application_id: id(company),
    name,
    interviewer_names: 'Julie Fontaine',
    date: inDays(days),
    duration: 30,
    additional_info: '',
  });
  await insertAs(env, user, 'interviews', [
    interview('Doctolib', 'Screen', -20),
    interview('Doctolib', 'Tech', -10),
    interview('Doctolib', 'Onsite', -5),
    interview('Back Market', 'Screen', -60),
    interview('Back Market', 'Final', -50),
  ]);
  return applications;
}

async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** The progress label ends inside the box that clips it (its table cell or card). */
async function progressOverflow(page: Page, company: string): Promise<number> {
  const item = page.locator('[data-testid="application-row"], [data-testid="application-card"]').filter({ hasText: company });
  return item.getByTestId('progress').evaluate((progress) => {
    const clip = progress.closest('td, li') as HTMLElement;
    const style = getComputedStyle(clip);
    return progress.getBoundingClientRect().right - (clip.getBoundingClientRect().right - parseFloat(style.paddingRight));
  });
}

for (const [sizeName, viewport] of SIZES) {
  test(`${sizeName}: progress shows every digit and the dashboard fits the screen`, async ({ page, user, e2e }) => {
    await page.setViewportSize(viewport);
    await seedApplications(e2e, user);
    await signInViaUi(page, user);
    const item = (company: string) => page.locator('[data-testid="application-row"], [data-testid="application-card"]').filter({ hasText: company });
    await expect(item('Doctolib').getByTestId('progress')).toHaveText('75%');
    await expect(item('Back Market').getByTestId('progress')).toHaveText('100%');
    for (const company of ['Doctolib', 'Back Market', 'BlaBlaCar']) expect(await progressOverflow(page, company)).toBeLessThanOrEqual(0.5);
    // The widest status chip ("In progress" and its arrow) fits its cell too.
    const chipOverflow = await item('Doctolib')
      .getByRole('button', { name: /Status of Doctolib/ })
      .evaluate((chip) => {
        const clip = chip.closest('td, li') as HTMLElement;
        return chip.getBoundingClientRect().right - (clip.getBoundingClientRect().right - parseFloat(getComputedStyle(clip).paddingRight));
      });
    expect(chipOverflow).toBeLessThanOrEqual(0.5);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SCREENSHOTS}/polish-dashboard-${sizeName}.png`, fullPage: true });

    if (sizeName === 'phone') {
      // Cards instead of the table: company, title, status chip, date, progress, actions.
      await expect(page.getByTestId('application-row')).toHaveCount(0);
      const card = item('Doctolib');
      await expect(card).toContainText('Senior Frontend Engineer');
      await expect(card.getByRole('button', { name: /Status of Doctolib – Senior Frontend Engineer: In progress/ })).toBeVisible();
      await expect(card.locator('time')).toHaveAttribute('datetime', '2026-11-02');
      for (const action of ['Open', 'Edit', 'Delete'])
        await expect(card.getByRole(action === 'Open' ? 'link' : 'button', { name: `${action} Doctolib – Senior Frontend Engineer` })).toBeVisible();
    } else {
      await expect(page.getByTestId('application-card')).toHaveCount(0);
    }

    await page.getByRole('button', { name: 'Board', exact: true }).click();
    const board = page.getByRole('region', { name: 'Applications board' });
    await expect(board).toBeVisible();
    await expectNoSidewaysScroll(page);
    const hint = page.getByTestId('board-scroll-hint');
    if (sizeName !== 'phone') {
      // On a desktop the six columns share the page's width (issue #37: 3½ showed at 1440 px): nothing to scroll to.
      expect(await board.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
      await expect(hint).toHaveText('');
      await page.screenshot({ path: `${SCREENSHOTS}/polish-board-${sizeName}.png`, fullPage: true });
      return;
    }
    // On a phone the board scrolls in its own area and says which statuses are out of view.
    expect(await board.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(hint).toContainText('Succeeded');
    await expect(hint).toContainText('Missed');
    await page.screenshot({ path: `${SCREENSHOTS}/polish-board-${sizeName}.png`, fullPage: true });
    await board.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(hint).toContainText('Saved');
    await expect(hint).not.toContainText('Missed');
  });

  test(`${sizeName}: the other tracker screens fit without sideways scrolling`, async ({ page, user, e2e }) => {
    await page.setViewportSize(viewport);
    const [doctolib] = await seedApplications(e2e, user);
    await signInViaUi(page, user);
    for (const [name, path] of [
      ['detail', `/application/${doctolib.id}`],
      ['experience', '/experience'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `${SCREENSHOTS}/polish-${name}-${sizeName}.png`, fullPage: true });
    }
  });

  test(`${sizeName}: the tiles prefer Succeeded, date a later year, and keep their height`, async ({ page, user, e2e }) => {
    await page.setViewportSize(viewport);
    await signInViaUi(page, user);
    const tiles = page.getByRole('region', { name: /Total applications|Most advanced|Next interview/ });
    await expect(page.getByRole('region', { name: 'Most advanced' })).toContainText('None');
    const emptyHeights = await tiles.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));

    const applications = await seedApplications(e2e, user);
    const nextYear = new Date().getFullYear() + 1;
    await insertAs(e2e, user, 'interviews', [
      {
        application_id: applications[0].id,
        name: 'Final round',
        interviewer_names: 'Julie Fontaine',
        date: new Date(nextYear, 0, 15, 10).toISOString(),
        duration: 45,
        additional_info: '',
      },
    ]);
    await page.reload();
    const advanced = page.getByRole('region', { name: 'Most advanced' });
    // Doctolib (In progress) is listed first; Back Market (Succeeded) is further along.
    await expect(advanced.getByRole('link', { name: 'Back Market' })).toBeVisible();
    await expect(advanced).toContainText('Succeeded');
    const next = page.getByRole('region', { name: 'Next interview' });
    // The company first, then the interview (issue #37: "Technical screen · Globe…" cut the company).
    await expect(next.getByRole('link')).toHaveText(/^Doctolib\s*Final round$/);
    await expect(next).toContainText(String(nextYear));
    const filledHeights = await tiles.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
    expect(filledHeights).toEqual(emptyHeights);
    await page.screenshot({ path: `${SCREENSHOTS}/polish-tiles-${sizeName}.png` });
  });
}

test('desktop: the dashboard, the experience page and the detail page use the same width', async ({ page, user, e2e }) => {
  await page.setViewportSize(DESKTOP);
  const [doctolib] = await seedApplications(e2e, user);
  await signInViaUi(page, user);
  const pageWidth = () =>
    page
      .locator('[data-page-transition] > *')
      .first()
      .evaluate((element) => Math.round(element.getBoundingClientRect().width));
  const mainContentWidth = () =>
    page.locator('main').evaluate((main) => {
      const style = getComputedStyle(main);
      return Math.round(Math.min(main.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight), 1152));
    });
  const widths: Record<string, number> = {};
  for (const path of ['/', '/experience', `/application/${doctolib.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    widths[path] = await pageWidth();
  }
  const expected = await mainContentWidth();
  expect(Object.values(widths)).toEqual([expected, expected, expected]);
});
