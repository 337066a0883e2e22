// The application tracker end to end: drawer, table, tiles, status chip, board (drag and keyboard), persistence, detail, interviews.
import { mkdirSync } from 'node:fs';
import { expect, expectNoSeriousAxeViolations, signInViaUi, test } from './fixtures.ts';
import { auditWithoutToasts, insertAs, MINIMAL_PDF } from './tracker-helpers.ts';

const SCREENSHOTS = 'tmp/screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });

function isoDaysAgo(days: number) {
  const date = new Date(Date.now() - days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

test('add an application with a PDF, change its status, add and delete an interview, open the resume, delete it', async ({ page, user }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInViaUi(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  await expect(page.getByText('No applications yet')).toBeVisible();
  await auditWithoutToasts(page, expectNoSeriousAxeViolations);

  await page.getByRole('button', { name: 'Application', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Add New Application' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByLabel('Status')).toHaveValue('Saved');
  await drawer.getByLabel('Company').fill('Doctolib');
  await drawer.getByLabel('Job Title').fill('Senior Frontend Engineer');
  await drawer.getByLabel('Job Link').fill('https://careers.doctolib.com/jobs/42');
  await drawer.getByRole('tab', { name: 'Process' }).click();
  await drawer.getByLabel('Resume (PDF)').setInputFiles({ name: 'camille-cv.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
  await drawer.getByLabel('Job Offer').fill('React, TypeScript, accessibility.');
  await drawer.getByLabel('Expected Interviews').fill('2');
  await auditWithoutToasts(page, expectNoSeriousAxeViolations);
  await page.screenshot({ path: `${SCREENSHOTS}/tracker-drawer.png` });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();

  const row = page.getByTestId('application-row').filter({ hasText: 'Doctolib' });
  await expect(row).toContainText('Senior Frontend Engineer');
  await expect(row.getByTestId('progress')).toHaveText('0%');
  await expect(row.getByRole('link', { name: /Open the job posting/ })).toHaveAttribute('href', 'https://careers.doctolib.com/jobs/42');
  await expect(row.getByRole('link', { name: /Open the job posting/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('tile-total')).toHaveText('1');
  await expect(page.getByRole('region', { name: 'Most advanced' })).toContainText('None');
  await expect(page.getByRole('region', { name: 'Next interview' })).toContainText('None');

  // Status from the chip: the menu ticks the current status; the change shows at once and survives a reload.
  await row.getByRole('button', { name: /Status of Doctolib/ }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Saved' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'In progress' }).click();
  await expect(row.getByRole('button', { name: /Status of Doctolib/ })).toContainText('In progress');
  await expect(page.getByRole('region', { name: 'Most advanced' })).toContainText('Doctolib');
  await page.reload();
  await expect(
    page
      .getByTestId('application-row')
      .filter({ hasText: 'Doctolib' })
      .getByRole('button', { name: /Status of Doctolib/ }),
  ).toContainText('In progress');
  await auditWithoutToasts(page, expectNoSeriousAxeViolations);
  await page.screenshot({ path: `${SCREENSHOTS}/tracker-dashboard-table.png` });

  // Detail: interviews, resume link.
  await page.getByRole('link', { name: 'Open Doctolib – Senior Frontend Engineer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Senior Frontend Engineer/ })).toBeVisible();
  // The title links to the posting (the Coach and Copilot links name the application too).
  await expect(page.getByRole('link', { name: /^Senior Frontend Engineer/ })).toHaveAttribute('href', 'https://careers.doctolib.com/jobs/42');
  const resumeLink = page.getByRole('link', { name: /camille-cv\.pdf/ });
  await expect(resumeLink).toHaveAttribute('href', /\/storage\/v1\/object\/sign\/resumes\/.+token=/);
  const resumeResponse = await page.request.get((await resumeLink.getAttribute('href')) as string);
  expect(resumeResponse.status()).toBe(200);
  expect((await resumeResponse.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'Interview' }).click();
  const interviewDrawer = page.getByRole('dialog', { name: 'Add New Interview' });
  await expect(interviewDrawer.getByLabel('Duration (minutes)')).toHaveValue('30');
  await interviewDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(interviewDrawer.getByText('Interview name is required.')).toBeVisible();
  await interviewDrawer.getByLabel('Interview Name').fill('Technical interview');
  await interviewDrawer.getByLabel('Interviewer(s) Name(s)').fill('Hugo Bernard');
  const soon = new Date(Date.now() + 3 * 86_400_000);
  const local = new Date(soon.getTime() - soon.getTimezoneOffset() * 60_000).toISOString().slice(0, 11) + '10:30';
  await interviewDrawer.getByLabel('Interview Date').fill(local);
  await interviewDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(interviewDrawer).toBeHidden();
  await expect(page.getByTestId('interview-item')).toHaveCount(1);
  await expect(page.getByTestId('interview-item')).toContainText('Technical interview');
  await auditWithoutToasts(page, expectNoSeriousAxeViolations);
  await page.screenshot({ path: `${SCREENSHOTS}/tracker-detail.png`, fullPage: true });

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  const rowAfter = page.getByTestId('application-row').filter({ hasText: 'Doctolib' });
  await expect(rowAfter.getByTestId('progress')).toHaveText('50%');
  await expect(page.getByRole('region', { name: 'Next interview' })).toContainText('Technical interview');

  await page.goBack();
  await page.getByRole('button', { name: 'Delete interview Technical interview' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('interview-item')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByTestId('application-row').filter({ hasText: 'Doctolib' }).getByTestId('progress')).toHaveText('0%');

  // Edit, then delete with confirmation.
  await page.getByRole('button', { name: 'Edit Doctolib – Senior Frontend Engineer' }).click();
  const editDrawer = page.getByRole('dialog', { name: 'Edit Application' });
  await expect(editDrawer.getByLabel('Company')).toHaveValue('Doctolib');
  await editDrawer.getByLabel('Job Title').fill('Staff Frontend Engineer');
  await editDrawer.getByRole('button', { name: 'Save' }).click();
  await expect(editDrawer).toBeHidden();
  await page.getByRole('button', { name: 'Delete Doctolib – Staff Frontend Engineer' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('cannot be undone');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No applications yet')).toBeVisible();
  await expect(page.getByTestId('tile-total')).toHaveText('0');
});

test('board: drag a card to another column, and move one with the keyboard', async ({ page, user, e2e }) => {
  await insertAs(e2e, user, 'applications', [
    { company_name: 'Qonto', job_title: 'Product Engineer', status: 'Applied', application_date: isoDaysAgo(3), expected_interviews: 3 },
    { company_name: 'Alan', job_title: 'Full-stack Developer', status: 'Saved', application_date: isoDaysAgo(1), expected_interviews: null },
  ]);
  await page.setViewportSize({ width: 1500, height: 900 });
  await signInViaUi(page, user);
  await page.getByRole('button', { name: 'Board' }).click();
  const column = (status: string) => page.locator(`[data-testid="board-column"][data-status="${status}"]`);
  await expect(column('Applied').getByTestId('board-card')).toHaveCount(1);
  // The six columns share the page's width on a desktop (issue #37: 300 px each showed 3½ at 1440 px).
  const box = await column('Saved').boundingBox();
  expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(160);
  await expect(page.getByTestId('board-scroll-hint')).toHaveText('');
  await page.screenshot({ path: `${SCREENSHOTS}/tracker-board.png` });

  await column('Applied').getByTestId('board-card').dragTo(column('In progress'));
  await expect(column('In progress').getByTestId('board-card')).toContainText('Qonto');
  await expect(column('Applied').getByTestId('board-card')).toHaveCount(0);

  const moveButton = page.getByRole('button', { name: 'Move Alan – Full-stack Developer to another status' });
  await moveButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: 'Saved' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'Succeeded' }).focus();
  await page.keyboard.press('Enter');
  await expect(column('Succeeded').getByTestId('board-card')).toContainText('Alan');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
  await expect(column('In progress').getByTestId('board-card')).toContainText('Qonto');
  await expect(column('Succeeded').getByTestId('board-card')).toContainText('Alan');

  // A card opens the detail page.
  await column('Succeeded').getByRole('link', { name: 'Alan' }).click();
  await expect(page).toHaveURL(/\/application\/[0-9a-f-]{36}$/);
});

test('filter and sort survive a reload; clearing the sort returns to date descending', async ({ page, user, e2e }) => {
  await insertAs(e2e, user, 'applications', [
    { company_name: 'Zalando', job_title: 'Engineer', status: 'Applied', application_date: isoDaysAgo(10) },
    { company_name: 'Alan', job_title: 'Developer', status: 'Missed', application_date: isoDaysAgo(5) },
    { company_name: 'Mistral AI', job_title: 'AI Engineer', status: 'Saved', application_date: isoDaysAgo(1) },
  ]);
  await signInViaUi(page, user);
  const companies = () => page.getByTestId('application-row').locator('td:first-child').allTextContents();
  await expect.poll(companies).toEqual(['Mistral AI', 'Alan', 'Zalando']);

  await page.getByRole('button', { name: 'Sort by' }).click();
  await page.getByRole('menuitemradio', { name: 'Company ascending' }).click();
  await expect.poll(companies).toEqual(['Alan', 'Mistral AI', 'Zalando']);

  await page.getByRole('button', { name: /Filter by/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Missed' }).click();
  await page.keyboard.press('Escape');
  await expect.poll(companies).toEqual(['Mistral AI', 'Zalando']);

  await page.reload();
  await expect.poll(companies).toEqual(['Mistral AI', 'Zalando']);

  await page.getByRole('button', { name: /Filter by/ }).click();
  await page.getByRole('menuitem', { name: 'Uncheck all', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('No application matches the filter')).toBeVisible();
  await page.getByRole('button', { name: /Filter by/ }).click();
  await page.getByRole('menuitem', { name: 'Check all', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /Sort by/ }).click();
  await page.getByRole('menuitem', { name: 'Clear sort' }).click();
  await expect.poll(companies).toEqual(['Mistral AI', 'Alan', 'Zalando']);
});

test('the drawer draft survives a reload, a non-PDF resume is refused, and cancel clears it once confirmed', async ({ page, user }) => {
  await signInViaUi(page, user);
  await page.getByRole('button', { name: 'Application', exact: true }).click();
  let drawer = page.getByRole('dialog', { name: 'Add New Application' });
  await drawer.getByLabel('Company').fill('Back Market');
  await drawer.getByLabel('Job Title').fill('Software Engineer');
  await drawer.getByRole('tab', { name: 'Process' }).click();
  await drawer.getByLabel('Expected Interviews').fill('3');
  await drawer
    .getByLabel('Resume (PDF)')
    .setInputFiles({ name: 'cv.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from('PK') });
  await expect(drawer.getByText('The resume must be a PDF file (.pdf).')).toBeVisible();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeVisible();

  await page.reload();
  drawer = page.getByRole('dialog', { name: 'Add New Application' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('tab', { name: 'Process' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByLabel('Expected Interviews')).toHaveValue('3');
  await expect(drawer.getByText(/browsers cannot keep a chosen file/)).toBeVisible();
  await drawer.getByRole('tab', { name: 'General' }).click();
  await expect(drawer.getByLabel('Company')).toHaveValue('Back Market');

  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog', { name: 'Discard this draft?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(drawer).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a click outside the drawer asks before discarding a typed draft, and closes an untouched one at once', async ({ page, user }) => {
  await signInViaUi(page, user);
  await page.getByRole('button', { name: 'Application', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Add New Application' });
  await drawer.getByLabel('Company').fill('Temp');
  await page.mouse.click(100, 400);
  const confirm = page.getByRole('alertdialog', { name: 'Discard this draft?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(confirm).toBeHidden();
  await expect(drawer.getByLabel('Company')).toHaveValue('Temp');

  await page.keyboard.press('Escape');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('offerpilot.applicationModal'))).toBeNull();

  await page.getByRole('button', { name: 'Application', exact: true }).click();
  await expect(drawer).toBeVisible();
  await page.mouse.click(100, 400);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(confirm).toHaveCount(0);
});

test('a foreign or missing application id shows a not-found state', async ({ page, user }) => {
  await signInViaUi(page, user);
  await page.goto('/application/a0000000-0000-4000-8000-000000000001'); // the seeded demo user's application
  await expect(page.getByRole('heading', { level: 2, name: 'Application not found' })).toBeVisible();
  await expect(page.getByText('Doctolib')).toHaveCount(0);
  await page.goto('/application/not-an-id');
  await expect(page.getByRole('heading', { level: 2, name: 'Application not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to My Applications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Applications' })).toBeVisible();
});
