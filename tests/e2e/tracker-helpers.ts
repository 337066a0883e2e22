// Helpers for the tracker specs: a signed-in REST client for seeding rows, and a tiny valid PDF.
import { expect, type Page } from '@playwright/test';
import type { E2eEnv } from './e2e-env.ts';
import type { TestUser } from './fixtures.ts';

export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function accessToken(env: E2eEnv, user: TestUser): Promise<string> {
  const response = await fetch(`${env.backendUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: env.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** Inserts rows as the user (RLS applies) and returns them. */
export async function insertAs<T>(env: E2eEnv, user: TestUser, table: string, rows: object[]): Promise<T[]> {
  const token = await accessToken(env, user);
  const response = await fetch(`${env.backendUrl}/rest/v1/${table}`, {
    method: 'POST',
    headers: { apikey: env.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=representation' },
    body: JSON.stringify(rows),
  });
  if (!response.ok) throw new Error(`insert into ${table} failed (${response.status}): ${await response.text()}`);
  return (await response.json()) as T[];
}

/** Sonner toasts fade in and out; axe measures their contrast mid-animation, so audits run once they are gone. */
export async function auditWithoutToasts(page: Page, audit: (page: Page) => Promise<void>): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await audit(page);
}

/** Reads rows as the user (RLS applies). */
export async function selectAs<T>(env: E2eEnv, user: TestUser, table: string, query: string): Promise<T[]> {
  const token = await accessToken(env, user);
  const response = await fetch(`${env.backendUrl}/rest/v1/${table}?${query}`, {
    headers: { apikey: env.anonKey, authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`select from ${table} failed (${response.status}): ${await response.text()}`);
  return (await response.json()) as T[];
}
