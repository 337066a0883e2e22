// Query keys of the copilot's chat messages, one list per copilot session (session_id = app_{id}, int_{id} or demo).
export const chatMessageKeys = {
  all: ['chat-messages'] as const,
  sessions: () => [...chatMessageKeys.all, 'session'] as const,
  session: (sessionId: string) => [...chatMessageKeys.sessions(), sessionId] as const,
  /** The questions asked in several sessions (the Coach's practice questions). */
  asked: (sessionIds: ReadonlyArray<string>) => [...chatMessageKeys.all, 'asked', [...sessionIds].sort().join(',')] as const,
};
