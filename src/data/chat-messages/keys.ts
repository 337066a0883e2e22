// Query keys of the copilot's chat messages, one list per copilot session (session_id = app_{id}, int_{id} or demo).
export const chatMessageKeys = {
  all: ['chat-messages'] as const,
  sessions: () => [...chatMessageKeys.all, 'session'] as const,
  session: (sessionId: string) => [...chatMessageKeys.sessions(), sessionId] as const,
};
