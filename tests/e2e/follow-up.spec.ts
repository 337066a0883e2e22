// The follow-up reminder (issue #30): suggested a week after the latest interview, saved on the application page, shown
// (overdue, in red) on the dashboard's tile, downloadable as an all-day .ics, refused before the application date; in
// English and French. Screenshots at 1440×900 and 390×844.
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, signInViaUi, test } from './fixtures.ts';
import { insertAs, selectAs, updateAs } from './tracker-helpers.ts';

const SCREENSHOTS = 'tmp/screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });

/** A local calendar day, `days` from today, as YYYY-MM-DD (the browser runs in this machine's time zone). */
function localDay(days: number, hour = 12): { iso: string; at: Date } {
  const now = new Date();
  const at = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, hour);
  const pad = (value: number) => String(value).padStart(2, '0');
  return { iso: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`, at };
}

test('set a follow-up from the suggestion, see it overdue on the dashboard, add it to a calendar', async ({ page, user, e2e }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const [application] = await insertAs<{ id: string }>(e2e, user, 'applications', [
    { company_name: 'Qonto', job_title: 'Frontend Engineer', status: 'In progress', application_date: localDay(-30).iso },
  ]);
  await insertAs(e2e, user, 'interviews', [
    { application_id: application.id, name: 'Screen', interviewer_names: 'Julie', date: localDay(-20).at.toISOString(), duration: 30, additional_info: '' },
    { application_id: application.id, name: 'Tech', interviewer_names: 'Hugo', date: localDay(-10).at.toISOString(), duration: 60, additional_info: '' },
  ]);
  await signInViaUi(page, user);
  await expect(page.getByRole('region', { name: 'Next follow-up' })).toContainText('None');

  await page.goto(`/application/${application.id}`);
  const section = page.getByRole('region', { name: 'Follow-up' });
  const field = section.getByLabel('Follow up if no reply by');
  // A week after the latest interview (10 days ago): 3 days ago, so already overdue once saved.
  await expect(field).toHaveValue(localDay(-3).iso);
  await expect(section).toContainText('Suggested: a week after the latest interview');

  // Before the application date: refused in the form, nothing saved.
  await field.fill(localDay(-31).iso);
  await section.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(section.getByText('The follow-up date cannot be before the application date.')).toBeVisible();
  expect(await selectAs(e2e, user, 'applications', 'select=follow_up_on')).toEqual([{ follow_up_on: null }]);

  await field.fill(localDay(-3).iso);
  await section.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(section.getByTestId('follow-up-status')).toContainText('Overdue');
  expect(await selectAs(e2e, user, 'applications', 'select=follow_up_on')).toEqual([{ follow_up_on: localDay(-3).iso }]);

  const downloadPromise = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Add to calendar' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('qonto-follow-up.ics');
  const file = `${test.info().outputDir}/follow-up.ics`;
  await download.saveAs(file);
  const ics = readFileSync(file, 'utf8');
  expect(ics).toContain(`DTSTART;VALUE=DATE:${localDay(-3).iso.replaceAll('-', '')}`);
  expect(ics).toContain('SUMMARY:Follow up with Qonto');
  await page.screenshot({ path: `${SCREENSHOTS}/follow-up-detail-desktop.png`, fullPage: true });

  await page.goto('/');
  const tile = page.getByRole('region', { name: 'Next follow-up' });
  await expect(tile.getByRole('link', { name: 'Qonto' })).toBeVisible();
  await expect(tile).toContainText('1 overdue');
  await expect(tile.getByTestId('tile-follow-up')).toHaveAttribute('data-overdue', 'true');
  // Overdue stands out: the date is red, not the tiles' usual slate.
  const color = await tile.locator('time').evaluate((element) => getComputedStyle(element).color);
  expect(color).not.toBe(await page.getByTestId('tile-total').evaluate((element) => getComputedStyle(element).color));
  await page.screenshot({ path: `${SCREENSHOTS}/follow-up-dashboard-desktop.png` });

  // A later day is no longer overdue; clearing it empties the tile.
  await page.goto(`/application/${application.id}`);
  await field.fill(localDay(5).iso);
  await section.getByRole('button', { name: 'Save follow-up' }).click();
  await expect(section.getByTestId('follow-up-status')).not.toContainText('Overdue');
  await section.getByRole('button', { name: 'Clear' }).click();
  await expect(section).toContainText('No follow-up set');
  expect(await selectAs(e2e, user, 'applications', 'select=follow_up_on')).toEqual([{ follow_up_on: null }]);
});

test('French, on a phone: the follow-up section and tile', async ({ page, user, e2e }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await insertAs(e2e, user, 'applications', [
    { company_name: 'Alan', job_title: 'Développeuse', status: 'Applied', application_date: localDay(-20).iso, follow_up_on: localDay(-1).iso },
  ]);
  await signInViaUi(page, user);
  // The person chooses French (saved with the profile, which wins over the browser's language once signed in).
  await updateAs(e2e, user, 'user_profiles', `id=eq.${user.id}`, { language: 'fr' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const tile = page.getByRole('region', { name: 'Prochaine relance' });
  await expect(tile).toContainText('1 en retard');
  await expect(tile.getByRole('link', { name: 'Alan' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/follow-up-dashboard-phone-fr.png`, fullPage: true });
  await tile.getByRole('link', { name: 'Alan' }).click();
  const section = page.getByRole('region', { name: 'Relance' });
  await expect(section.getByTestId('follow-up-status')).toContainText('En retard');
  await expect(section.getByLabel('Relancer sans réponse le')).toHaveValue(localDay(-1).iso);
  await page.screenshot({ path: `${SCREENSHOTS}/follow-up-detail-phone-fr.png`, fullPage: true });
});
