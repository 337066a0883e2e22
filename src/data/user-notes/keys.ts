// Query keys of the copilot notes, one note per copilot session.
export const userNoteKeys = {
  all: ['user-notes'] as const,
  session: (sessionId: string) => [...userNoteKeys.all, 'session', sessionId] as const,
};
