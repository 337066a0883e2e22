// CSV export and import of applications: a round trip between two accounts, with quoting, formulas and invalid rows;
// other trackers' files (Huntr, a French Excel), the columns chosen in the preview, and duplicates set aside.
import { mkdirSync, readFileSync } from 'node:fs';
import { expect, expectNoSeriousAxeViolations, signInViaUi, signUpViaApi, test } from './fixtures.ts';
import { auditWithoutToasts, insertAs, selectAs, updateAs } from './tracker-helpers.ts';

const SCREENSHOTS = 'tmp/screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });

const FIELDS = 'company_name,job_title,application_date,status,job_link,job_offer_content,expected_interviews,source';
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
    source: 'referral',
  },
  {
    company_name: '=HYPERLINK("http://evil.example")',
    job_title: '@Lead',
    application_date: '2026-10-01',
    status: 'Saved',
    job_link: null,
    job_offer_content: null,
    expected_interviews: null,
    source: null,
  },
  {
    company_name: 'Ünïcode Café',
    job_title: 'Développeur, full-stack',
    application_date: '2026-11-15',
    status: 'No Reply',
    job_link: null,
    job_offer_content: '+33 1 23 45 67 89',
    expected_interviews: 1,
    source: 'company_site',
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
  expect(text.startsWith('\uFEFFCompany,Job Title,Application Date,Status,Job Link,Job Offer,Expected Interviews,Source\r\n')).toBe(true);
  expect(text).toContain(',3,Referral\r\n');
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

test('a CSV source is read or refused per row, then shown and changed on the application page (EN 1440, FR 390)', async ({ page, user, e2e }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaUi(page, user);
  const csv = ['Company,Job Title,Status,Source', 'Qonto,Engineer,Applied,Referral', 'Alan,Developer,Applied,Newspaper'].join('\n');
  await page.getByLabel('CSV file to import').setInputFiles({ name: 'sources.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const dialog = page.getByRole('dialog', { name: 'Import applications' });
  await expect(dialog.getByTestId('import-rejected')).toHaveText([
    /Line 3 · Alan – Developer: Source “Newspaper” is not one of Job board, Referral, Company site, Recruiter, Other\./,
  ]);
  await dialog.getByRole('button', { name: 'Add 1 application' }).click();
  await expect(dialog).toBeHidden();
  const [qonto] = await selectAs<{ id: string; source: string | null }>(e2e, user, 'applications', 'select=id,source');
  expect(qonto.source).toBe('referral');

  await page.goto(`/application/${qonto.id}`);
  const sourceFact = page
    .getByRole('term')
    .filter({ hasText: /^Source$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(sourceFact).toHaveText('Referral');
  await page.getByRole('button', { name: 'Edit Qonto' }).click();
  const drawer = page.getByRole('dialog', { name: 'Edit Application' });
  await expect(drawer.getByLabel('Source')).toHaveValue('referral');
  await drawer.getByLabel('Source').selectOption('recruiter');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await expect(sourceFact).toHaveText('Recruiter');
  await expect.poll(async () => (await selectAs<{ source: string }>(e2e, user, 'applications', 'select=source'))[0].source).toBe('recruiter');

  await updateAs(e2e, user, 'user_profiles', `id=eq.${user.id}`, { language: 'fr' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(sourceFact).toHaveText('Recruteur');
  await auditWithoutToasts(page, expectNoSeriousAxeViolations);
});

test('the import preview lists invalid rows with their reasons and adds only the valid ones', async ({ page, user, e2e }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInViaUi(page, user);
  const csv = [
    'company,JOB TITLE,Status,Application Date,Salary',
    'Qonto,Product Engineer,applied,2026-11-01,80k',
    'Alan,Developer,Hired,2026-11-02,',
    'Mistral AI,AI Engineer,Saved,next week,',
    ',,Saved,2026-11-03,',
  ].join('\n');
  await page.getByLabel('CSV file to import').setInputFiles({ name: 'mine.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const dialog = page.getByRole('dialog', { name: 'Import applications' });
  await expect(dialog.getByTestId('import-summary')).toContainText('1 application will be added; 3 rows will be skipped');
  await expect(dialog).toContainText('Ignored columns: Salary.');
  const rejected = dialog.getByTestId('import-rejected');
  await expect(rejected).toHaveText([
    /Line 3 · Alan – Developer: Status “Hired” is not one of Saved, Applied, No Reply, In progress, Succeeded, Missed\./,
    /Line 4 · Mistral AI – AI Engineer: Application date “next week” is not a date: write it yyyy-mm-dd or dd\/mm\/yyyy\./,
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
  await expect(dialog.getByRole('alert')).toContainText('The header row lacks Company, Job Title: choose below which column holds each.');
  await expect(dialog.getByRole('button', { name: 'Choose another file' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

/** A French Excel's plain "CSV (séparateur : point-virgule)": Windows-1252 bytes, ';' between fields, dd/mm/yyyy. */
function windows1252(text: string): Buffer {
  return Buffer.from([...text].map((char) => ({ é: 0xe9, è: 0xe8, '·': 0xb7, '’': 0x92 })[char] ?? char.charCodeAt(0)));
}

test('a Huntr file and a French Excel file are imported; re-importing the export flags every row as already saved', async ({ page, user, e2e }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaUi(page, user);
  const fileInput = page.getByLabel('CSV file to import');
  const dialog = page.getByRole('dialog', { name: 'Import applications' });

  const huntr = [
    'Company,Title,Status,Date Applied,URL,Location,Notes',
    'Stripe,Staff Software Engineer,Interview,11/02/2026,https://stripe.com/jobs/1,Paris,Ask Lea',
    'Qonto,Product Engineer,Applied,10/28/2026,https://qonto.com/jobs/2,Paris,',
    'Alan,Product Designer,Rejected,10/20/2026,,Remote,',
  ].join('\n');
  await fileInput.setInputFiles({ name: 'huntr-export.csv', mimeType: 'text/csv', buffer: Buffer.from(huntr) });
  await expect(dialog.getByTestId('import-summary')).toContainText('3 applications will be added');
  await expect(dialog.getByText('Columns', { exact: true })).toBeVisible();
  await expect(dialog).toContainText('Job Title ← Title');
  await expect(dialog.getByTestId('import-row').first()).toContainText('Stripe');
  await dialog.getByRole('button', { name: 'Add 3 applications' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('application-row')).toHaveCount(3);

  const excel = [
    'Entreprise;Poste;Statut;Date de candidature;Lien;Entretiens prévus;Commentaire',
    'Doctolib;Développeur·se Ruby;Envoyée;03/11/2026;https://careers.doctolib.com/jobs/7;3,0;Relancer lundi',
    '"Maif; Niort";Chef de projet;Entretien;15/10/2026;;;Poste à Niort',
  ].join('\r\n');
  await fileInput.setInputFiles({ name: 'candidatures.csv', mimeType: 'text/csv', buffer: windows1252(excel) });
  await expect(dialog.getByTestId('import-summary')).toContainText('2 applications will be added');
  // The comment column feeds the job offer: chosen in the preview.
  await dialog.getByText('Columns', { exact: true }).click();
  await dialog.getByLabel('Job Offer').selectOption('Commentaire');
  await expect(dialog).toContainText('Job Offer ← Commentaire');
  await page.screenshot({ path: `${SCREENSHOTS}/tracker-import-columns-1440.png` });
  await dialog.getByRole('button', { name: 'Add 2 applications' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('application-row')).toHaveCount(5);
  const stored = await selectAs<Row>(e2e, user, 'applications', `select=${FIELDS}&order=company_name`);
  expect(stored.map((row) => [row.company_name, row.job_title, row.status, row.application_date, row.expected_interviews, row.job_offer_content])).toEqual([
    ['Alan', 'Product Designer', 'Missed', '2026-10-20', null, null],
    ['Doctolib', 'Développeur·se Ruby', 'Applied', '2026-11-03', 3, 'Relancer lundi'],
    ['Maif; Niort', 'Chef de projet', 'In progress', '2026-10-15', null, 'Poste à Niort'],
    ['Qonto', 'Product Engineer', 'Applied', '2026-10-28', null, null],
    ['Stripe', 'Staff Software Engineer', 'In progress', '2026-11-02', null, null],
  ]);

  // The export imported again: every row is already saved, set aside, nothing added unless the person asks.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = `${test.info().outputDir}/export.csv`;
  await (await downloadPromise).saveAs(file);
  await fileInput.setInputFiles(file);
  await expect(dialog.getByTestId('import-summary')).toContainText('0 applications will be added; 5 rows match applications already saved: not added');
  await expect(dialog.getByTestId('import-duplicate')).toHaveCount(5);
  await expect(dialog.getByTestId('import-duplicate').filter({ hasText: 'Stripe' })).toHaveText(/^Line \d · Stripe – Staff Software Engineer$/);
  await expect(dialog.getByRole('button', { name: 'Add 0 applications' })).toBeDisabled();
  await auditWithoutToasts(page, expectNoSeriousAxeViolations);
  await dialog.getByRole('checkbox', { name: 'Add them anyway' }).check();
  await expect(dialog.getByRole('button', { name: 'Add 5 applications' })).toBeEnabled();
  await dialog.getByRole('checkbox', { name: 'Add them anyway' }).uncheck();
  await page.screenshot({ path: `${SCREENSHOTS}/tracker-import-duplicates-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/tracker-import-duplicates-390.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await selectAs(e2e, user, 'applications', 'select=id')).toHaveLength(5);

  // In French, the same preview.
  await updateAs(e2e, user, 'user_profiles', `id=eq.${user.id}`, { language: 'fr' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByLabel('Fichier CSV à importer').setInputFiles(file);
  const french = page.getByRole('dialog', { name: 'Importer des candidatures' });
  await expect(french.getByTestId('import-summary')).toContainText('5 lignes correspondent à des candidatures déjà enregistrées : non ajoutées');
  await page.screenshot({ path: `${SCREENSHOTS}/tracker-import-duplicates-fr-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await french.getByText('Colonnes', { exact: true }).click();
  await page.screenshot({ path: `${SCREENSHOTS}/tracker-import-columns-fr-1440.png` });
});

test('dates that read two ways are asked about before anything is added, and stored the way the person said (390)', async ({ page, user, e2e }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaUi(page, user);
  const csv = ['Company,Job Title,Application Date', 'Qonto,Product Engineer,03/04/2026', 'Alan,Developer,05/06/2026'].join('\n');
  await page.getByLabel('CSV file to import').setInputFiles({ name: 'ambiguous.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const dialog = page.getByRole('dialog', { name: 'Import applications' });
  const order = dialog.getByLabel('Dates such as 03/04/2026 in this file mean');
  await expect(order).toHaveAccessibleDescription('Nothing in the file tells day from month: every date of the file is read this way.');
  const dates = dialog.getByTestId('import-row').locator('td').nth(4);
  const monthFirst = await dates.textContent();
  await order.selectOption('dayFirst');
  await expect(dates).not.toHaveText(monthFirst ?? '');
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add 2 applications' }).click();
  await expect(dialog).toBeHidden();
  const stored = await selectAs<Row>(e2e, user, 'applications', 'select=company_name,application_date&order=company_name');
  expect(stored.map(({ company_name, application_date }) => [company_name, application_date])).toEqual([
    ['Alan', '2026-06-05'],
    ['Qonto', '2026-04-03'],
  ]);
});
