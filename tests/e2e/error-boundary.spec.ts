// A screen whose code cannot be fetched (a deploy replaced the chunks) says so inside the layout, with Reload.
import { expect, signInViaUi, test } from './fixtures.ts';

test('a screen chunk that fails to load shows the update message with Reload, and Reload recovers', async ({ page, user }) => {
  await signInViaUi(page, user);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  // From now on no new script can be fetched, as after a deploy that removed the old chunks.
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await sidebar.getByRole('link', { name: 'Experience', exact: true }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'Offerpilot has been updated' });
  await expect(alert).toBeVisible();
  await expect(sidebar).toBeVisible();

  await page.unroute('**/assets/**/*.js');
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'My Experience' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Offerpilot has been updated' })).toHaveCount(0);
});
