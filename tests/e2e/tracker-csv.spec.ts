// CSV export and import of applications: a round trip between two accounts, with quoting, formulas and invalid rows.
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, expectNoSeriousAxeViolations, signInViaUi, signUpViaApi, test } from './fixtures.ts';
import { auditWithoutToasts, insertAs, selectAs } from './tracker-helpers.ts';

const SCREENSHOTS = 'tmp/screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });

const FIELDS = 'company_name,job_title,application_date,status,job_link,job_offer_content,expected_interviews';
type Row = Record<string, string | number | null>;

const SOURCE_ROWS = [
  {
    company_name: 'Doctolib',
    job_title: 'Senior Frontend Engineer',
    application_date: '2026-11-10',
    status: 'In progress',
    job_link: 'https://careers.doctolib.com/jobs/42',
    job_offer_content: 'We want:\n- React, TypeScript\n- "great" taste, and more',
    expected_interviews: 3,
  },
  {
    company_name: '=HYPERLINK("http://evil.example")',
    job_title: '@Lead',
    application_date: '2026-10-01',
    status: 'Saved',
    job_link: null,
    job_offer_content: null,
    expected_interviews: null,
  },
  {
    company_name: 'Ünïcode Café',
    job_title: 'Développeur, full-stack',
    application_date: '2026-11-15',
    status: 'No Reply',
    job_link: null,
    job_offer_content: '+33 1 23 45 67 89',
    expected_interviews: 1,
  },
];

const byCompany = (a: Row, b: Row) => String(a.company_name).localeCompare(String(b.company_name));

test('CSV round trip: export every field, import into a fresh account, same rows', async ({ page, user, e2e, browser }) => {
  await insertAs(e2e, user, 'applications', SOURCE_ROWS);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInViaUi(page, user);
  await expect(page.getByTestId('application-row')).toHaveCount(3);

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^offerpilot-applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = `${test.info().outputDir}/export.csv`;
  await download.saveAs(file);
  const text = readFileSync(file, 'utf8');
  expect(text.startsWith('\uFEFFCompany,Job Title,Application Date,Status,Job Link,Job Offer,Expected Interviews\r\n')).toBe(true);
  expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  expect(text).toContain("'@Lead");
  expect(text).toContain('"We want:\n- React, TypeScript\n- ""great"" taste, and more"');
  expect(text).not.toMatch(/resume/i);
  // Date descending, as shown.
  expect(
    text
      .split('\r\n')
      .slice(1, 4)
      .map((line) => line.split(',')[0]),
  ).toEqual(['Ünïcode Café', 'Doctolib', `"'=HYPERLINK(""http://evil.example"")"`]);

  // A fresh account in a fresh browser context.
  const other = await signUpViaApi(e2e);
  const context = await browser.newContext({ baseURL: e2e.appUrl, viewport: { width: 1400, height: 900 } });
  const otherPage = await context.newPage();
  await signInViaUi(otherPage, other);
  await expect(otherPage.getByText('No applications yet')).toBeVisible();
  await expect(otherPage.getByRole('button', { name: 'Export CSV' })).toBeDisabled();

  const chooserPromise = otherPage.waitForEvent('filechooser');
  await otherPage.getByRole('button', { name: 'Import CSV' }).click();
  await (await chooserPromise).setFiles(file);
  const dialog = otherPage.getByRole('dialog', { name: 'Import applications' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('import-summary')).toContainText('3 applications will be added');
  await expect(dialog.getByTestId('import-row')).toHaveCount(3);
  await expect(dialog.getByTestId('import-rejected')).toHaveCount(0);
  await expect(dialog.getByTestId('import-row').nth(2)).toContainText('=HYPERLINK("http://evil.example")');
  await dialog.getByRole('button', { name: 'Add 3 applications' }).click();
  await expect(dialog).toBeHidden();
  await expect(otherPage.getByText('Imported 3 applications')).toBeVisible();
  await expect(otherPage.getByTestId('application-row')).toHaveCount(3);
  await expect(otherPage.getByTestId('tile-total')).toHaveText('3');

  const original = await selectAs<Row>(e2e, user, 'applications', `select=${FIELDS}`);
  const imported = await selectAs<Row>(e2e, other, 'applications', `select=${FIELDS}`);
  expect(imported.sort(byCompany)).toEqual(original.sort(byCompany));
  await context.close();
});

test('the import preview lists invalid rows with their reasons and adds only the valid ones', async ({ page, user, e2e }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInViaUi(page, user);
  const csv = [
    'company,JOB TITLE,Status,Application Date,Salary',
    'Qonto,Product Engineer,applied,2026-11-01,80k',
    'Alan,Developer,Hired,2026-11-02,',
    'Mistral AI,AI Engineer,Saved,21/11/2026,',
    ',,Saved,2026-11-03,',
  ].join('\n');
  await page.getByLabel('CSV file to import').setInputFiles({ name: 'mine.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const dialog = page.getByRole('dialog', { name: 'Import applications' });
  await expect(dialog.getByTestId('import-summary')).toContainText('1 application will be added; 3 rows will be skipped');
  await expect(dialog).toContainText('Ignored columns: Salary.');
  const rejected = dialog.getByTestId('import-rejected');
  await expect(rejected).toHaveText([
    /Line 3 · Alan – Developer: Status “Hired” is not one of Saved, Applied, No Reply, In progress, Succeeded, Missed\./,
    /Line 4 · Mistral AI – AI Engineer: Application date “21\/11\/2026” must be written yyyy-mm-dd\./,
    /Line 5 · \(no company or job title\): Company is required\. Job title is required\./,
  ]);
  await auditWithoutToasts(page, expectNoSeriousAxeViolations);
  await page.screenshot({ path: `${SCREENSHOTS}/tracker-import-preview.png` });

  // The insert fails once: the preview stays, says why, and the retry works.
  await page.route('**/rest/v1/applications*', (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.continue()));
  await dialog.getByRole('button', { name: 'Add 1 application' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Nothing was imported');
  await expect(dialog.getByRole('alert')).toContainText('Could not reach the server');
  await expect(dialog.getByTestId('import-row')).toHaveCount(1);
  await page.unroute('**/rest/v1/applications*');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('application-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Qonto');
  await expect(row.getByRole('button', { name: /Status of Qonto/ })).toContainText('Applied');
  const stored = await selectAs<Row>(e2e, user, 'applications', 'select=company_name,status,application_date');
  expect(stored).toEqual([{ company_name: 'Qonto', status: 'Applied', application_date: '2026-11-01' }]);

  // A file that is not an applications CSV is refused as a whole, with the way out offered.
  await page
    .getByLabel('CSV file to import')
    .setInputFiles({ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('Name,Email\nHugo,h@example.test') });
  await expect(dialog.getByRole('alert')).toContainText('The header row lacks “Company”, “Job Title”, “Application Date”, “Status”');
  await expect(dialog.getByRole('button', { name: 'Choose another file' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
