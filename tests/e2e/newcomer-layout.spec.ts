// Phones and French (issue 28 items 4 and 8): what overflowed, was cut or covered, measured where it was seen.
import { mkdirSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { expect, signInInFrench, signInViaUi, test } from './fixtures.ts';
import { insertAs } from './tracker-helpers.ts';

mkdirSync('tmp/screenshots', { recursive: true });

/** Whether the element's content is wider or taller than its box (cut, or an ellipsis shown). */
const isClipped = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);

test('French desktop: the status chips fit their column and the sidebar says "Obtenir des crédits gratuits" whole', async ({ page, user, e2e }) => {
  await insertAs(e2e, user, 'applications', [
    { company_name: 'Acme', job_title: 'Ingénieure', status: 'No Reply' },
    { company_name: 'Initech', job_title: 'Développeuse', status: 'Saved' },
  ]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInInFrench(page, user);
  const rows = page.getByTestId('application-row');
  await expect(rows).toHaveCount(2);
  for (const status of ['Sans réponse', 'Sauvegardée']) {
    const cell = page.getByRole('cell').filter({ has: page.getByRole('button', { name: new RegExp(status) }) });
    expect(await isClipped(cell), `${status} overflows its column`).toBe(false);
  }
  const credits = page.getByRole('complementary', { name: 'Barre latérale' }).getByRole('button', { name: 'Obtenir des crédits gratuits' });
  expect(await isClipped(credits.locator('span').last())).toBe(false);
  await page.screenshot({ path: 'tmp/screenshots/dashboard-1440-fr.png' });
});

test('phone: the first application shows on the first screen, under the tiles and a one-row toolbar', async ({ page, user, e2e }) => {
  const [application] = await insertAs<{ id: string }>(e2e, user, 'applications', [{ company_name: 'Acme', job_title: 'Engineer', status: 'In progress' }]);
  await insertAs(e2e, user, 'interviews', [
    { application_id: application.id, name: 'Technical', interviewer_names: 'Sam', date: new Date(Date.now() + 86_400_000).toISOString() },
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaUi(page, user);
  const first = page.getByTestId('applications-list').getByText('Acme').first();
  await expect(first).toBeVisible();
  const box = await first.boundingBox();
  expect(box!.y + box!.height).toBeLessThan(844);
  await page.screenshot({ path: 'tmp/screenshots/dashboard-390-en.png' });
  // Export sits with Import and Paste a job under 'More actions', so the toolbar is one row.
  await page.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
});

test('desktop: the Next interview tile cuts a long company name at its own edge, not short of it', async ({ page, user, e2e }) => {
  const company = 'Extraordinarily Long Company Name Incorporated International Holdings';
  const [application] = await insertAs<{ id: string }>(e2e, user, 'applications', [{ company_name: company, job_title: 'Engineer' }]);
  await insertAs(e2e, user, 'interviews', [
    { application_id: application.id, name: 'Technical', interviewer_names: 'Sam', date: new Date(Date.now() + 86_400_000).toISOString() },
  ]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaUi(page, user);
  const tile = page.getByRole('region', { name: 'Next interview' });
  const link = tile.getByRole('link');
  await expect(link).toContainText('Technical');
  const [tileBox, linkBox] = [await tile.boundingBox(), await link.boundingBox()];
  // The tile's padding is 16 px: the link reaches it.
  expect(tileBox!.x + tileBox!.width - (linkBox!.x + linkBox!.width)).toBeLessThanOrEqual(18);
  await tile.screenshot({ path: 'tmp/screenshots/next-interview-1440.png' });
});

for (const [language, viewport] of [
  ['en', { width: 390, height: 844 }],
  ['fr', { width: 390, height: 844 }],
] as const) {
  test(`phone, ${language}: the Copilot 3 header buttons keep their label on one line`, async ({ page, user }) => {
    await page.setViewportSize(viewport);
    if (language === 'fr') await signInInFrench(page, user);
    else await signInViaUi(page, user);
    await page.goto('/copilot3');
    await page.getByRole('combobox').first().selectOption('demo');
    const header = page.getByRole('main').locator('header').first();
    const buttons = header.getByRole('button');
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all()) {
      const box = await button.boundingBox();
      expect(box!.height, await button.innerText()).toBeLessThan(40);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    }
    await page.screenshot({ path: `tmp/screenshots/copilot3-390-${language}.png` });
  });
}

test('desktop: the toast after saving an experience does not cover "+ Experience"', async ({ page, user }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaUi(page, user);
  await page.goto('/experience');
  const add = page.getByRole('button', { name: 'Experience', exact: true });
  await add.click();
  const drawer = page.getByRole('dialog', { name: 'Add New Experience' });
  await drawer.getByLabel('Company').fill('ManoMano');
  await drawer.getByLabel('Job Title').fill('Frontend Engineer');
  await drawer.getByLabel('Start Date').fill('2021-09-01');
  await drawer.getByLabel('I still work here').check();
  await drawer.getByRole('button', { name: 'Save' }).click();
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  const [toastBox, addBox] = [await toast.boundingBox(), await add.boundingBox()];
  const overlaps =
    toastBox!.x < addBox!.x + addBox!.width &&
    addBox!.x < toastBox!.x + toastBox!.width &&
    toastBox!.y < addBox!.y + addBox!.height &&
    addBox!.y < toastBox!.y + toastBox!.height;
  expect(overlaps).toBe(false);
  await page.screenshot({ path: 'tmp/screenshots/experience-toast-1440.png' });
});
