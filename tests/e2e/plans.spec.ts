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
  await expect(page.getByRole('button', { name: 'Monthly plans (économisez 50%)' })).toHaveAttribute('aria-pressed', 'true');
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
