// The browser extension end to end in Chromium: signed in with the person's account (never keeping the password), it
// reads each fixture job page (LinkedIn-like, Indeed-like, a careers page with JSON-LD or with text only, selected text
// on a page without a posting), saves it as an application found on the dashboard, opens a job already saved, and signs out
// when the person signs out of Offerpilot.
import { mkdirSync, rmSync } from 'node:fs';
import { expect, signInViaUi, signUpViaApi, test } from './fixtures.ts';
import { buildTestExtension, launchWithExtension, serveJobPages } from './extension-helpers.ts';
import { selectAs } from './tracker-helpers.ts';
import { readE2eEnv } from './e2e-env.ts';

const SCREENSHOTS = 'tmp/screenshots';
mkdirSync(SCREENSHOTS, { recursive: true });
const EXTENSION_DIR = `tmp/e2e-extension-${process.pid}`;
const today = () => new Date().toISOString().slice(0, 10);

let jobPages: Awaited<ReturnType<typeof serveJobPages>>;
test.beforeAll(async () => {
  jobPages = await serveJobPages();
  await buildTestExtension(readE2eEnv(), EXTENSION_DIR);
});
test.afterAll(async () => {
  await jobPages.close();
  rmSync(EXTENSION_DIR, { recursive: true, force: true });
});

interface StoredApplication {
  id: string;
  company_name: string;
  job_title: string;
  status: string;
  application_date: string;
  job_link: string | null;
  job_offer_content: string | null;
}

test('the extension saves each fixture job page, opens a job already saved, and signs out with Offerpilot', async ({ e2e }) => {
  test.setTimeout(120_000);
  const user = await signUpViaApi(e2e);
  const browser = await launchWithExtension(EXTENSION_DIR);
  try {
    const { context } = browser;
    const jobPage = await context.newPage();

    // LinkedIn-like: first the sign-in, then the posting read from the page.
    await jobPage.goto(`${jobPages.url}/linkedin-like.html`);
    let popup = await browser.openPopup(jobPage);
    await popup.getByLabel('Email address').fill(user.email);
    await popup.getByLabel('Password').fill(user.password);
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await expect(popup.getByLabel('Company')).toHaveValue('Northwind Traders');
    await expect(popup.getByLabel('Job title')).toHaveValue('Senior Frontend Engineer');
    await expect(popup.getByLabel('Job link')).toHaveValue(`${jobPages.url}/jobs/view/4012345678/`);
    await expect(popup.getByLabel('Location')).toHaveValue('Lyon, Auvergne-Rhône-Alpes, France');
    await expect(popup.getByLabel('Job offer')).toHaveValue(/^About the job\n\nNorthwind builds/);
    const stored = await popup.evaluate(() => chrome.storage.local.get(null));
    expect(JSON.stringify(stored)).not.toContain(user.password);
    await popup.screenshot({ path: `${SCREENSHOTS}/extension-popup-linkedin.png` });
    await popup.getByLabel('Job title').fill('Senior Frontend Engineer (React)');
    await popup.getByRole('button', { name: 'Save to Offerpilot' }).click();
    await expect(popup.getByRole('status')).toHaveText('Saved to Offerpilot: Northwind Traders – Senior Frontend Engineer (React)');
    await popup.close();

    // Indeed-like and the careers page: signed in already.
    for (const [file, company] of [
      ['indeed-like.html', 'Brasserie Numérique'],
      ['careers-json-ld.html', 'Contoso Health'],
    ] as const) {
      await jobPage.goto(`${jobPages.url}/${file}`);
      popup = await browser.openPopup(jobPage);
      await expect(popup.getByLabel('Company')).toHaveValue(company);
      await popup.getByRole('button', { name: 'Save to Offerpilot' }).click();
      await expect(popup.getByRole('status')).toContainText(`Saved to Offerpilot: ${company}`);
      await popup.close();
    }

    // A careers page without structured data: read from its text (the title, then "Company · Place"), its menus left out.
    await jobPage.goto(`${jobPages.url}/careers-text.html`);
    popup = await browser.openPopup(jobPage);
    await expect(popup.getByLabel('Company')).toHaveValue('Stripe');
    await expect(popup.getByLabel('Job title')).toHaveValue('Staff Software Engineer, Payments');
    await expect(popup.getByLabel('Location')).toHaveValue('Paris, France');
    await expect(popup.getByLabel('Job offer')).toHaveValue(/^Who we are\n+Stripe is a financial infrastructure platform for businesses\.\n/);
    await expect(popup.getByLabel('Job offer')).not.toHaveValue(/Pricing|Sign in|© 2026/);
    await popup.close();

    // A page without a posting says so; with the offer's text selected, that text is the offer.
    await jobPage.goto(`${jobPages.url}/no-posting.html`);
    popup = await browser.openPopup(jobPage);
    await expect(popup.getByRole('alert')).toHaveText(/No job posting found on this page/);
    await expect(popup.getByRole('button', { name: 'Save to Offerpilot' })).toBeHidden();
    await popup.close();
    await jobPage.evaluate(() => getSelection()?.selectAllChildren(document.querySelector('main p') as Element));
    popup = await browser.openPopup(jobPage);
    await expect(popup.getByLabel('Job offer')).toHaveValue('We help 120 clinics plan their days. Our team is spread between Bordeaux and Nantes.');
    await expect(popup.getByRole('status')).toHaveText('Company and title were not found on the page: type them, then save.');
    await popup.getByRole('button', { name: 'Save to Offerpilot' }).click();
    await expect(popup.getByRole('alert')).toHaveText('Enter the company. Enter the job title.');
    await expect(popup.getByLabel('Company')).toBeFocused();
    await popup.getByLabel('Company').fill('Contoso Health');
    await popup.getByLabel('Job title').fill('Planner');
    await popup.getByRole('button', { name: 'Save to Offerpilot' }).click();
    await expect(popup.getByRole('status')).toHaveText('Saved to Offerpilot: Contoso Health – Planner');
    await popup.close();

    const rows = await selectAs<StoredApplication>(
      e2e,
      user,
      'applications',
      'select=id,company_name,job_title,status,application_date,job_link,job_offer_content&order=created_at',
    );
    expect(rows.map(({ id: _id, job_offer_content: _offer, ...row }) => row)).toEqual([
      {
        company_name: 'Northwind Traders',
        job_title: 'Senior Frontend Engineer (React)',
        status: 'Saved',
        application_date: today(),
        job_link: `${jobPages.url}/jobs/view/4012345678/`,
      },
      {
        company_name: 'Brasserie Numérique',
        job_title: 'Développeuse back-end Node.js',
        status: 'Saved',
        application_date: today(),
        job_link: 'https://fr.indeed.com/viewjob?jk=8f3c2b1a0d9e7f65',
      },
      {
        company_name: 'Contoso Health',
        job_title: 'Data Analyst',
        status: 'Saved',
        application_date: today(),
        job_link: 'https://careers.contoso.example/jobs/data-analyst',
      },
      { company_name: 'Contoso Health', job_title: 'Planner', status: 'Saved', application_date: today(), job_link: `${jobPages.url}/no-posting.html` },
    ]);
    expect(rows[0].job_offer_content).toMatch(/^Location: Lyon, Auvergne-Rhône-Alpes, France\n\nAbout the job\n\nNorthwind builds/);
    expect(rows[2].job_offer_content).toContain('• Build dashboards in SQL & Python');

    // The same job again: said so, and its page opens in Offerpilot; nothing new is saved.
    await jobPage.goto(`${jobPages.url}/linkedin-like.html`);
    popup = await browser.openPopup(jobPage);
    const opened = context.waitForEvent('page');
    await popup.getByRole('button', { name: 'Save to Offerpilot' }).click();
    await expect(popup.getByRole('status')).toHaveText(
      'You already saved this job: Northwind Traders – Senior Frontend Engineer (React). It opens in Offerpilot.',
    );
    const applicationPage = await opened;
    await expect(applicationPage).toHaveURL(`${e2e.appUrl}/application/${rows[0].id}`);
    expect(await selectAs(e2e, user, 'applications', 'select=id')).toHaveLength(4);

    // The dashboard shows them; signing out of Offerpilot signs the extension out (its session is revoked).
    await applicationPage.setViewportSize({ width: 1440, height: 900 });
    await signInViaUi(applicationPage, user);
    await applicationPage.goto('/');
    await expect(applicationPage.getByTestId('application-row')).toHaveCount(4);
    await expect(applicationPage.getByTestId('application-row').filter({ hasText: 'Northwind Traders' })).toContainText('Senior Frontend Engineer (React)');
    await applicationPage.screenshot({ path: `${SCREENSHOTS}/extension-saved-dashboard.png` });
    await applicationPage.getByRole('button', { name: 'Log Out' }).click();
    await expect(applicationPage).toHaveURL(/\/login/);
    popup = await browser.openPopup(jobPage, { width: 390, height: 844 });
    await expect(popup.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await popup.screenshot({ path: `${SCREENSHOTS}/extension-popup-signed-out-390.png` });
    expect(await popup.evaluate(() => chrome.storage.local.get('offerpilot-extension-auth'))).toEqual({});
  } finally {
    await browser.context.close();
  }
});

test('the extension speaks French in a French browser', async ({ e2e }) => {
  const user = await signUpViaApi(e2e);
  const browser = await launchWithExtension(EXTENSION_DIR, 'fr');
  try {
    const jobPage = await browser.context.newPage();
    await jobPage.goto(`${jobPages.url}/indeed-like.html`);
    const popup = await browser.openPopup(jobPage, { width: 1440, height: 900 });
    await expect(popup.locator('html')).toHaveAttribute('lang', 'fr');
    await popup.getByLabel('Adresse e-mail').fill(user.email);
    await popup.getByLabel('Mot de passe').fill('wrong-password-here');
    await popup.getByRole('button', { name: 'Se connecter' }).click();
    await expect(popup.getByRole('alert')).toContainText('Connexion impossible');
    await popup.getByLabel('Mot de passe').fill(user.password);
    await popup.getByRole('button', { name: 'Se connecter' }).click();
    await expect(popup.getByLabel('Entreprise')).toHaveValue('Brasserie Numérique');
    await popup.screenshot({ path: `${SCREENSHOTS}/extension-popup-fr-1440.png` });
    await popup.getByRole('button', { name: 'Enregistrer dans Offerpilot' }).click();
    await expect(popup.getByRole('status')).toHaveText('Enregistrée dans Offerpilot : Brasserie Numérique – Développeuse back-end Node.js');
    const [row] = await selectAs<StoredApplication>(e2e, user, 'applications', 'select=job_offer_content');
    expect(row.job_offer_content).toMatch(/^Lieu : 69002 Lyon\n\nQui sommes-nous \?/);
  } finally {
    await browser.context.close();
  }
});
