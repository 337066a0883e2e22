// Query keys of the saved coach sessions (public.coach_sessions).
export const coachSessionKeys = {
  all: ['coach-sessions'] as const,
  lists: () => [...coachSessionKeys.all, 'list'] as const,
  list: (userId: string) => [...coachSessionKeys.lists(), userId] as const,
};
