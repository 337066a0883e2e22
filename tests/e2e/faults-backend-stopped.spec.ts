// The backend really stops (a private one the page is routed to, not a mocked answer) while a save is on its way:
// the drawer says the server cannot be reached and keeps every value; once the backend is back, the same Save stores the row.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/src/index.ts';
import { expect, signInViaUi, signUpViaApi, test } from './fixtures.ts';
import {
  expectApplicationKept,
  fillNewApplication,
  selectAs,
  storedApplication,
  STORED_APPLICATION_COLUMNS,
  type ApplicationEntry,
} from './tracker-helpers.ts';

const ENTRY: ApplicationEntry = {
  company: 'Qonto',
  jobTitle: 'Platform Engineer',
  applicationDate: '2026-11-19',
  status: 'In progress',
  jobLink: 'https://qonto.com/careers/42',
  jobOffer: 'Banking for SMEs.\nGo and Postgres.',
  expectedInterviews: '3',
};

test('the backend stopping during a save keeps the form, and the same save works once it is back', async ({ page, e2e }) => {
  test.setTimeout(300_000);
  // Other workers share the global backend, so this test stops its own: same keys and JWT secret, its own data folder.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'offerpilot-faults-backend-'));
  const start = (port?: number) => startLocalSupabase({ dataDir, port, siteUrl: e2e.appUrl });
  let backend: LocalSupabase | null = await start();
  const { port, url: privateUrl } = backend;
  try {
    const privateEnv = { ...e2e, backendUrl: privateUrl };
    // The built app knows the shared backend's address: every request to it goes to the private one instead.
    const toPrivate = (url: string) => `${privateUrl}${url.slice(e2e.backendUrl.length)}`;
    await page.route(`${e2e.backendUrl}/**`, (route) => route.continue({ url: toPrivate(route.request().url()) }));

    const user = await signUpViaApi(privateEnv);
    await page.setViewportSize({ width: 1400, height: 900 });
    await signInViaUi(page, user);
    const drawer = await fillNewApplication(page, ENTRY);

    // The save leaves the browser; the backend stops before it arrives.
    let isStopping = true;
    await page.route(`${e2e.backendUrl}/rest/v1/applications*`, async (route) => {
      if (route.request().method() === 'POST' && isStopping && backend) {
        isStopping = false;
        await backend.stop();
        backend = null;
      }
      return route.fallback();
    });
    await drawer.getByRole('button', { name: 'Save' }).click();
    const alert = drawer.getByRole('alert');
    await expect(alert).toContainText('Not saved');
    await expect(alert).toContainText('Could not reach the server. Check your connection and try again.');
    await expect(alert).toContainText('Your entries are kept');
    expect(backend).toBeNull();
    await expectApplicationKept(drawer, ENTRY);

    // Still down: saving again says the same, nothing is lost, the person stays signed in.
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(alert).toContainText('Could not reach the server');
    await expect(drawer.getByLabel('Company')).toHaveValue('Qonto');
    await expect(page).not.toHaveURL(/\/login$/);

    // The backend comes back on the same address with the same data; the same Save now stores the row.
    backend = await start(port);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('application-row').filter({ hasText: 'Qonto' })).toContainText('Platform Engineer');
    expect(await selectAs(privateEnv, user, 'applications', STORED_APPLICATION_COLUMNS)).toEqual([storedApplication(ENTRY)]);
  } finally {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await backend?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
