// Query keys of the interview debriefs (public.interview_debriefs), one per interview.
export const debriefKeys = {
  all: ['debriefs'] as const,
  lists: () => [...debriefKeys.all, 'list'] as const,
  details: () => [...debriefKeys.all, 'detail'] as const,
  detail: (interviewId: string) => [...debriefKeys.details(), interviewId] as const,
};
