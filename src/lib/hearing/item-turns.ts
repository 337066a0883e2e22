// Which turn each realtime transcript item belongs to: the turns of the commits sent, in order, matched with the
// transcriber's `committed` events as they come. Every item then carries its commit's turn, so a late final (an old
// socket's too) joins its own turn, never the one being heard.
import type { TranscriberEvent } from './realtime-transcriber';
import type { HearingEvent } from './turn-state';

export class ItemTurns {
  /** The turns of the commits sent and not yet acknowledged, in order. */
  private commits: number[] = [];
  private items = new Map<string, number>();

  committing(turn: number): void {
    this.commits.push(turn);
  }

  /** What a transcriber event says to the turn machine at `at` (null: nothing); `currentTurn` when no commit is owed. */
  eventOf(event: TranscriberEvent, at: number, currentTurn: number): HearingEvent | null {
    if (event.type === 'committed') {
      const turn = this.commits.shift() ?? currentTurn;
      this.items.set(event.itemId, turn);
      return { type: 'transcriptCommitted', at, itemId: event.itemId, previousItemId: event.previousItemId, turn };
    }
    if (event.type !== 'delta' && event.type !== 'final' && event.type !== 'failed') return null;
    const turn = this.items.get(event.itemId);
    if (event.type === 'delta') return { type: 'transcriptDelta', at, itemId: event.itemId, delta: event.delta, turn };
    if (event.type === 'final') return { type: 'transcriptFinal', at, itemId: event.itemId, text: event.text, turn };
    // A failed item owes no more words: the turn stops waiting for them.
    return { type: 'transcriptFinal', at, itemId: event.itemId, text: '', turn };
  }
}
