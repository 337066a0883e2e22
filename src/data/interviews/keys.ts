// Query keys for interviews.
export const interviewKeys = {
  all: ['interviews'] as const,
  byApplication: (applicationId: string) => [...interviewKeys.all, 'application', applicationId] as const,
};
