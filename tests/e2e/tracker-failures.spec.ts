// A save the server never receives keeps the form: the message says why, every typed value stays, and saving again works.
import { expect, signInViaUi, test } from './fixtures.ts';
import {
  expectApplicationKept,
  fillNewApplication,
  selectAs,
  storedApplication,
  STORED_APPLICATION_COLUMNS,
  type ApplicationEntry,
} from './tracker-helpers.ts';

const ENTRY: ApplicationEntry = {
  company: 'Pennylane',
  jobTitle: 'Staff Engineer',
  applicationDate: '2026-11-18',
  status: 'Applied',
  jobLink: 'https://pennylane.com/jobs/7',
  jobOffer: 'Accounting, but fun.\nRemote friendly.',
  expectedInterviews: '4',
};

test('a failed save keeps every typed value and can be retried', async ({ page, user, e2e }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInViaUi(page, user);
  const drawer = await fillNewApplication(page, ENTRY);

  let refused = 0;
  await page.route('**/rest/v1/applications*', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    refused += 1;
    return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service Unavailable' }) });
  });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByRole('alert')).toContainText('Not saved');
  await expect(drawer.getByRole('alert')).toContainText('Your entries are kept');
  expect(refused).toBe(1);
  await expect(drawer).toBeVisible();
  await expectApplicationKept(drawer, ENTRY);

  // The network is refused outright this time.
  await page.unroute('**/rest/v1/applications*');
  await page.route('**/rest/v1/applications*', (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue()));
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByRole('alert')).toContainText('Could not reach the server');
  await expect(drawer.getByLabel('Company')).toHaveValue('Pennylane');

  await page.unroute('**/rest/v1/applications*');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  const row = page.getByTestId('application-row').filter({ hasText: 'Pennylane' });
  await expect(row).toContainText('Staff Engineer');
  await expect(row.getByTestId('progress')).toHaveText('0%');
  expect(await selectAs(e2e, user, 'applications', STORED_APPLICATION_COLUMNS)).toEqual([storedApplication(ENTRY)]);
});
