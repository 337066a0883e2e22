// Helpers for the tracker specs: a signed-in REST client for seeding rows, a tiny valid PDF, and the application
// drawer filled, checked and stored the same way in every spec.
import { expect, type Locator, type Page } from '@playwright/test';
import type { E2eEnv } from './e2e-env.ts';
import { accessTokenViaApi, type TestUser } from './fixtures.ts';

export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Inserts rows as the user (RLS applies) and returns them. */
export async function insertAs<T>(env: E2eEnv, user: TestUser, table: string, rows: object[]): Promise<T[]> {
  const token = await accessTokenViaApi(env, user);
  const response = await fetch(`${env.backendUrl}/rest/v1/${table}`, {
    method: 'POST',
    headers: { apikey: env.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=representation' },
    body: JSON.stringify(rows),
  });
  if (!response.ok) throw new Error(`insert into ${table} failed (${response.status}): ${await response.text()}`);
  return (await response.json()) as T[];
}

/**
 * Sonner toasts fade in and out; axe measures their contrast mid-animation, so audits run once they are gone. A pointer
 * resting over them (the last click was a drawer's Save, near the bottom-right toasts) holds them: it moves away first.
 */
export async function auditWithoutToasts(page: Page, audit: (page: Page) => Promise<void>): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await audit(page);
}

/** Reads rows as the user (RLS applies). */
export async function selectAs<T>(env: E2eEnv, user: TestUser, table: string, query: string): Promise<T[]> {
  const token = await accessTokenViaApi(env, user);
  const response = await fetch(`${env.backendUrl}/rest/v1/${table}?${query}`, {
    headers: { apikey: env.anonKey, authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`select from ${table} failed (${response.status}): ${await response.text()}`);
  return (await response.json()) as T[];
}

/** Updates the rows `query` selects, as the user (RLS applies); returns them as stored. */
export async function updateAs<T>(env: E2eEnv, user: TestUser, table: string, query: string, change: object): Promise<T[]> {
  const token = await accessTokenViaApi(env, user);
  const response = await fetch(`${env.backendUrl}/rest/v1/${table}?${query}`, {
    method: 'PATCH',
    headers: { apikey: env.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=representation' },
    body: JSON.stringify(change),
  });
  if (!response.ok) throw new Error(`update of ${table} failed (${response.status}): ${await response.text()}`);
  return (await response.json()) as T[];
}

/** What a test types into the 'Add New Application' drawer. */
export interface ApplicationEntry {
  company: string;
  jobTitle: string;
  applicationDate: string;
  status: string;
  jobLink?: string;
  jobOffer: string;
  expectedInterviews: string;
}

function generalFields(entry: ApplicationEntry): Record<string, string> {
  return {
    Company: entry.company,
    'Job Title': entry.jobTitle,
    'Application Date': entry.applicationDate,
    ...(entry.jobLink ? { 'Job Link': entry.jobLink } : {}),
  };
}

/** Opens the drawer and fills the General tab. */
export async function startNewApplication(page: Page, entry: ApplicationEntry): Promise<Locator> {
  await page.getByRole('button', { name: 'Application', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Add New Application' });
  for (const [label, value] of Object.entries(generalFields(entry))) await drawer.getByLabel(label).fill(value);
  await drawer.getByLabel('Status').selectOption(entry.status);
  return drawer;
}

/** Fills the Process tab (and leaves it open). */
export async function fillApplicationProcess(drawer: Locator, entry: ApplicationEntry): Promise<void> {
  await drawer.getByRole('tab', { name: 'Process' }).click();
  await drawer.getByLabel('Job Offer').fill(entry.jobOffer);
  await drawer.getByLabel('Expected Interviews').fill(entry.expectedInterviews);
}

/** Opens the drawer and types the whole application, ending on the Process tab. */
export async function fillNewApplication(page: Page, entry: ApplicationEntry): Promise<Locator> {
  const drawer = await startNewApplication(page, entry);
  await fillApplicationProcess(drawer, entry);
  return drawer;
}

/** Every typed value is still in the drawer, on both tabs (it ends on General). */
export async function expectApplicationKept(drawer: Locator, entry: ApplicationEntry): Promise<void> {
  await drawer.getByRole('tab', { name: 'Process' }).click();
  await expect(drawer.getByLabel('Job Offer')).toHaveValue(entry.jobOffer);
  await expect(drawer.getByLabel('Expected Interviews')).toHaveValue(entry.expectedInterviews);
  await drawer.getByRole('tab', { name: 'General' }).click();
  for (const [label, value] of Object.entries(generalFields(entry))) await expect(drawer.getByLabel(label)).toHaveValue(value);
  await expect(drawer.getByLabel('Status')).toHaveValue(entry.status);
}

export const STORED_APPLICATION_COLUMNS = 'select=company_name,job_title,application_date,status,job_link,job_offer_content,expected_interviews';

/** The row the entry must become (read with STORED_APPLICATION_COLUMNS). */
export function storedApplication(entry: ApplicationEntry): Record<string, unknown> {
  return {
    company_name: entry.company,
    job_title: entry.jobTitle,
    application_date: entry.applicationDate,
    status: entry.status,
    job_link: entry.jobLink ?? null,
    job_offer_content: entry.jobOffer,
    expected_interviews: Number(entry.expectedInterviews),
  };
}
