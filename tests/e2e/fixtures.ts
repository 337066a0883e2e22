// Shared e2e fixtures: the app's baseURL, brand-new users through the API, sign-in through the UI, mailbox, axe.
import { expect, test as base, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readE2eEnv, type E2eEnv } from './e2e-env.ts';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.test`;
}

/** Creates a brand-new, confirmed user through the auth API (not the UI). */
export async function signUpViaApi(env: E2eEnv, overrides: Partial<Omit<TestUser, 'id'>> = {}): Promise<TestUser> {
  const user = { email: uniqueEmail(), password: 'correct-horse-battery', firstName: 'Zoe', ...overrides };
  const response = await fetch(`${env.backendUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: env.anonKey, authorization: `Bearer ${env.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password, data: { firstname: user.firstName } }),
  });
  const body = (await response.json()) as { user?: { id: string }; id?: string; msg?: string };
  if (!response.ok) throw new Error(`signup failed (${response.status}): ${JSON.stringify(body)}`);
  const id = body.user?.id ?? body.id;
  if (!id) throw new Error(`signup returned no user: ${JSON.stringify(body)}`);
  return { id, ...user };
}

/** Signs the user in through the auth API (password grant) and returns the access token. */
export async function accessTokenViaApi(env: E2eEnv, user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  const response = await fetch(`${env.backendUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: env.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.access_token;
}

export async function signInViaUi(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A profile saved in French switches the app to French as soon as it loads, maybe before the sidebar is seen.
  await expect(page.getByRole('complementary', { name: /^(Sidebar|Barre latérale)$/ })).toBeVisible();
}

/** Signs in through the form with French chosen on the sign-in screen (a profile without a language keeps it). */
export async function signInInFrench(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('offerpilot.language', 'fr'));
  await page.reload();
  await page.getByLabel('Adresse e-mail').fill(user.email);
  await page.getByLabel('Mot de passe').fill(user.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('complementary', { name: 'Barre latérale' })).toBeVisible();
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  link: string | null;
}

/** The newest message to `email`, read from the backend's mailbox API (the browser cannot reach the Mailbox object). */
export async function latestMail(env: E2eEnv, email: string): Promise<MailMessage> {
  let messages: MailMessage[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`${env.backendUrl}/mailbox/api/messages?to=${encodeURIComponent(email)}`);
        messages = (await response.json()) as MailMessage[];
        return messages.length;
      },
      { message: `an email reached ${email}`, timeout: 5_000 },
    )
    .toBeGreaterThan(0);
  return messages[0];
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/** Runs axe-core in the page and fails on any serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // Page transitions fade content in; contrast measured mid-fade would be wrong. Let running animations finish first.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
  await expect
    .poll(() => page.evaluate(() => Array.from(document.querySelectorAll('[data-page-transition]')).every((el) => getComputedStyle(el).opacity === '1')))
    .toBe(true);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated through DevTools, not a <script> tag: the build's Content-Security-Policy refuses inline scripts.
  if (!hasAxe) await page.evaluate(readFileSync(AXE_PATH, 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations;
  });
  const serious = (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}

/**
 * Picks a session in the selector by the start of its label: an interview's option ends with its date and time
 * ("Initech - Hiring manager · Tue 1 Dec, 10:00"), which a test does not write again.
 */
export async function selectSession(page: Page, labelStart: string): Promise<void> {
  const selector = page.getByLabel('Interview or application');
  const labelOf = (labels: string[]) => labels.find((text) => text === labelStart) ?? labels.find((text) => text.startsWith(`${labelStart} ·`));
  // The options arrive with the applications: wait for the one asked for, as selectOption would.
  await expect
    .poll(async () => labelOf(await selector.locator('option').allTextContents()), { message: `a session option starting with "${labelStart}"` })
    .toBeDefined();
  await selector.selectOption({ label: labelOf(await selector.locator('option').allTextContents()) as string });
}

export const test = base.extend<{ e2e: E2eEnv; user: TestUser }>({
  // eslint-disable-next-line no-empty-pattern
  e2e: async ({}, use) => {
    await use(readE2eEnv());
  },
  baseURL: async ({ e2e }, use) => {
    await use(e2e.appUrl);
  },
  user: async ({ e2e }, use) => {
    await use(await signUpViaApi(e2e));
  },
});

export { expect };
