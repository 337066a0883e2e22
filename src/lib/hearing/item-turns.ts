// Which turn each realtime transcript item belongs to, and its place: every commit sent is labelled with its turn and
// its order among the session's commits, and matched with the `committed` acknowledgements of the socket it was sent
// on, one queue per socket (a socket that drops before acknowledging takes its own labels with it, never shifting a
// newer socket's). Every item then carries its commit's turn and order, so a late final (an old socket's too) joins
// its own turn, in its place, never the turn being heard.
import type { Transcriber, TranscriberEvent } from './realtime-transcriber';
import type { HearingEvent } from './turn-state';

/** A commit: the turn it cuts and its place among the session's commits. */
export interface Commit {
  turn: number;
  order: number;
}

export class ItemTurns {
  private items = new Map<string, Commit>();
  /** The commit asked for and not yet sent on a socket (the next one sent carries it). */
  private asked: Commit | null = null;

  committing(commit: Commit): void {
    this.asked = commit;
  }

  /** Opens one socket's transcriber: its commits carry the asked commit's label, matched with its own acknowledgements. */
  track(open: (onEvent: (event: TranscriberEvent) => void) => Transcriber, onEvent: (event: TranscriberEvent) => void): Transcriber {
    const sent: Commit[] = [];
    const transcriber = open((event) => {
      const commit = event.type === 'committed' ? sent.shift() : undefined;
      if (commit && event.type === 'committed') this.items.set(event.itemId, commit);
      onEvent(event);
    });
    return {
      ...transcriber,
      commit: () => {
        const isSent = transcriber.commit();
        if (isSent && this.asked) sent.push(this.asked);
        if (isSent) this.asked = null;
        return isSent;
      },
    };
  }

  /** What a transcriber event says to the turn machine at `at` (null: nothing); `currentTurn` for a commit not ours. */
  eventOf(event: TranscriberEvent, at: number, currentTurn: number): HearingEvent | null {
    if (event.type === 'committed') {
      // A commit this session did not label (the server's own) takes the turn being heard, after every labelled one.
      const commit = this.items.get(event.itemId) ?? { turn: currentTurn, order: Number.POSITIVE_INFINITY };
      this.items.set(event.itemId, commit);
      return { type: 'transcriptCommitted', at, itemId: event.itemId, turn: commit.turn, order: commit.order };
    }
    if (event.type !== 'delta' && event.type !== 'final' && event.type !== 'failed') return null;
    const turn = this.items.get(event.itemId)?.turn;
    if (event.type === 'delta') return { type: 'transcriptDelta', at, itemId: event.itemId, delta: event.delta, turn };
    if (event.type === 'final') return { type: 'transcriptFinal', at, itemId: event.itemId, text: event.text, turn };
    // A failed item owes no more words: the turn stops waiting for them.
    return { type: 'transcriptFinal', at, itemId: event.itemId, text: '', turn };
  }
}
