// Query keys of the saved fit analyses (public.application_analyses), one per application.
export const analysisKeys = {
  all: ['analyses'] as const,
  details: () => [...analysisKeys.all, 'detail'] as const,
  detail: (applicationId: string) => [...analysisKeys.details(), applicationId] as const,
};
