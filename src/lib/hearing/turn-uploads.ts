// The interviewer's audio by commit: the audio since the last commit, with a pre-roll kept while no turn is open, cut
// at each commit into that commit's part and kept until its words arrive. The upload rung (an upstream without
// realtime transcription) transcribes each part as one WAV at once; a realtime session transcribes one the same way
// only when the socket that owed its words closed first. Either way the words keep the commit's place however late
// they come back.
import type { Commit } from './item-turns';
import { TARGET_RATE } from './pcm';
import { encodeWav } from './wav';

/** Tab audio kept before a turn opens, so an upload includes the onset the machine waited for. */
const UPLOAD_PREROLL_FRAMES = 25;
/**
 * Audio kept at most (60 s of 20 ms frames), committed parts owed their words and the audio since the last commit
 * alike: the oldest goes first. A realtime session keeps every frame, so a tab that never goes quiet (music, a noisy
 * room: no pause, no commit) must not grow the page's memory for the whole interview.
 */
const KEPT_FRAMES = 3000;

export interface UploadedPart {
  itemId: string;
  /** Empty when its transcription failed (`error`): the turn stops waiting for this part's words. */
  text: string;
  error?: unknown;
}

export class TurnUploads {
  /** The interviewer's audio since the last commit (and a pre-roll while idle). */
  private uncommitted: Int16Array[] = [];
  /** Each commit's audio whose words have not arrived, by the commit's order (oldest first). */
  private readonly parts = new Map<number, Int16Array[]>();
  private keptFrames = 0;

  keep(samples: Int16Array, isIdle: boolean): void {
    this.uncommitted.push(samples);
    const limit = isIdle ? UPLOAD_PREROLL_FRAMES : KEPT_FRAMES;
    if (this.uncommitted.length > limit) this.uncommitted.shift();
  }

  /** Drops the audio not committed yet (the committed parts still wait for their words). */
  clear(): void {
    this.uncommitted = [];
  }

  /** The audio since the last commit becomes `commit`'s part, kept until its words arrive (`settle`) or it is taken. */
  cut(commit: Commit): void {
    const frames = this.uncommitted.splice(0);
    if (frames.length === 0) return;
    this.parts.set(commit.order, frames);
    this.keptFrames += frames.length;
    for (const [order, oldest] of this.parts) {
      if (this.keptFrames <= KEPT_FRAMES) break;
      this.parts.delete(order);
      this.keptFrames -= oldest.length;
    }
  }

  /** `commit`'s words arrived: its audio is no longer needed. */
  settle(commit: Commit): void {
    const frames = this.parts.get(commit.order);
    if (!frames) return;
    this.parts.delete(commit.order);
    this.keptFrames -= frames.length;
  }

  /**
   * `commit`'s part transcribed as one item of its turn (`itemId`: the item its words were heard under so far, if any);
   * null when its audio is not kept (nothing to transcribe).
   */
  async take(commit: Commit, transcribe: (wav: Blob) => Promise<string>, itemId = `upload_${commit.turn}_${commit.order}`): Promise<UploadedPart | null> {
    const frames = this.parts.get(commit.order);
    if (!frames) return null;
    this.settle(commit);
    const audio = encodeWav(frames, TARGET_RATE);
    try {
      return { itemId, text: await transcribe(new Blob([audio], { type: 'audio/wav' })) };
    } catch (error) {
      return { itemId, text: '', error };
    }
  }
}
