// Which turn each realtime transcript item belongs to, and its place: every commit sent is labelled with its turn and
// its order among the session's commits, and matched with the `committed` acknowledgements of the socket it was sent
// on, one queue per socket (a socket that drops before acknowledging takes its own labels with it, never shifting a
// newer socket's). Every item then carries its commit's turn and order, so a late final (an old socket's too) joins
// its own turn, in its place, never the turn being heard. A commit's fate is told: its words arrived (`heard`), or
// its socket closed before they did (`lost`: the session transcribes the commit's kept audio another way). A socket
// replaced by a new one (a drop, a re-mint) never commits the audio it was hearing: that audio goes again to the new
// socket, so the old socket's words for it are taken back (`unheard`), now and as they come, never heard twice.
import type { Transcriber, TranscriberEvent } from './realtime-transcriber';
import type { HearingEvent } from './turn-state';

/** A commit: the turn it cuts and its place among the session's commits. */
export interface Commit {
  turn: number;
  order: number;
}

/** What became of the commits sent on a socket. */
export interface CommitFates {
  /** The commit's words arrived (its final, or its failure: it owes no more). */
  heard(commit: Commit): void;
  /**
   * The socket closed before the commit's words arrived; `itemId`: the item its words were heard under so far, if any
   * (an acknowledged item, or the first item whose words came before the commit was acknowledged).
   */
  lost(commit: Commit, itemId: string | undefined): void;
  /** Words of `itemId` were heard for audio its socket will not commit (sent again to the next socket): drop them. */
  unheard(itemId: string): void;
}

export class ItemTurns {
  private items = new Map<string, Commit>();
  /** The commit asked for and not yet sent on a socket (the next one sent carries it). */
  private asked: Commit | null = null;
  /** What the sockets tracked so far do once a newer socket replaces them. */
  private readonly replaced: Array<() => void> = [];

  constructor(private readonly fates: CommitFates) {}

  committing(commit: Commit): void {
    this.asked = commit;
  }

  /** Opens one socket's transcriber: its commits carry the asked commit's label, matched with its own acknowledgements. */
  track(open: (onEvent: (event: TranscriberEvent) => void) => Transcriber, onEvent: (event: TranscriberEvent) => void): Transcriber {
    /** Commits sent and not acknowledged, in order; acknowledged ones whose words have not arrived, by item. */
    const sent: Commit[] = [];
    const owed = new Map<string, Commit>();
    /** Items whose words came before any acknowledgement named them (a live model's): the unacknowledged commits', in order. */
    const unnamed: string[] = [];
    /** Replaced: items of the audio it will not commit (not one of its commits) are the next socket's to hear. */
    let isReplaced = false;
    const abandoned = new Set<string>();
    const abandon = (itemId: string) => {
      abandoned.add(itemId);
      this.fates.unheard(itemId);
    };
    this.replaced.splice(0).forEach((replace) => replace());
    this.replaced.push(() => {
      isReplaced = true;
      unnamed.splice(sent.length).forEach(abandon);
    });
    const transcriber = open((event) => {
      if (event.type === 'delta' && isReplaced && !this.items.has(event.itemId) && !unnamed.includes(event.itemId) && unnamed.length >= sent.length) {
        abandon(event.itemId);
      }
      if ((event.type === 'delta' || event.type === 'final') && abandoned.has(event.itemId)) return;
      if (event.type === 'committed') {
        const commit = sent.shift();
        if (commit) {
          this.items.set(event.itemId, commit);
          owed.set(event.itemId, commit);
        }
        if (unnamed.includes(event.itemId)) unnamed.splice(unnamed.indexOf(event.itemId), 1);
      }
      if (event.type === 'delta' && !this.items.has(event.itemId) && !unnamed.includes(event.itemId)) unnamed.push(event.itemId);
      if (event.type === 'final' || event.type === 'failed') {
        const commit = owed.get(event.itemId);
        owed.delete(event.itemId);
        if (commit) this.fates.heard(commit);
      }
      if (event.type === 'closed') {
        // In commit order: the acknowledged ones (in the order of their acknowledgements), then those sent after them.
        const lost: Array<[Commit, string | undefined]> = [...owed].map(([itemId, commit]) => [commit, itemId]);
        const unacknowledged = sent.splice(0);
        lost.push(...unacknowledged.map((commit, i): [Commit, string | undefined] => [commit, unnamed[i]]));
        unnamed.splice(0, unacknowledged.length);
        owed.clear();
        lost.forEach(([commit, itemId]) => this.fates.lost(commit, itemId));
      }
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
