// Turns a HearingSession's answer events into sends (docs/realtime.md, "The screens' side"): a draft is sent with
// its turn key and marked; a cancelled draft is retracted (aborted: the gateway releases it); a confirmed turn keeps
// its draft when it asked the same question, otherwise the draft is retracted and the confirmed text is sent once it
// has settled (one answer in flight at a time), with the same turn key, so the gateway charges the turn once.
// A new turn's answer takes over from an older turn's answer still streaming: the newest question is the one to answer.
import type { HearingSessionEvent } from '@/lib/hearing/hearing-session';
import type { CopilotTurnKey } from '@/features/copilot/hooks/use-ask-copilot';

export interface DraftSender {
  send: (question: string, turn: { key: CopilotTurnKey; isDraft: boolean }) => Promise<boolean>;
  retractDraft: () => void;
  confirmDraft: (question: string) => void;
}

type AnswerEvent = Extract<HearingSessionEvent, { type: 'draftStarted' | 'draftCancelled' | 'confirmed' }>;

export function createDraftConductor(ask: () => DraftSender) {
  /** The draft in flight, by turn key. */
  let draft: { key: string; settled: Promise<boolean> } | null = null;
  /** The last answer sent, draft or not, until it settles. */
  let inFlight: { key: string; settled: Promise<boolean> } | null = null;

  async function send(text: string, key: string, isDraft: boolean): Promise<boolean> {
    if (inFlight && inFlight.key !== key) {
      const older = inFlight;
      ask().retractDraft();
      await older.settled;
    }
    const sent = { key, settled: ask().send(text, { key: key as CopilotTurnKey, isDraft }) };
    inFlight = sent;
    void sent.settled.finally(() => {
      if (inFlight === sent) inFlight = null;
    });
    if (isDraft) draft = sent;
    return sent.settled;
  }

  /** Resolves true when the event ended with an answer delivered for its turn (only `confirmed` can). */
  return async function handle(event: AnswerEvent): Promise<boolean> {
    switch (event.type) {
      case 'draftStarted':
        void send(event.text, event.turnKey, true);
        return false;
      case 'draftCancelled':
        if (draft?.key !== event.turnKey) return false;
        ask().retractDraft();
        draft = null;
        return false;
      case 'confirmed': {
        const open = draft?.key === event.turnKey ? draft : null;
        draft = null;
        if (open && event.isDraftKept) {
          ask().confirmDraft(event.text);
          // A draft that could not go out (the credit check, a failure) is sent again as the answer.
          if (await open.settled) return true;
        } else if (open) {
          ask().retractDraft();
          await open.settled;
        }
        return send(event.text, event.turnKey, false);
      }
    }
  };
}
