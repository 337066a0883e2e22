// What a newcomer tripped on (issue 28), each at the viewport and in the language where it was seen.
import { mkdirSync } from 'node:fs';
import { createZip } from '../../src/lib/zip.ts';
import { accessTokenViaApi, expect, signInInFrench, signInViaUi, test, uniqueEmail } from './fixtures.ts';

mkdirSync('tmp/screenshots', { recursive: true });

test('Settings opened right after a reload shows the password rule, not its key (item 1), in English on a desktop', async ({ page, user }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaUi(page, user);
  await page.reload();
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile settings' });
  await expect(dialog.getByText('At least 8 characters.')).toBeVisible();
  await expect(dialog).not.toContainText('validation.');
});

test('… and in French on a phone (item 1)', async ({ page, user }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInInFrench(page, user);
  await page.reload();
  await page.getByRole('complementary', { name: 'Barre latérale' }).getByRole('button', { name: 'Paramètres' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paramètres du profil' });
  await expect(dialog.getByText('Au moins 8 caractères.')).toBeVisible();
  await expect(dialog).not.toContainText('validation.');
  await dialog.getByText('Au moins 8 caractères.').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'tmp/screenshots/settings-password-390-fr.png' });
});

test("a new account created after Log Out lands on the dashboard, not the previous person's page (item 2)", async ({ page, user, e2e }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await accessTokenViaApi(e2e, user);
  const created = await fetch(`${e2e.backendUrl}/rest/v1/applications`, {
    method: 'POST',
    headers: { apikey: e2e.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json', prefer: 'return=representation' },
    body: JSON.stringify({ company_name: 'Acme', job_title: 'Engineer' }),
  });
  const [application] = (await created.json()) as Array<{ id: string }>;
  await signInViaUi(page, user);
  await page.goto(`/application/${application.id}`);
  await expect(page.getByRole('heading', { name: 'Engineer', level: 1 })).toBeVisible();
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/signup');
  await page.getByLabel('First name').fill('Newcomer');
  await page.getByLabel('Email address').fill(uniqueEmail('newcomer'));
  await page.getByLabel('Password').fill('correct-horse-battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'My Applications' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Application not found')).toHaveCount(0);
});

test('an export over the import limits is refused in the dialog before anything is uploaded (issue 24 item 6), on a phone in French', async ({
  page,
  user,
  e2e,
}) => {
  const manifest = {
    format: 'offerpilot-account-export',
    version: 1,
    exported_at: new Date().toISOString(),
    user_id: user.id,
    email: user.email,
    rows: {},
    files: [],
  };
  const tables = ['applications', 'interviews', 'experiences', 'application_analyses', 'chat_messages', 'user_notes', 'coach_sessions', 'user_profiles'];
  const notes = Array.from({ length: 10_001 }, (_, i) => ({ id: crypto.randomUUID(), session_id: 'demo', content: `note ${i}` }));
  const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
  const zip = createZip([
    { name: 'manifest.json', bytes: encode(manifest) },
    ...tables.map((table) => ({ name: `data/${table}.json`, bytes: encode(table === 'user_notes' ? notes : []) })),
  ]);
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && /\/(storage\/v1\/object\/|rest\/v1\/rpc\/import_account)/.test(request.url())) writes.push(request.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInInFrench(page, user);
  await page.getByRole('complementary', { name: 'Barre latérale' }).getByRole('button', { name: 'Paramètres' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paramètres du profil' });
  await dialog.getByLabel('Fichier d’export à importer').setInputFiles({ name: 'too-many.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText('L’export contient 10001 notes ; un import en accepte au plus 5000. Rien n’a été importé.');
  await expect(refusal).toBeInViewport();
  await page.screenshot({ path: 'tmp/screenshots/import-refused-390-fr.png' });
  expect(writes).toEqual([]);
  const token = await accessTokenViaApi(e2e, user);
  const notesSaved = await fetch(`${e2e.backendUrl}/rest/v1/user_notes?select=id`, { headers: { apikey: e2e.anonKey, authorization: `Bearer ${token}` } });
  expect(await notesSaved.json()).toEqual([]);
});
