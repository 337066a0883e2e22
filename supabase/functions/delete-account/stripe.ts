// Cancels a Stripe subscription immediately (DELETE /v1/subscriptions/{id}); one already ended counts as cancelled.

export interface StripeConfig {
  secretKey: string;
  /** https://api.stripe.com, or a stand-in for tests (STRIPE_API_BASE_URL). */
  baseUrl: string;
}

const ENDED = new Set(['canceled', 'incomplete_expired']);

async function subscriptionStatus(config: StripeConfig, id: string): Promise<string | null> {
  const response = await fetch(`${config.baseUrl}/v1/subscriptions/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${config.secretKey}` },
  });
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) throw new Error(`Stripe answered ${response.status} reading ${id}`);
  const subscription = (await response.json()) as { status?: unknown };
  return typeof subscription.status === 'string' ? subscription.status : null;
}

export async function cancelStripeSubscription(config: StripeConfig, id: string): Promise<void> {
  const response = await fetch(`${config.baseUrl}/v1/subscriptions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${config.secretKey}` },
  });
  if (response.ok) {
    await response.body?.cancel();
    return;
  }
  await response.body?.cancel();
  // Already cancelled (Stripe refuses to cancel twice) or gone: nothing is billed any more.
  const status = await subscriptionStatus(config, id);
  if (status === null || ENDED.has(status)) return;
  throw new Error(`Stripe answered ${response.status} cancelling ${id}`);
}
