// The session that just ended: the one the Copilot was connected to until Close session (or a lost connection), until
// the next one starts. Derived while rendering (React's "storing information from previous renders").
import { useState } from 'react';

export function useEndedSession(isConnected: boolean, sessionId: string): string | null {
  const [connectedTo, setConnectedTo] = useState<string | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  if (isConnected && connectedTo !== sessionId) {
    setConnectedTo(sessionId);
    setEnded(null);
  }
  if (!isConnected && connectedTo !== null) {
    setEnded(connectedTo);
    setConnectedTo(null);
  }
  return ended;
}
