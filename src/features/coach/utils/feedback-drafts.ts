// The feedback drafts of the answer being given: one at a time, started on the early end of the answer turn and
// dropped when the person goes on; the confirmed answer takes the draft if it asked exactly the same (same turn,
// question and words), else the draft is dropped and a new request starts under the same turn key (one charge a turn).
import type { FeedbackStream } from './feedback-stream';

type Request = FeedbackStream['request'];

export class FeedbackDrafts {
  private current: FeedbackStream | null = null;

  constructor(private readonly start: (request: Request) => FeedbackStream) {}

  draft(request: Request): void {
    this.drop();
    this.current = this.start(request);
  }

  /** Drops the open draft (only that turn's, when `turnKey` is given). */
  drop(turnKey?: string): void {
    if (!this.current || (turnKey !== undefined && this.current.request.turn !== turnKey)) return;
    this.current.cancel();
    this.current = null;
  }

  /** The stream that answers `request`: the open draft when it asked the same, else a new one. */
  take(request: Request): FeedbackStream {
    const draft = this.current;
    this.current = null;
    if (draft && JSON.stringify(draft.request) === JSON.stringify(request)) return draft;
    draft?.cancel();
    return this.start(request);
  }
}
