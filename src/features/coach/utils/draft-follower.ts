// When the Coach asks for feedback on an answer still being confirmed. The hearing starts a draft on the words heard
// live at the early end of the answer; when the turn's words then change while it is open (the transcriber's final
// brings the last words, a few hundred milliseconds later), that draft no longer asks about the answer: the confirm
// would drop it and ask again 400 ms later. Asking again as soon as the words change saves that wait. Bounded: at most
// `maxRequests - 1` draft requests a turn, so with the confirm's own request a turn stays within the gateway's drafts
// a turn (AI_DRAFTS.perTurn: one charge) and the drafts dropped before their first sentence stay free.

export interface DraftFollower {
  turnKey: string | null;
  /** The words the open draft asked about. */
  text: string;
  isOpen: boolean;
  /** Draft requests made for this turn. */
  requests: number;
}

export const initialDraftFollower: DraftFollower = { turnKey: null, text: '', isOpen: false, requests: 0 };

export type DraftEvent =
  { type: 'draftStarted' | 'interviewerText'; turnKey: string; text: string } | { type: 'draftCancelled' | 'confirmed'; turnKey: string };

/** The next state, and the draft to ask for now (null: none). */
export function followDraft(
  state: DraftFollower,
  event: DraftEvent,
  maxRequests: number,
): { state: DraftFollower; ask: { turnKey: string; text: string } | null } {
  const isSameTurn = state.turnKey === event.turnKey;
  switch (event.type) {
    case 'draftStarted': {
      const requests = isSameTurn ? state.requests : 0;
      // The last request of the turn is the confirm's.
      if (requests >= maxRequests - 1) return { state: { turnKey: event.turnKey, text: event.text, isOpen: false, requests }, ask: null };
      return { state: { turnKey: event.turnKey, text: event.text, isOpen: true, requests: requests + 1 }, ask: { turnKey: event.turnKey, text: event.text } };
    }
    case 'interviewerText':
      if (!state.isOpen || !isSameTurn || event.text === state.text || state.requests >= maxRequests - 1) return { state, ask: null };
      return { state: { ...state, text: event.text, requests: state.requests + 1 }, ask: { turnKey: event.turnKey, text: event.text } };
    case 'draftCancelled':
    case 'confirmed':
      return { state: isSameTurn ? { ...state, isOpen: false } : state, ask: null };
  }
}
