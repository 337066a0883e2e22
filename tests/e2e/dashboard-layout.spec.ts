// The dashboard's layout where issue #37 saw it fail (first-hour-2.md problems 6, 17, 18), in English and in French:
// the first application on a phone's first screen under a 2×2 grid of tiles and a one-row toolbar, all six board
// columns at 1440×900, "Most advanced" naming an Applied application beside Saved and No Reply ones, and the Next
// interview tile showing its company whole.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, signInInFrench, signInViaUi, test, type TestUser } from './fixtures.ts';
import { insertAs } from './tracker-helpers.ts';
import type { E2eEnv } from './e2e-env.ts';

const SCREENSHOTS = 'tmp/screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const LONG_COMPANY = 'Globex Corporation International Holdings';

const TEXT = {
  en: {
    mostAdvanced: 'Most advanced',
    nextInterview: 'Next interview',
    more: 'More actions',
    board: 'Board',
    boardRegion: 'Applications board',
    paste: 'Paste a job',
  },
  fr: {
    mostAdvanced: 'La plus avancée',
    nextInterview: 'Prochain entretien',
    more: 'Plus d’actions',
    board: 'Tableau',
    boardRegion: 'Tableau des candidatures',
    paste: 'Coller une offre',
  },
} as const;

/** The French mix of the finding: Envoyée (Applied), Sauvegardée (Saved) and Sans réponse (No Reply), with an interview tomorrow. */
async function seedDashboard(e2e: E2eEnv, user: TestUser): Promise<void> {
  const [, applied] = await insertAs<{ id: string }>(e2e, user, 'applications', [
    { company_name: 'Initech', job_title: 'Frontend Developer', status: 'Saved', application_date: '2026-11-20' },
    { company_name: LONG_COMPANY, job_title: 'Staff Engineer', status: 'Applied', application_date: '2026-11-18' },
    { company_name: 'Umbrella', job_title: 'Data Engineer', status: 'No Reply', application_date: '2026-11-10' },
  ]);
  await insertAs(e2e, user, 'interviews', [
    { application_id: applied.id, name: 'Technical screen', interviewer_names: 'Sam', date: new Date(Date.now() + 86_400_000).toISOString() },
  ]);
}

async function signIn(page: Page, user: TestUser, language: 'en' | 'fr'): Promise<void> {
  if (language === 'fr') await signInInFrench(page, user);
  else await signInViaUi(page, user);
}

/** Whether the element's content is wider or taller than its box (cut, or an ellipsis shown). */
const isClipped = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1, undefined, {
    timeout: 5_000,
  });

/** The Next interview tile names the company first and whole, inside the tile. */
async function expectCompanyWhole(page: Page, language: 'en' | 'fr'): Promise<void> {
  const tile = page.getByRole('region', { name: TEXT[language].nextInterview });
  const link = tile.getByRole('link');
  await expect.soft(link).toHaveText(new RegExp(`^${LONG_COMPANY}\\s*Technical screen$`));
  const company = link.getByText(LONG_COMPANY, { exact: true });
  expect.soft(await isClipped(company), 'the company is cut').toBe(false);
  const [tileBox, companyBox] = [await tile.boundingBox(), await company.boundingBox()];
  expect(companyBox!.x + companyBox!.width).toBeLessThanOrEqual(tileBox!.x + tileBox!.width);
  expect(companyBox!.y + companyBox!.height).toBeLessThanOrEqual(tileBox!.y + tileBox!.height);
}

for (const language of ['en', 'fr'] as const) {
  const text = TEXT[language];

  test(`phone, ${language}: the first application is on the first screen, under 2×2 tiles and a one-row toolbar`, async ({ page, user, e2e }) => {
    await seedDashboard(e2e, user);
    await page.setViewportSize(PHONE);
    await signIn(page, user, language);
    const firstCard = page.getByTestId('application-card').first();
    await expect(firstCard).toBeVisible();
    const cardBox = await firstCard.boundingBox();
    // Soft: each layout check reports on its own.
    expect.soft(cardBox!.y + cardBox!.height, 'the first application card ends below the screen').toBeLessThanOrEqual(PHONE.height);

    // Two tiles a row.
    const tiles = page.locator('main section[aria-label]').filter({ has: page.locator('h2') });
    const tops = await tiles.evaluateAll((elements) => elements.slice(0, 4).map((element) => Math.round(element.getBoundingClientRect().top)));
    expect.soft(new Set(tops).size, `tile tops ${tops.join(', ')}`).toBe(2);

    // One toolbar row: every button of the toolbar starts within a few pixels of the first one.
    const toolbar = page.getByTestId('dashboard-toolbar');
    const buttonTops = await toolbar
      .getByRole('button')
      .evaluateAll((buttons) => buttons.filter((button) => button.getClientRects().length > 0).map((button) => button.getBoundingClientRect().top));
    expect(buttonTops.length).toBeGreaterThanOrEqual(5);
    expect.soft(Math.max(...buttonTops) - Math.min(...buttonTops), `toolbar button tops ${buttonTops.join(', ')}`).toBeLessThanOrEqual(4);

    await expect.soft(page.getByRole('region', { name: text.mostAdvanced })).toContainText(LONG_COMPANY);
    expect.soft(await isClipped(page.getByRole('region', { name: text.mostAdvanced }).getByRole('link')), 'the most advanced company is cut').toBe(false);
    await expectCompanyWhole(page, language);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-layout-390-${language}.png` });

    // The less-used actions, one tap away on a row of their own.
    await toolbar.getByRole('button', { name: text.more }).click();
    await expect(toolbar.getByRole('button', { name: text.paste })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-layout-390-${language}-more.png` });
  });

  test(`desktop, ${language}: the board shows its six columns at 1440×900, and the tiles their whole company`, async ({ page, user, e2e }) => {
    await seedDashboard(e2e, user);
    await page.setViewportSize(DESKTOP);
    await signIn(page, user, language);
    await expect.soft(page.getByRole('region', { name: text.mostAdvanced })).toContainText(LONG_COMPANY);
    expect.soft(await isClipped(page.getByRole('region', { name: text.mostAdvanced }).getByRole('link')), 'the most advanced company is cut').toBe(false);
    await expectCompanyWhole(page, language);
    await page.getByRole('button', { name: text.board, exact: true }).click();
    const columns = page.getByTestId('board-column');
    await expect(columns).toHaveCount(6);
    const board = page.getByRole('region', { name: text.boardRegion });
    const boardBox = await board.boundingBox();
    for (const column of await columns.all()) {
      const box = await column.boundingBox();
      expect
        .soft(box!.x + box!.width, `${await column.getAttribute('data-status')} ends past the board's edge`)
        .toBeLessThanOrEqual(boardBox!.x + boardBox!.width);
    }
    await expect(page.getByTestId('board-scroll-hint')).toHaveText('');
    // The cards' company names are readable in the narrower columns.
    const card = page.getByTestId('board-card').filter({ hasText: 'Initech' });
    expect(await isClipped(card.getByRole('link', { name: 'Initech' }))).toBe(false);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-layout-1440-${language}-board.png` });
  });
}
