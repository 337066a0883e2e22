// Query keys of the signed-in person's profile (user_profiles row).
export const profileKeys = {
  all: ['profile'] as const,
  detail: (userId: string) => [...profileKeys.all, userId] as const,
};
