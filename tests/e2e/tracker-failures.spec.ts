// A save the server never receives keeps the form: the message says why, every typed value stays, and saving again works.
import { expect, signInViaUi, test } from './fixtures.ts';
import { selectAs } from './tracker-helpers.ts';

test('a failed save keeps every typed value and can be retried', async ({ page, user, e2e }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInViaUi(page, user);
  await page.getByRole('button', { name: 'Application', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Add New Application' });
  const general = { Company: 'Pennylane', 'Job Title': 'Staff Engineer', 'Application Date': '2026-11-18', 'Job Link': 'https://pennylane.com/jobs/7' };
  for (const [label, value] of Object.entries(general)) await drawer.getByLabel(label).fill(value);
  await drawer.getByLabel('Status').selectOption('Applied');
  await drawer.getByRole('tab', { name: 'Process' }).click();
  await drawer.getByLabel('Job Offer').fill('Accounting, but fun.\nRemote friendly.');
  await drawer.getByLabel('Expected Interviews').fill('4');

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
  await expect(drawer.getByLabel('Job Offer')).toHaveValue('Accounting, but fun.\nRemote friendly.');
  await expect(drawer.getByLabel('Expected Interviews')).toHaveValue('4');
  await drawer.getByRole('tab', { name: 'General' }).click();
  for (const [label, value] of Object.entries(general)) await expect(drawer.getByLabel(label)).toHaveValue(value);
  await expect(drawer.getByLabel('Status')).toHaveValue('Applied');

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
  const stored = await selectAs<Record<string, unknown>>(e2e, user, 'applications', 'select=company_name,job_title,application_date,status,job_link,job_offer_content,expected_interviews');
  expect(stored).toEqual([
    {
      company_name: 'Pennylane',
      job_title: 'Staff Engineer',
      application_date: '2026-11-18',
      status: 'Applied',
      job_link: 'https://pennylane.com/jobs/7',
      job_offer_content: 'Accounting, but fun.\nRemote friendly.',
      expected_interviews: 4,
    },
  ]);
});
