// Turns a HearingSession's answer events into sends (docs/realtime.md, "The screens' side"): a draft is sent with
// its turn key and marked; a cancelled draft is retracted (aborted: the gateway releases it); a confirmed turn keeps
// its draft when it asked the same question, otherwise the draft is retracted and the confirmed text is sent once it
// has settled (one answer in flight at a time), with the same turn key, so the gateway charges the turn once.
import type { HearingSessionEvent } from '@/lib/hearing/hearing-session';
import type { CopilotTurnKey } from '@/features/copilot/hooks/use-ask-copilot';

export interface DraftSender {
  send: (question: string, turn: { key: CopilotTurnKey; isDraft: boolean }) => Promise<boolean>;
  retractDraft: () => void;
  confirmDraft: () => void;
}

export function createDraftConductor(ask: () => DraftSender) {
  /** The draft in flight, by turn key. */
  let draft: { key: string; settled: Promise<boolean> } | null = null;

  return async function handle(event: HearingSessionEvent): Promise<void> {
    switch (event.type) {
      case 'draftStarted': {
        const key = event.turnKey as CopilotTurnKey;
        draft = { key, settled: ask().send(event.text, { key, isDraft: true }) };
        return;
      }
      case 'draftCancelled':
        if (draft?.key !== event.turnKey) return;
        ask().retractDraft();
        draft = null;
        return;
      case 'confirmed': {
        const open = draft?.key === event.turnKey ? draft : null;
        draft = null;
        if (open && event.isDraftKept) return ask().confirmDraft();
        if (open) {
          ask().retractDraft();
          await open.settled;
        }
        await ask().send(event.text, { key: event.turnKey as CopilotTurnKey, isDraft: false });
        return;
      }
      default:
        return;
    }
  };
}
