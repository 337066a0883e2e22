// "Your data" in real Chromium: export → delete the account → sign up again → import restores everything; a large
// account (2,000 applications, 200 resume PDFs) exports with a progress bar; a zip that is not ours is refused.
import { mkdirSync, readFileSync } from 'node:fs';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import ws from 'ws';
import { createZip, readZip } from '../../src/lib/zip.ts';
import { FOLLOW_UP_ON, fillAccount, TINY_PDF } from '../integration/account-data-helpers.ts';
import type { E2eEnv } from './e2e-env.ts';
import { expect, expectNoSeriousAxeViolations, signInViaUi, signUpViaApi, test, type TestUser } from './fixtures.ts';

async function clientAs(e2e: E2eEnv, user: TestUser): Promise<SupabaseClient> {
  const client = createClient(e2e.backendUrl, e2e.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw error;
  return client;
}

const serviceFor = (e2e: E2eEnv) =>
  createClient(e2e.backendUrl, e2e.serviceRoleKey, { auth: { persistSession: false }, realtime: { transport: ws as unknown as typeof WebSocket } });

async function openYourData(page: Page) {
  await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile settings' });
  await expect(dialog.getByRole('heading', { name: 'Your data' })).toBeVisible();
  return dialog;
}

async function exportZip(page: Page, dialog: ReturnType<Page['getByRole']>, path: string, timeout = 30_000) {
  const downloading = page.waitForEvent('download', { timeout });
  await dialog.getByRole('button', { name: 'Export my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^offerpilot-export-\d{4}-\d{2}-\d{2}\.zip$/);
  await download.saveAs(path);
  return readZip(readFileSync(path));
}

const json = (files: Map<string, Uint8Array>, name: string) => JSON.parse(new TextDecoder().decode(files.get(name))) as Array<Record<string, unknown>>;

test('export, delete the account, sign up again and import: everything comes back', async ({ page, e2e, user }) => {
  test.setTimeout(120_000);
  mkdirSync('tmp/account-data', { recursive: true });
  const original = await fillAccount({ client: await clientAs(e2e, user), id: user.id }, serviceFor(e2e));

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaUi(page, user);
  let dialog = await openYourData(page);
  await dialog.getByRole('heading', { name: 'Your data' }).scrollIntoViewIfNeeded();
  mkdirSync('tmp/screenshots', { recursive: true });
  await page.screenshot({ path: 'tmp/screenshots/your-data-1440.png' });
  await expectNoSeriousAxeViolations(page);
  const exported = await exportZip(page, dialog, 'tmp/account-data/round-trip.zip');
  expect(json(exported, 'data/applications.json')).toHaveLength(1);
  expect(exported.get('data/applications.csv')).toBeDefined();
  for (const [table, count] of Object.entries({
    application_status_events: 1,
    interviews: 1,
    experiences: 1,
    chat_messages: 3,
    user_notes: 1,
    coach_sessions: 2,
    application_analyses: 1,
    interview_debriefs: 1,
    standing_rules: 2,
    offers: 1,
    user_profiles: 1,
    subscriptions: 1,
    ai_usage: 1,
  })) {
    expect(json(exported, `data/${table}.json`), table).toHaveLength(count);
  }
  expect(JSON.parse(new TextDecoder().decode(exported.get('manifest.json')))).toMatchObject({
    format: 'offerpilot-account-export',
    version: 1,
    user_id: user.id,
  });
  expect(exported.get(`files/resumes/${original.resumePath.split('/')[1]}`)).toEqual(TINY_PDF);

  // Delete: the button stays disabled until the email address is typed; then the person lands on /login.
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account' });
  const deleteButton = confirm.getByRole('button', { name: 'Delete my account permanently' });
  await expect(deleteButton).toBeDisabled();
  await confirm.getByLabel(`Type ${user.email} to confirm`).fill(user.email);
  await page.screenshot({ path: 'tmp/screenshots/delete-account-1440.png' });
  await deleteButton.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account and all its data have been deleted.')).toBeVisible();
  const gone = await fetch(`${e2e.backendUrl}/auth/v1/admin/users/${user.id}`, {
    headers: { apikey: e2e.serviceRoleKey, authorization: `Bearer ${e2e.serviceRoleKey}` },
  });
  expect(gone.status).toBe(404);

  // A new account with the same address, then the import.
  const again = await signUpViaApi(e2e, { email: user.email, firstName: 'Someone' });
  await signInViaUi(page, again);
  dialog = await openYourData(page);
  await dialog.getByLabel('Export file to import').setInputFiles('tmp/account-data/round-trip.zip');
  // Issue 28 item 7: first what it adds and changes, in view, with nothing uploaded or saved yet; then a yes.
  const preview = dialog.getByRole('region', { name: 'Import round-trip.zip?' });
  await expect(preview).toContainText(
    'It adds to this account: 1 application, 1 status change, 1 interview, 1 experience, 1 analysis, 3 Copilot messages, 1 note, 1 debrief, 2 standing rules, 1 offer, 2 coach sessions, 3 files.',
  );
  await expect(preview).toContainText('your first name, from Someone to Zoe');
  await expect(preview).toContainText("your photo: the export's is added");
  await expect(preview).toContainText("your settings, to the export's: AI response length, interview language");
  await expect(preview.getByRole('button', { name: 'Import', exact: true })).toBeInViewport();
  await page.screenshot({ path: 'tmp/screenshots/import-preview-1440.png' });
  const client = await clientAs(e2e, again);
  expect((await client.from('applications').select('id')).data).toEqual([]);
  expect((await client.storage.from('resumes').list(again.id)).data).toEqual([]);
  await preview.getByRole('button', { name: 'Import', exact: true }).click();
  const result = dialog.getByRole('status');
  await expect(result).toContainText(
    'Imported 1 application, 1 status change, 1 interview, 1 experience, 1 analysis, 3 Copilot messages, 1 note, 1 debrief, 2 standing rules, 1 offer, 2 coach sessions and 3 files.',
  );
  await expect(result).toBeInViewport();
  await page.screenshot({ path: 'tmp/screenshots/import-result-1440.png' });

  const { data: applications } = await client.from('applications').select('id, company_name, resume_file, resume_name, follow_up_on, interviews(id, name)');
  expect(applications).toHaveLength(1);
  const [application] = applications as Array<{
    id: string;
    company_name: string;
    resume_file: string;
    resume_name: string;
    follow_up_on: string;
    interviews: Array<{ id: string; name: string }>;
  }>;
  expect(application).toMatchObject({ company_name: 'Acme', resume_name: 'cv.pdf', follow_up_on: FOLLOW_UP_ON, interviews: [{ name: 'Technical' }] });
  expect(application.id).not.toBe(original.applicationId);
  expect(application.resume_file.startsWith(`${again.id}/`)).toBe(true);
  const { data: resume } = await client.storage.from('resumes').download(application.resume_file);
  expect(new Uint8Array(await resume!.arrayBuffer())).toEqual(TINY_PDF);
  const interviewId = application.interviews[0].id;
  const { data: messages } = await client.from('chat_messages').select('session_id, content').order('content');
  expect(messages).toEqual([
    { session_id: `app_${application.id}`, content: 'About the application' },
    { session_id: `int_${interviewId}`, content: 'About the interview' },
    { session_id: 'demo', content: 'Demo question' },
  ]);
  const { data: debrief } = await client.from('interview_debriefs').select('interview_id, to_work_on, outcome').single();
  expect(debrief).toEqual({ interview_id: interviewId, to_work_on: ['Numbers'], outcome: 'next_round' });
  const { data: note } = await client.from('user_notes').select('session_id, content').single();
  expect(note).toEqual({ session_id: `int_${interviewId}`, content: 'Remember the STAR method' });
  // The rehearsed call is still a role-play, on the imported offer's new id (issue #43).
  const { data: offer } = await client.from('offers').select('id').single();
  const { data: coach } = await client.from('coach_sessions').select('session_id, practice, offer_id').order('started_at');
  expect(coach).toEqual([
    { session_id: `app_${application.id}`, practice: 'interview', offer_id: null },
    { session_id: `app_${application.id}`, practice: 'negotiation', offer_id: offer!.id },
  ]);
  const { data: profile } = await client.from('user_profiles').select('photo_url, ai_response_length, interview_language').single();
  expect(profile).toMatchObject({ ai_response_length: 'short', interview_language: 'fr' });
  // Stored as the path of the restored copy in the new account's folder, served from today's backend.
  expect(profile!.photo_url).toMatch(new RegExp(`^${again.id}/[^/]+$`));
  expect((await fetch(client.storage.from('avatars').getPublicUrl(profile!.photo_url as string).data.publicUrl)).status).toBe(200);
  expect((await client.from('experiences').select('company').single()).data).toEqual({ company: 'Initech' });
  expect((await client.from('application_analyses').select('application_id').single()).data).toEqual({ application_id: application.id });
  // The open settings form shows the restored settings and name (saving it now must not undo the import).
  await expect(dialog.getByLabel('First Name')).toHaveValue('Zoe');
  await expect(dialog.getByLabel('Interview Language')).toHaveValue('fr');
  await expect(dialog.getByRole('img', { name: "Zoe's photo" })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByRole('img', { name: "Zoe's photo" })).toBeVisible();
});

test('a zip that is not an Offerpilot export is refused and nothing changes', async ({ page, user, e2e }) => {
  await signInViaUi(page, user);
  const dialog = await openYourData(page);
  await dialog
    .getByLabel('Export file to import')
    .setInputFiles({ name: 'photos.zip', mimeType: 'application/zip', buffer: Buffer.from(createZip([{ name: 'a.txt', bytes: new Uint8Array([1]) }])) });
  await expect(dialog.getByRole('alert')).toContainText('This file is not an Offerpilot export.');
  const client = await clientAs(e2e, user);
  expect((await client.from('applications').select('id')).data).toEqual([]);
});

test('a large account (2,000 applications, 200 resumes) exports with a progress bar and imports into a new account, on a phone-sized screen', async ({
  page,
  user,
  e2e,
  browser,
}) => {
  test.setTimeout(300_000);
  const client = await clientAs(e2e, user);
  const resumes: string[] = [];
  for (let batch = 0; batch < 10; batch += 1) {
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const pdf = await PDFDocument.create();
        pdf.addPage([200, 200]).drawText(`Resume ${batch * 20 + i}`);
        const path = `${user.id}/${crypto.randomUUID()}.pdf`;
        const { error } = await client.storage.from('resumes').upload(path, new Blob([Buffer.from(await pdf.save())], { type: 'application/pdf' }));
        if (error) throw error;
        resumes.push(path);
      }),
    );
  }
  const rows = Array.from({ length: 2000 }, (_, i) => ({
    company_name: `Company ${i}`,
    job_title: 'Engineer',
    resume_file: i < resumes.length ? resumes[i] : null,
    resume_name: i < resumes.length ? `resume-${i}.pdf` : null,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    const { error } = await client.from('applications').insert(rows.slice(i, i + 500));
    if (error) throw error;
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaUi(page, user);
  const dialog = await openYourData(page);
  await dialog.getByRole('heading', { name: 'Your data' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'tmp/screenshots/your-data-390.png' });
  const downloading = page.waitForEvent('download', { timeout: 180_000 });
  await dialog.getByRole('button', { name: 'Export my data' }).click();
  const progress = dialog.getByRole('progressbar', { name: 'Export progress' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await page.screenshot({ path: 'tmp/screenshots/export-progress-390.png' });
  const download = await downloading;
  mkdirSync('tmp/account-data', { recursive: true });
  await download.saveAs('tmp/account-data/large.zip');
  const files = readZip(readFileSync('tmp/account-data/large.zip'));
  expect(json(files, 'data/applications.json')).toHaveLength(2000);
  expect([...files.keys()].filter((name) => name.startsWith('files/resumes/'))).toHaveLength(200);
  await expect(progress).toBeHidden();
  await expect(page.getByText('Your data was exported.')).toBeVisible();

  const newcomer = await signUpViaApi(e2e);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const newPage = await context.newPage();
  await signInViaUi(newPage, newcomer);
  const newDialog = await openYourData(newPage);
  await newDialog.getByLabel('Export file to import').setInputFiles('tmp/account-data/large.zip');
  await expect(newDialog.getByRole('region', { name: 'Import large.zip?' })).toContainText('2000 applications');
  await newDialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(newDialog.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(newDialog.getByRole('status')).toContainText('Imported 2000 applications', { timeout: 180_000 });
  await context.close();
  const newClient = await clientAs(e2e, newcomer);
  const { count } = await newClient.from('applications').select('id', { count: 'exact', head: true });
  expect(count).toBe(2000);
  const { count: withResume } = await newClient.from('applications').select('id', { count: 'exact', head: true }).like('resume_file', `${newcomer.id}/%`);
  expect(withResume).toBe(200);
  const { data: listed } = await newClient.storage.from('resumes').list(newcomer.id, { limit: 1000 });
  expect(listed).toHaveLength(200);
});
