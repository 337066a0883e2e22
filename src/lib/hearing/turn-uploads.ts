// The upload rung of a HearingSession (an upstream without realtime transcription): the interviewer's audio since the
// last commit, with a pre-roll kept while no turn is open, cut at each commit into one WAV transcribed as one item of
// its turn, which keeps its commit's place however late its text comes back.
import type { Commit } from './item-turns';
import { TARGET_RATE } from './pcm';
import { encodeWav } from './wav';

/** Tab audio kept before a turn opens, so an upload includes the onset the machine waited for. */
const UPLOAD_PREROLL_FRAMES = 25;

export interface UploadedPart {
  itemId: string;
  /** Empty when its transcription failed (`error`): the turn stops waiting for this part's words. */
  text: string;
  error?: unknown;
}

export class TurnUploads {
  /** The interviewer's audio since the last commit (and a pre-roll while idle). */
  private uncommitted: Int16Array[] = [];

  keep(samples: Int16Array, isIdle: boolean): void {
    this.uncommitted.push(samples);
    if (isIdle && this.uncommitted.length > UPLOAD_PREROLL_FRAMES) this.uncommitted.shift();
  }

  clear(): void {
    this.uncommitted = [];
  }

  /** The audio since the last commit, transcribed as one item of the commit's turn. */
  async take(commit: Commit, transcribe: (wav: Blob) => Promise<string>): Promise<UploadedPart> {
    const audio = encodeWav(this.uncommitted.splice(0), TARGET_RATE);
    const itemId = `upload_${commit.turn}_${commit.order}`;
    try {
      return { itemId, text: await transcribe(new Blob([audio], { type: 'audio/wav' })) };
    } catch (error) {
      return { itemId, text: '', error };
    }
  }
}
