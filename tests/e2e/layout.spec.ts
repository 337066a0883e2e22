// The signed-in layout: sidebar entries, collapse, user block, credits, honest dialogs, accessibility, screenshots.
import { mkdirSync } from 'node:fs';
import { avatarColor } from '../../src/lib/avatar.ts';
import { expect, expectNoSeriousAxeViolations, signInViaUi, signUpViaApi, test, uniqueEmail } from './fixtures.ts';

const SCREENSHOTS = 'tmp/screenshots';

test('the sidebar collapses to 70px, keeps accessible names, and remembers it', async ({ page, user }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInViaUi(page, user);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(230);
  await expect(sidebar.getByText('Boost your chances of landing the job of your dreams.')).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Try Plus®' })).toHaveAttribute('href', '/subscription');
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/layout-expanded.png` });

  await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(70);
  await expect(sidebar.getByText('Boost your chances of landing the job of your dreams.')).toHaveCount(0);
  for (const name of ['Dashboard', 'Copilot', 'Copilot 3', 'Coach', 'Experience', 'My subscription']) {
    await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
  }
  for (const name of ['Get Free credits', 'Settings', 'Help Center', 'Log Out', 'Expand sidebar']) {
    await expect(sidebar.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await page.screenshot({ path: `${SCREENSHOTS}/layout-collapsed.png` });

  await page.reload();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(70);
  await sidebar.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(230);
});

test('sidebar entries navigate, and the unfinished screens say so', async ({ page, user }) => {
  await signInViaUi(page, user);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const entries = [
    ['Experience', /\/experience$/, 'My Experience'],
    ['Copilot', /\/copilot2$/, 'Copilot'],
    ['Copilot 3', /\/copilot3$/, 'Copilot 3'],
    ['Coach', /\/coach$/, 'Interview Coach'],
    ['My subscription', /\/subscription$/, 'Choose your plan'],
    ['Dashboard', /\/$/, 'My Applications'],
  ] as const;
  for (const [name, url, heading] of entries) {
    await sidebar.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(sidebar.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
  }
});

test('the user block shows the first-name initial on its colour, the name, the email and the credits', async ({ page, e2e }) => {
  const user = await signUpViaApi(e2e, { firstName: 'quentin' });
  await signInViaUi(page, user);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const avatar = sidebar.getByTestId('avatar-initial');
  await expect(avatar).toHaveText('Q');
  const expected = avatarColor('Q');
  const rgb = `rgb(${[1, 3, 5].map((i) => parseInt(expected.slice(i, i + 2), 16)).join(', ')})`;
  await expect(avatar).toHaveCSS('background-color', rgb);
  await expect(sidebar.getByText('quentin', { exact: true })).toBeVisible();
  await expect(sidebar.getByText(user.email)).toBeVisible();
  await expect(sidebar.getByTestId('credits-badge')).toHaveText('10/10 AI questions left');
});

test('a long email cut short in the sidebar can still be read whole (hover title and accessible name)', async ({ page, e2e }) => {
  const user = await signUpViaApi(e2e, { email: uniqueEmail('camille.dupont-long-address-for-the-sidebar') });
  await signInViaUi(page, user);
  const email = page.getByRole('complementary', { name: 'Sidebar' }).getByText(user.email);
  await expect(email).toBeVisible();
  expect(await email.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await expect(email).toHaveAttribute('title', user.email);
});

test('Get Free credits and Help Center open their dialogs', async ({ page, user }) => {
  await signInViaUi(page, user);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('button', { name: 'Get Free credits' }).click();
  const credits = page.getByRole('dialog', { name: 'Free credits' });
  await expect(credits).toContainText('10 AI questions every month');
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(credits).toBeHidden();
  await sidebar.getByRole('button', { name: 'Help Center' }).click();
  const help = page.getByRole('dialog', { name: 'Help Center' });
  await expect(help.getByRole('heading', { name: 'Let the Copilot hear the interviewer' })).toBeVisible();
  await expect(help).toContainText('Join from your browser');
  await help.getByRole('button', { name: 'Got it' }).click();
  await expect(help).toBeHidden();
});

test('the signed-in layout has no serious accessibility violations, expanded or collapsed', async ({ page, user }) => {
  await signInViaUi(page, user);
  await expect(page.getByTestId('credits-badge')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expectNoSeriousAxeViolations(page);
});

test('the login page screenshot', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/login.png` });
});
