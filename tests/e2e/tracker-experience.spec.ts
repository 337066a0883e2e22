// My Experience end to end: add, edit, delete, 'I still work here', end-before-start refused, accessibility.
import { mkdirSync } from 'node:fs';
import { expect, expectNoSeriousAxeViolations, signInViaUi, test } from './fixtures.ts';
import { auditWithoutToasts } from './tracker-helpers.ts';

const SCREENSHOTS = 'tmp/screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });

test('experiences: add with I still work here, edit, delete', async ({ page, user }) => {
  await page.setViewportSize({ width: 1300, height: 900 });
  await signInViaUi(page, user);
  await page.goto('/experience');
  await expect(page.getByRole('heading', { level: 1, name: 'My Experience' })).toBeVisible();
  await expect(page.getByText('No experience yet')).toBeVisible();

  await page.getByRole('button', { name: 'Experience', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Add New Experience' });
  await drawer.getByLabel('Company').fill('ManoMano');
  await drawer.getByLabel('Job Title').fill('Frontend Engineer');
  await drawer.getByLabel('Start Date').fill('2021-09-01');
  await drawer.getByLabel('End Date').fill('2020-01-01');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('End date must be on or after the start date.')).toBeVisible();
  await drawer.getByLabel('I still work here').check();
  await expect(drawer.getByLabel('End Date')).toBeDisabled();
  await expect(drawer.getByLabel('End Date')).toHaveValue('');
  await drawer.getByLabel('Missions').fill('- Rebuilt the product page: LCP 3.8 s → 1.9 s');
  await auditWithoutToasts(page, expectNoSeriousAxeViolations);
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();

  const card = page.getByTestId('experience-card').filter({ hasText: 'ManoMano' });
  await expect(card).toContainText('Present');
  await expect(card).toContainText('Current job');

  await page.getByRole('button', { name: 'Edit Frontend Engineer at ManoMano' }).click();
  const editDrawer = page.getByRole('dialog', { name: 'Edit Experience' });
  await expect(editDrawer.getByLabel('I still work here')).toBeChecked();
  await editDrawer.getByLabel('I still work here').uncheck();
  await editDrawer.getByLabel('End Date').fill('2024-06-30');
  await editDrawer.getByLabel('Job Title').fill('Senior Frontend Engineer');
  await editDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(editDrawer).toBeHidden();
  await expect(card).toContainText('Senior Frontend Engineer');
  await expect(card).not.toContainText('Present');
  await auditWithoutToasts(page, expectNoSeriousAxeViolations);
  await page.screenshot({ path: `${SCREENSHOTS}/tracker-experience.png` });

  await page.getByRole('button', { name: 'Delete Senior Frontend Engineer at ManoMano' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No experience yet')).toBeVisible();
});

// The browser's Back (or any other way off the page) kept nothing of a half-typed experience (issue #37, problem 21):
// the drawer's draft is kept like the application drawer's, and Cancel with typed changes asks first.
test('a half-typed experience survives Back and comes back; Cancel asks before discarding it', async ({ page, user }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaUi(page, user);
  await page.goto('/experience');
  await page.getByRole('button', { name: 'Experience', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Add New Experience' });
  await drawer.getByLabel('Company').fill('ManoMano');
  await drawer.getByLabel('Missions').fill('- Rebuilt the checkout');

  await page.goBack();
  await expect(page).not.toHaveURL(/\/experience$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/experience$/);
  await expect(drawer.getByLabel('Company')).toHaveValue('ManoMano');
  await expect(drawer.getByLabel('Missions')).toHaveValue('- Rebuilt the checkout');
  await page.screenshot({ path: `${SCREENSHOTS}/experience-draft-phone.png` });

  await drawer.getByRole('button', { name: 'Cancel' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Discard this draft?' });
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(drawer.getByLabel('Company')).toHaveValue('ManoMano');
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(drawer).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Experience' })).toBeVisible();
  await expect(page.getByText('No experience yet')).toBeVisible();
  await expect(drawer).toBeHidden();
});
