// The profile settings popup: photo rules and failures, upload and delete, settings saved on the server.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PNG_1X1 } from '../fakes/files.ts';
import { expect, expectNoSeriousAxeViolations, signInViaUi, test } from './fixtures.ts';
import { selectAs, updateAs } from './tracker-helpers.ts';

async function openSettings(page: Page) {
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile settings' });
  await expect(dialog.getByLabel('First Name')).toBeVisible();
  return dialog;
}

test('a file that is not an image is refused with the spec message', async ({ page, user }) => {
  await signInViaUi(page, user);
  const dialog = await openSettings(page);
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/storage/v1/object/avatars/')) uploads += 1;
  });
  await dialog.getByLabel('Upload profile photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByTestId('photo-error')).toHaveText('Please upload an image file');
  // Said once, in the field: no toast repeats it (a toast would show within a second, then go after a few).
  await page.waitForTimeout(1000); // measured: the second in which a duplicate toast would show
  expect(await page.getByText('Please upload an image file').count()).toBe(1);
  await expect(page.getByText('Please upload an image file').last()).toBeVisible();
  expect(uploads).toBe(0);
});

test('a photo of 2 MB or more is refused with the spec message', async ({ page, user }) => {
  await signInViaUi(page, user);
  const dialog = await openSettings(page);
  const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);
  await dialog.getByLabel('Upload profile photo').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(dialog.getByTestId('photo-error')).toHaveText('File size must be less than 2MB');
});

test('a failed upload shows the storage error message', async ({ page, user }) => {
  await signInViaUi(page, user);
  const dialog = await openSettings(page);
  await page.route('**/storage/v1/object/avatars/**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: '500', error: 'Internal Server Error', message: 'Storage is unavailable' }),
    }),
  );
  await dialog.getByLabel('Upload profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(dialog.getByTestId('photo-error')).toHaveText('Storage is unavailable');
  await page.waitForTimeout(1000); // measured: the second in which a duplicate toast would show
  expect(await page.getByText('Storage is unavailable').count()).toBe(1);
  await expect(dialog.getByRole('button', { name: 'Upload photo' })).toBeEnabled();
});

test('a photo is uploaded to the avatars bucket, shown, and deleted', async ({ page, user }) => {
  await signInViaUi(page, user);
  const dialog = await openSettings(page);
  await dialog.getByLabel('Upload profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('Profile photo updated')).toBeVisible();
  await expect(dialog.getByRole('img', { name: `${user.firstName}'s photo` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const sidebarPhoto = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('img', { name: `${user.firstName}'s photo` });
  await expect(sidebarPhoto).toHaveAttribute('src', new RegExp(`/storage/v1/object/public/avatars/${user.id}/\\d+\\.png$`));
  await expect.poll(() => sidebarPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await openSettings(page);
  await dialog.getByRole('button', { name: 'Delete photo' }).click();
  await expect(page.getByText('Profile photo removed')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByTestId('avatar-initial')).toHaveText(user.firstName[0].toUpperCase());
});

test('settings are saved on the server and follow the person to another browser', async ({ page, user, browser, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInViaUi(page, user);
  let dialog = await openSettings(page);
  await expect(dialog.getByLabel('AI Response Length')).toHaveValue('balanced');
  mkdirSync('tmp/screenshots', { recursive: true });
  await page.screenshot({ path: 'tmp/screenshots/settings-popup.png' });
  await expectNoSeriousAxeViolations(page);

  await dialog.getByLabel('First Name').fill('Yasmine');
  await dialog.getByLabel('AI Response Length').selectOption({ label: 'Detailed' });
  await dialog.getByLabel('Interview Language').selectOption({ label: 'French' });
  await dialog.getByLabel('AI Response Language').selectOption({ label: 'German' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByText('Yasmine', { exact: true })).toBeVisible();

  await page.reload();
  dialog = await openSettings(page);
  await expect(dialog.getByLabel('First Name')).toHaveValue('Yasmine');
  await expect(dialog.getByLabel('AI Response Length')).toHaveValue('comprehensive');
  await expect(dialog.getByLabel('Interview Language')).toHaveValue('fr');
  await expect(dialog.getByLabel('AI Response Language')).toHaveValue('de');

  const other = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    await signInViaUi(otherPage, user);
    const otherDialog = await openSettings(otherPage);
    await expect(otherDialog.getByLabel('First Name')).toHaveValue('Yasmine');
    await expect(otherDialog.getByLabel('AI Response Length')).toHaveValue('comprehensive');
    await expect(otherDialog.getByLabel('Interview Language')).toHaveValue('fr');
    await expect(otherDialog.getByLabel('AI Response Language')).toHaveValue('de');
  } finally {
    await other.close();
  }
});

test('a failed save keeps everything typed and says why', async ({ page, user }) => {
  await signInViaUi(page, user);
  const dialog = await openSettings(page);
  await page.route('**/rest/v1/user_profiles**', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'XX000', message: 'Database is unavailable', details: null, hint: null }),
        })
      : route.continue(),
  );
  await dialog.getByLabel('First Name').fill('Kept');
  await dialog.getByLabel('Interview Language').selectOption({ label: 'Japanese' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Database is unavailable');
  await expect(dialog.getByLabel('First Name')).toHaveValue('Kept');
  await expect(dialog.getByLabel('Interview Language')).toHaveValue('ja');
});

test('the settings popup works from the keyboard', async ({ page, user }) => {
  await signInViaUi(page, user);
  const settingsButton = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Settings' });
  await settingsButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Profile settings' });
  await expect(dialog.getByLabel('First Name')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(settingsButton).toBeFocused();
});

// Supabase Auth's PUT /user with `password` (supabase/auth internal/api/user.go): the policy of supabase/config.toml,
// 422 same_password for the current one, and the other sessions end.
test('a signed-in person changes their password in settings, with the rule shown and the server’s refusals explained', async ({ page, user }) => {
  await signInViaUi(page, user);
  const dialog = await openSettings(page);
  const form = dialog.getByRole('form', { name: 'Change password' });
  const newPassword = form.getByLabel('New password', { exact: true });
  await expect(newPassword).toHaveAccessibleDescription('At least 8 characters.');
  await expectNoSeriousAxeViolations(page);

  await newPassword.fill('short');
  await form.getByLabel('Confirm new password').fill('short');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Password must be at least 8 characters')).toBeVisible();

  await newPassword.fill(user.password);
  await form.getByLabel('Confirm new password').fill(user.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toContainText('New password should be different from the old password.');

  await newPassword.fill('a-changed-password');
  await form.getByLabel('Confirm new password').fill('a-changed-password');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText('Your password has been changed. Other devices have been signed out.');
  await expect(newPassword).toHaveValue('');

  // Still signed in here; the new password is the one that works from now on.
  await page.keyboard.press('Escape');
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
  await signInViaUi(page, { email: user.email, password: 'a-changed-password' });
});

// A photo URL that names the backend's port broke when the backend moved (issue #37, problem 20): the row holds the
// path in the avatars bucket, and the app builds the URL of the backend it talks to now.
test('the photo is stored as its path, and one stored with an old backend port still shows', async ({ page, user, e2e }) => {
  await signInViaUi(page, user);
  const dialog = await openSettings(page);
  await dialog.getByLabel('Upload profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('Profile photo updated')).toBeVisible();
  const [stored] = await selectAs<{ photo_url: string }>(e2e, user, 'user_profiles', 'select=photo_url');
  expect(stored.photo_url).toMatch(new RegExp(`^${user.id}/\\d+\\.png$`));

  // As written before: the full public URL, on a port this backend no longer uses.
  await updateAs(e2e, user, 'user_profiles', `id=eq.${user.id}`, { photo_url: `http://127.0.0.1:9/storage/v1/object/public/avatars/${stored.photo_url}` });
  await page.reload();
  const sidebarPhoto = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('img', { name: `${user.firstName}'s photo` });
  await expect(sidebarPhoto).toHaveAttribute('src', `${e2e.backendUrl}/storage/v1/object/public/avatars/${stored.photo_url}`);
  await expect.poll(() => sidebarPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});

// A first name changed on another device shows here once this tab is looked at again, without signing in again.
test('a first name changed in another browser shows in the sidebar when this tab comes back into view', async ({ page, user, browser, baseURL }) => {
  await signInViaUi(page, user);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByText(user.firstName, { exact: true })).toBeVisible();

  const other = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    await signInViaUi(otherPage, user);
    const otherDialog = await openSettings(otherPage);
    await otherDialog.getByLabel('First Name').fill('Inès');
    await otherDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(otherPage.getByText('Settings saved')).toBeVisible();
  } finally {
    await other.close();
  }

  // The tab is shown again (the event the browser sends when a hidden tab becomes visible).
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(sidebar.getByText('Inès', { exact: true })).toBeVisible();
});
