// "Paste a job" on the dashboard: a link and the page's HTML source or text fill the new-application drawer (read in
// the browser, nothing fetched), a link already saved opens that application, a page without a posting says so.
import { readFileSync } from 'node:fs';
import { expect, signInViaUi, test } from './fixtures.ts';
import { selectAs, updateAs } from './tracker-helpers.ts';

const SCREENSHOTS = 'tmp/screenshots';
const fixture = (name: string) => readFileSync(`tests/fixtures/job-pages/${name}`, 'utf8');
const today = () => new Date().toISOString().slice(0, 10);

interface StoredApplication {
  id: string;
  company_name: string;
  job_title: string;
  status: string;
  application_date: string;
  job_link: string;
  job_offer_content: string;
}

test('paste a careers page source: the drawer is filled, saved as Saved today; the same link again opens it', async ({ page, user, e2e }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaUi(page, user);
  await page.getByRole('button', { name: 'Paste a job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste a job' });

  // A page without a posting: said so, nothing opened.
  await dialog.getByLabel('Link to the job').fill('https://contoso.example/about');
  await dialog.getByLabel("The page's text or HTML source").fill(fixture('no-posting.html'));
  await dialog.getByRole('button', { name: 'Fill the application' }).click();
  await expect(dialog.getByRole('alert')).toContainText('No job posting found in what you pasted');

  await dialog.getByLabel('Link to the job').fill('https://careers.contoso.example/jobs/data-analyst?utm_source=mail');
  await dialog.getByLabel("The page's text or HTML source").fill(fixture('careers-json-ld.html'));
  await page.screenshot({ path: `${SCREENSHOTS}/paste-job-dialog-1440.png` });
  await dialog.getByRole('button', { name: 'Fill the application' }).click();

  const drawer = page.getByRole('dialog', { name: 'Add New Application' });
  await expect(drawer.getByLabel('Company')).toHaveValue('Contoso Health');
  await expect(drawer.getByLabel('Job Title')).toHaveValue('Data Analyst');
  await expect(drawer.getByLabel('Job Link')).toHaveValue('https://careers.contoso.example/jobs/data-analyst');
  await expect(drawer.getByLabel('Status')).toHaveValue('Saved');
  await expect(drawer.getByLabel('Application Date')).toHaveValue(today());
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('application-row').filter({ hasText: 'Contoso Health' })).toContainText('Data Analyst');

  const [stored] = await selectAs<StoredApplication>(
    e2e,
    user,
    'applications',
    'select=id,company_name,job_title,status,application_date,job_link,job_offer_content',
  );
  expect(stored).toMatchObject({
    company_name: 'Contoso Health',
    job_title: 'Data Analyst',
    status: 'Saved',
    application_date: today(),
    job_link: 'https://careers.contoso.example/jobs/data-analyst',
  });
  expect(stored.job_offer_content).toBe(
    'Location: Bordeaux, FR · Nantes, FR · Remote\n\nContoso Health helps 120 clinics plan their days.\n\nYour role\n\n• Build dashboards in SQL & Python\n\n• Explain numbers to care teams',
  );

  // The same job again (another tracking parameter): said so, and its page opens; nothing new is saved.
  await page.getByRole('button', { name: 'Paste a job' }).click();
  await dialog.getByLabel('Link to the job').fill('https://careers.contoso.example/jobs/data-analyst#apply');
  await dialog.getByLabel("The page's text or HTML source").fill(fixture('careers-json-ld.html'));
  await dialog.getByRole('button', { name: 'Fill the application' }).click();
  await expect(page.getByText('You already saved this job: Contoso Health – Data Analyst.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/application/${stored.id}$`));
  expect(await selectAs(e2e, user, 'applications', 'select=id')).toHaveLength(1);
});

test('paste the offer as plain text on a phone: the offer and link are filled, company and title left to type', async ({ page, user, e2e }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaUi(page, user);
  // On a phone, Paste a job is one of the toolbar's 'More actions'.
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.screenshot({ path: `${SCREENSHOTS}/paste-job-toolbar-390.png` });
  await page.getByRole('button', { name: 'Paste a job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste a job' });
  await dialog.getByLabel('Link to the job').fill('not a link');
  await dialog.getByRole('button', { name: 'Fill the application' }).click();
  await expect(dialog.getByText("Enter the job's link, starting with http:// or https://")).toBeVisible();
  await dialog.getByLabel('Link to the job').fill('https://jobs.example/nurse-planner');
  await dialog.getByLabel("The page's text or HTML source").fill('Nurse planner, nights.\nClinique du Lac, Annecy.');
  await page.screenshot({ path: `${SCREENSHOTS}/paste-job-dialog-390.png` });
  await dialog.getByRole('button', { name: 'Fill the application' }).click();
  // Neither company nor title in that text: said beside the two fields, typed there.
  await expect(dialog.getByRole('status')).toHaveText('Company and title were not found in the text: type them.');
  await expect(dialog.getByLabel('Company')).toBeFocused();
  await page.screenshot({ path: `${SCREENSHOTS}/paste-job-missing-390.png` });
  await dialog.getByLabel('Company').fill('Clinique du Lac');
  await dialog.getByLabel('Job Title').fill('Nurse planner');
  await dialog.getByRole('button', { name: 'Fill the application' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add New Application' });
  await expect(drawer.getByLabel('Company')).toHaveValue('Clinique du Lac');
  await expect(drawer.getByLabel('Job Title')).toHaveValue('Nurse planner');
  await expect(drawer.getByLabel('Job Link')).toHaveValue('https://jobs.example/nurse-planner');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  const [stored] = await selectAs<StoredApplication>(e2e, user, 'applications', 'select=job_offer_content,job_link');
  expect(stored).toMatchObject({ job_link: 'https://jobs.example/nurse-planner', job_offer_content: 'Nurse planner, nights.\nClinique du Lac, Annecy.' });
});

test("paste a LinkedIn page's copied text: company and title found, LinkedIn's menus left out; a bare link asks for the text", async ({ page, user, e2e }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaUi(page, user);
  await page.getByRole('button', { name: 'Paste a job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paste a job' });
  // The link typed without https:// is completed; the link pasted again in the text box alone is not enough.
  await dialog.getByLabel('Link to the job').fill('www.linkedin.com/jobs/view/4012345678/?trk=public_jobs');
  await dialog.getByLabel("The page's text or HTML source").fill('https://www.linkedin.com/jobs/view/4012345678/');
  await dialog.getByRole('button', { name: 'Fill the application' }).click();
  await expect(
    dialog.getByText("That is only a link, and Offerpilot does not open links. On the job page, press Ctrl+A then Ctrl+C and paste the page's text here"),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/paste-job-bare-link-1440.png` });

  await dialog.getByLabel("The page's text or HTML source").fill(fixture('linkedin-en.txt'));
  await dialog.getByRole('button', { name: 'Fill the application' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add New Application' });
  await expect(drawer.getByLabel('Company')).toHaveValue('Back Market');
  await expect(drawer.getByLabel('Job Title')).toHaveValue('Senior Frontend Engineer');
  await expect(drawer.getByLabel('Job Link')).toHaveValue('https://www.linkedin.com/jobs/view/4012345678/');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer).toBeHidden();
  const [stored] = await selectAs<StoredApplication>(e2e, user, 'applications', 'select=company_name,job_title,job_offer_content');
  expect(stored).toMatchObject({ company_name: 'Back Market', job_title: 'Senior Frontend Engineer' });
  expect(stored.job_offer_content).toMatch(/^Location: Paris, Île-de-France, France\n\nAbout the job\nBack Market is the leading marketplace/);
  expect(stored.job_offer_content).not.toMatch(/Skip to main content|My Network|Messaging|LinkedIn Corporation/);
});

test('in French, « Coller une offre » reads an Indeed-like page', async ({ page, user, e2e }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The person chose French (saved with the profile, which wins over the browser's language once signed in).
  expect(await updateAs(e2e, user, 'user_profiles', `id=eq.${user.id}`, { language: 'fr' })).toEqual([expect.objectContaining({ language: 'fr' })]);
  await signInViaUi(page, user);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('button', { name: 'Coller une offre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Coller une offre' });
  // A text without company or title: said in French beside the two fields; Retour goes back to the text.
  await dialog.getByLabel('Lien de l’offre').fill('www.example.fr/blog/lyon');
  await dialog.getByLabel('Texte ou code HTML de la page').fill(fixture('not-a-job.txt'));
  await dialog.getByRole('button', { name: 'Remplir la candidature' }).click();
  await expect(dialog.getByRole('status')).toHaveText('L’entreprise et l’intitulé du poste n’ont pas été trouvés dans le texte : saisissez-les.');
  await page.screenshot({ path: `${SCREENSHOTS}/paste-job-missing-fr.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/paste-job-missing-fr-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByRole('button', { name: 'Retour' }).click();
  await dialog.getByLabel('Lien de l’offre').fill('https://fr.indeed.com/viewjob?jk=8f3c2b1a0d9e7f65&from=serp');
  await dialog.getByLabel('Texte ou code HTML de la page').fill(fixture('indeed-like.html'));
  await page.screenshot({ path: `${SCREENSHOTS}/paste-job-dialog-fr.png` });
  await dialog.getByRole('button', { name: 'Remplir la candidature' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nouvelle candidature' });
  await expect(drawer.getByLabel('Entreprise')).toHaveValue('Brasserie Numérique');
  await expect(drawer.getByLabel('Lien de l’offre')).toHaveValue('https://fr.indeed.com/viewjob?jk=8f3c2b1a0d9e7f65');
  await drawer.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(drawer).toBeHidden();
  const [stored] = await selectAs<StoredApplication>(e2e, user, 'applications', 'select=job_title,job_offer_content');
  expect(stored.job_title).toBe('Développeuse back-end Node.js');
  expect(stored.job_offer_content).toMatch(/^Lieu : 69002 Lyon\n\nQui sommes-nous \?/);
});
