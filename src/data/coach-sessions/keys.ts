// Query keys of the saved coach sessions (public.coach_sessions).
export const coachSessionKeys = {
  all: ['coach-sessions'] as const,
  lists: () => [...coachSessionKeys.all, 'list'] as const,
  list: (userId: string) => [...coachSessionKeys.lists(), userId] as const,
  /** The sessions about one application or interview (its session id), under lists so a saved session refreshes it. */
  subject: (sessionId: string) => [...coachSessionKeys.lists(), 'subject', sessionId] as const,
};
