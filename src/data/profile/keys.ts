// Query keys of the signed-in person's profile (user_profiles row), first name (Supabase Auth's user metadata) and
// "facts about me" (issue #39).
export const profileKeys = {
  all: ['profile'] as const,
  detail: (userId: string) => [...profileKeys.all, userId] as const,
  firstName: (userId: string) => [...profileKeys.detail(userId), 'first-name'] as const,
  factsAboutMe: (userId: string) => [...profileKeys.detail(userId), 'facts-about-me'] as const,
};
