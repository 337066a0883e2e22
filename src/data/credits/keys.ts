// Query keys of the AI credits (public.ai_credits()).
export const creditsKeys = {
  all: ['credits'] as const,
  detail: (userId: string) => [...creditsKeys.all, userId] as const,
};
