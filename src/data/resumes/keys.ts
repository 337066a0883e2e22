// Query keys for resume files in the private `resumes` bucket.
export const resumeKeys = {
  all: ['resumes'] as const,
  signedUrl: (path: string) => [...resumeKeys.all, 'signed-url', path] as const,
};
