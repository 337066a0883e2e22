// Query keys of the account as a whole (what deleting it would do).
export const accountDataKeys = {
  all: ['account-data'] as const,
  deletionPreview: (userEmail: string) => [...accountDataKeys.all, 'deletion-preview', userEmail] as const,
};
