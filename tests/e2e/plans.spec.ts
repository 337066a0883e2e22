// Plans: a free user upgrades through the (offline test) payment link and the plan really changes; a Flash week ends.
import { expect, expectNoSeriousAxeViolations, signInViaUi, test } from './fixtures.ts';
import type { E2eEnv } from './e2e-env.ts';

async function setPeriodEnd(e2e: E2eEnv, userId: string, periodEnd: string) {
  const response = await fetch(`${e2e.backendUrl}/rest/v1/subscriptions?user_id=eq.${userId}`, {
    method: 'PATCH',
    headers: { apikey: e2e.serviceRoleKey, authorization: `Bearer ${e2e.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ current_period_end: periodEnd }),
  });
  expect(response.ok).toBe(true);
}

test('a free user upgrades to Plus through the payment link and the plan changes', async ({ page, user }) => {
  await signInViaUi(page, user);
  await expect(page.getByTestId('credits-badge')).toContainText('10/10');
  await page.getByRole('link', { name: 'My subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Monthly plans (save 50%)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('listitem', { name: 'Free plan' }).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('listitem', { name: 'Plus plan' }).getByRole('button', { name: 'Start Now' }).click();
  await expect(page.getByText('Test checkout.')).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  expect(new URL(page.url()).searchParams.get('client_reference_id')).toBe(user.id);
  await page.getByRole('button', { name: /Pay 9.99 EUR/ }).click();

  await expect(page).toHaveURL(/\/subscription/);
  await expect(page.getByRole('listitem', { name: 'Plus plan' }).getByRole('button', { name: 'Current Plan' })).toBeVisible();
  await expect(page.getByText(/Renews on/)).toBeVisible();
  await expect(page.getByTestId('credits-badge')).toHaveCount(0);
});

test('a Flash week that was not renewed is back to Free', async ({ page, user, e2e }) => {
  await signInViaUi(page, user);
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Weekly plans' }).click();
  await page.getByRole('listitem', { name: 'Flash plan' }).getByRole('button', { name: 'Start Now' }).click();
  await page.getByRole('button', { name: /Pay 5.99 EUR/ }).click();
  await expect(page.getByRole('listitem', { name: 'Flash plan' }).getByRole('button', { name: 'Current Plan' })).toBeVisible();

  await setPeriodEnd(e2e, user.id, new Date(Date.now() - 60_000).toISOString());
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Free plan' }).getByRole('button', { name: 'Current Plan' })).toBeVisible();
  await expect(page.getByTestId('credits-badge')).toContainText('10/10');
});

test('a Plus subscriber sees their plan everywhere, is offered nothing on top, and cancels through the portal to the end of the period', async ({
  page,
  user,
  e2e,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaUi(page, user);
  await page.goto('/subscription');
  await page.getByRole('listitem', { name: 'Plus plan' }).getByRole('button', { name: 'Start Now' }).click();
  await page.getByRole('button', { name: /Pay 9.99 EUR/ }).click();

  const plus = page.getByRole('listitem', { name: 'Plus plan' });
  await expect(plus.getByRole('button', { name: 'Current Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your plan' })).toBeVisible();
  // The payment toast is the toaster's (shared) styling, not this page's: close it before checking the page.
  await page.getByRole('button', { name: 'Close toast' }).click();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByRole('region', { name: 'Your plan' })).toContainText('Offerpilot Plus');
  await expect(sidebar.getByRole('link', { name: 'Try Plus®' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Weekly plans' }).click();
  const flash = page.getByRole('listitem', { name: 'Flash plan' });
  await expect(flash).toContainText('Included in your Plus plan');
  await expect(page.getByRole('button', { name: 'Start Now' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'tmp/screenshots/plans-plus-weekly-1440.png', fullPage: true });
  await page.getByRole('button', { name: /Monthly plans/ }).click();
  await expect(plus.getByRole('button', { name: 'Manage subscription' })).toBeVisible();
  await page.screenshot({ path: 'tmp/screenshots/plans-plus-1440.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'tmp/screenshots/plans-plus-390.png', fullPage: true });

  await plus.getByRole('button', { name: 'Manage subscription' }).click();
  await expect(page.getByText('Test portal.')).toBeVisible();
  await page.screenshot({ path: 'tmp/screenshots/test-portal-390.png', fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByText(user.email)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Plus (test)' }).click();
  // As Stripe's portal does by default: cancelled at the end of the period, Plus until then.
  await expect(page.getByRole('status')).toHaveText(/^Your Plus subscription is cancelled: it stays active until \d{4}-\d{2}-\d{2}\.$/);
  await expect(page.getByRole('button', { name: 'Renew Plus (test)' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Offerpilot' }).click();

  await expect(plus.getByRole('button', { name: 'Current Plan' })).toBeVisible();
  await expect(page.getByText(/^You are on Plus until \w+ \d{1,2}, \d{4}, then back to Free/)).toBeVisible();
  await expect(plus).toContainText('Ends on');
  await expect(page.getByTestId('credits-badge')).toHaveCount(0);
  await page.screenshot({ path: 'tmp/screenshots/plans-plus-cancelled-1440.png' });

  // The period is over: back to Free.
  await setPeriodEnd(e2e, user.id, new Date(Date.now() - 60_000).toISOString());
  await page.reload();
  await expect(page.getByRole('listitem', { name: 'Free plan' }).getByRole('button', { name: 'Current Plan' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Plus plan' }).getByRole('button', { name: 'Start Now' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Try Plus®' })).toBeVisible();
  await expect(page.getByTestId('credits-badge')).toContainText('10/10');
});
