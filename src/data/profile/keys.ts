// Query keys of the signed-in person's profile (user_profiles row) and first name (Supabase Auth's user metadata).
export const profileKeys = {
  all: ['profile'] as const,
  detail: (userId: string) => [...profileKeys.all, userId] as const,
  firstName: (userId: string) => [...profileKeys.detail(userId), 'first-name'] as const,
};
