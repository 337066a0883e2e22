// An access token expiring mid-session is refreshed without the person noticing (the save goes through); a session
// whose refresh token was revoked ends on /login with a clear message, and the application being typed survives it.
import type { Page } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';
import { LOCAL_JWT_SECRET } from '../../local-supabase/src/keys.ts';
import type { E2eEnv } from './e2e-env.ts';
import { accessTokenViaApi, expect, expectNoSeriousAxeViolations, signInViaUi, signUpViaApi, test, type TestUser } from './fixtures.ts';
import {
  expectApplicationKept,
  fillNewApplication,
  selectAs,
  storedApplication,
  STORED_APPLICATION_COLUMNS,
  type ApplicationEntry,
} from './tracker-helpers.ts';

interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  expires_in: number;
}

async function storedSession(page: Page): Promise<StoredSession> {
  const raw = await page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    return key ? window.localStorage.getItem(key) : null;
  });
  if (!raw) throw new Error('no stored session');
  return JSON.parse(raw) as StoredSession;
}

/**
 * Makes the stored access token expire, as an hour of work would: the same claims, signed with the project's secret,
 * with `exp` a minute in the past. Returns it, after checking that the API really refuses it.
 */
async function expireAccessToken(page: Page, e2e: E2eEnv): Promise<string> {
  const session = await storedSession(page);
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ ...decodeJwt(session.access_token), iat: now - 3660, exp: now - 60 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(LOCAL_JWT_SECRET));
  const refused = await fetch(`${e2e.backendUrl}/rest/v1/applications?select=id`, { headers: { apikey: e2e.anonKey, authorization: `Bearer ${expired}` } });
  expect(refused.status).toBe(401);
  await page.evaluate((token) => {
    const key = Object.keys(window.localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token')) as string;
    const stored = JSON.parse(window.localStorage.getItem(key) as string) as Record<string, unknown>;
    const expiresAt = Math.floor(Date.now() / 1000) - 60;
    window.localStorage.setItem(key, JSON.stringify({ ...stored, access_token: token, expires_at: expiresAt, expires_in: -60 }));
  }, expired);
  return expired;
}

/** Signs the user out of every device from somewhere else: every refresh token of the user is revoked. */
async function signOutEverywhere(e2e: E2eEnv, user: TestUser): Promise<void> {
  const token = await accessTokenViaApi(e2e, user);
  const response = await fetch(`${e2e.backendUrl}/auth/v1/logout?scope=global`, {
    method: 'POST',
    headers: { apikey: e2e.anonKey, authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(204);
}

const ENTRY: ApplicationEntry = {
  company: 'Swile',
  jobTitle: 'Data Engineer',
  applicationDate: '2026-11-21',
  status: 'Applied',
  jobOffer: 'Meal vouchers, but make it data.',
  expectedInterviews: '5',
};

/**
 * The person is typing an application when their session dies (signed out everywhere, then this access token runs
 * out) and presses Save: they land on /login. supabase-js's 30 s refresh tick may find the dead session first; the
 * outcome is the same.
 */
async function sessionEndsWhileSaving(page: Page, e2e: E2eEnv, user: TestUser): Promise<void> {
  const drawer = await fillNewApplication(page, ENTRY);
  await signOutEverywhere(e2e, user);
  await expireAccessToken(page, e2e);
  await drawer
    .getByRole('button', { name: 'Save' })
    .click({ timeout: 5_000 })
    .catch(() => expect(page).toHaveURL(/\/login$/));
  await expect(page).toHaveURL(/\/login$/);
}

test('an expired access token is refreshed on the next save: the row is stored and the person stays signed in', async ({ page, user, e2e }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInViaUi(page, user);
  const drawer = await fillNewApplication(page, ENTRY);

  const refreshed = page.waitForResponse((response) => response.url().includes('/auth/v1/token?grant_type=refresh_token'));
  const expired = await expireAccessToken(page, e2e);
  const insert = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/rest/v1/applications'));
  await drawer.getByRole('button', { name: 'Save' }).click();
  expect((await refreshed).status()).toBe(200);
  const authorization = (await insert).headers().authorization;
  expect(authorization).toMatch(/^Bearer ey/);
  expect(authorization).not.toBe(`Bearer ${expired}`);

  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('application-row').filter({ hasText: 'Swile' })).toContainText('Data Engineer');
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
  expect(await selectAs(e2e, user, 'applications', STORED_APPLICATION_COLUMNS)).toEqual([storedApplication(ENTRY)]);
  const session = await storedSession(page);
  expect(session.access_token).not.toBe(expired);
  expect(session.expires_at * 1000).toBeGreaterThan(Date.now());
});

test('a revoked session ends on /login with a clear message, and the application being typed comes back after signing in', async ({ page, user, e2e }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInViaUi(page, user);
  await sessionEndsWhileSaving(page, e2e, user);

  const notice = page.getByRole('alert');
  await expect(notice).toContainText('Your session has ended.');
  await expect(notice).toContainText('Sign in again to continue. The application you were editing is kept and opens again after you sign in.');
  await expectNoSeriousAxeViolations(page);
  expect(await selectAs(e2e, user, 'applications', 'select=id')).toEqual([]);
  // Nothing else of the session is left in the browser.
  expect(await page.evaluate(() => Object.keys(window.localStorage).sort())).toEqual(['offerpilot.applicationModal', 'offerpilot.draftOwner']);

  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const restored = page.getByRole('dialog', { name: 'Add New Application' });
  await expect(restored).toBeVisible();
  await expectApplicationKept(restored, ENTRY);
  await restored.getByRole('button', { name: 'Save' }).click();
  await expect(restored).toBeHidden();
  expect(await selectAs(e2e, user, 'applications', STORED_APPLICATION_COLUMNS)).toEqual([storedApplication(ENTRY)]);
});

test('drafts kept from an ended session are removed when someone else signs in on the same browser', async ({ page, user, e2e }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await signInViaUi(page, user);
  await sessionEndsWhileSaving(page, e2e, user);
  await expect(page.getByRole('alert')).toContainText('The application you were editing is kept');

  const other = await signUpViaApi(e2e, { firstName: 'Yann' });
  await page.getByLabel('Email address').fill(other.email);
  await page.getByLabel('Password').fill(other.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'My Applications' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Add New Application' })).toHaveCount(0);
  expect(await page.evaluate(() => [window.localStorage.getItem('offerpilot.applicationModal'), window.localStorage.getItem('offerpilot.draftOwner')])).toEqual(
    [null, null],
  );
});
