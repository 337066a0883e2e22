// The first load on a slow phone: something shows before the code has arrived, and a signed-in reload goes from the
// session check straight to the screen, without a second loading state in between.
import { expect, signInViaUi, test } from './fixtures.ts';

test('before the app’s code arrives, the page shows the brand rather than a blank screen', async ({ page }) => {
  // The code never arrives (so the document never finishes loading): what shows is the HTML alone.
  await page.route('**/assets/**/*.js', () => undefined);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toContainText('Offerpilot');
  await expect(page.locator('#root [aria-busy="true"]')).toBeVisible();
});

test('a signed-in reload shows the dashboard with no loading fallback between the session check and the screen', async ({ page, user }) => {
  await signInViaUi(page, user);
  // Every loading status the page shows, by its label, from the first byte of the reload on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        const label = status.textContent?.trim() ?? '';
        if (label && !seen.includes(label)) seen.push(label);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Applications' })).toBeVisible();
  await expect(page.getByTestId('tile-total')).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen);
  // The screen's code and catalogues were fetched alongside the session check: no Suspense fallback ("Loading").
  expect(seen).not.toContain('Loading');
});
