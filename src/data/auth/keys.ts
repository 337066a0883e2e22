// Query keys of auth-related one-off reads.
export const authKeys = {
  all: ['auth'] as const,
  recovery: () => [...authKeys.all, 'recovery'] as const,
};
