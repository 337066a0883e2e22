// Query keys for experiences.
export const experienceKeys = {
  all: ['experiences'] as const,
  list: () => [...experienceKeys.all, 'list'] as const,
};
