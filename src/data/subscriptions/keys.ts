// Query keys of the person's subscription (public.subscriptions, written only by the Stripe webhook).
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  detail: (userId: string) => [...subscriptionKeys.all, userId] as const,
};
