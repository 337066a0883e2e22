// A commit's audio is kept until its words arrive, and no longer; what is kept has a cap, the oldest parts going first.
import { describe, expect, it, vi } from 'vitest';
import { TurnUploads } from './turn-uploads';
import { WAV_HEADER_BYTES } from './wav';

const frame = () => new Int16Array(480).fill(1000); // 20 ms at 24 kHz
const speak = (uploads: TurnUploads, ms: number) => {
  for (let at = 0; at < ms; at += 20) uploads.keep(frame(), false);
};
/** The seconds of audio in the WAV a transcription is given. */
const secondsOf = (wav: Blob) => (wav.size - WAV_HEADER_BYTES) / 2 / 24_000;

describe('TurnUploads', () => {
  it('gives a commit’s part to the transcription once, and nothing once its words arrived', async () => {
    const uploads = new TurnUploads();
    const transcribe = vi.fn(async (wav: Blob) => `${secondsOf(wav)} s`);
    speak(uploads, 1000);
    uploads.cut({ turn: 1, order: 1 });
    speak(uploads, 400);
    uploads.cut({ turn: 1, order: 2 });
    uploads.settle({ turn: 1, order: 1 });
    expect(await uploads.take({ turn: 1, order: 1 }, transcribe)).toBeNull();
    expect(await uploads.take({ turn: 1, order: 2 }, transcribe, 'item_7')).toEqual({ itemId: 'item_7', text: '0.4 s' });
    expect(await uploads.take({ turn: 1, order: 2 }, transcribe)).toBeNull();
    expect(transcribe).toHaveBeenCalledTimes(1);
  });

  it('keeps at most the last minute of audio not committed yet (a tab that never goes quiet)', async () => {
    const uploads = new TurnUploads();
    const transcribe = vi.fn(async (wav: Blob) => `${secondsOf(wav)} s`);
    speak(uploads, 70_000);
    uploads.cut({ turn: 1, order: 1 });
    expect(await uploads.take({ turn: 1, order: 1 }, transcribe)).toEqual({ itemId: 'upload_1_1', text: '60 s' });
  });

  it('keeps at most a minute of committed audio whose words are owed: the oldest part goes first', async () => {
    const uploads = new TurnUploads();
    const transcribe = vi.fn(async (wav: Blob) => `${secondsOf(wav)} s`);
    for (let order = 1; order <= 7; order += 1) {
      speak(uploads, 10_000);
      uploads.cut({ turn: order, order });
    }
    expect(await uploads.take({ turn: 1, order: 1 }, transcribe)).toBeNull();
    expect(await uploads.take({ turn: 2, order: 2 }, transcribe)).toEqual({ itemId: 'upload_2_2', text: '10 s' });
  });
});
