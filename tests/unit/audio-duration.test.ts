// What a transcription is charged: how long the audio lasts, read from real files made by sox, whatever their
// headers say (supabase/functions/ai/audio-duration.ts). Real Chromium recordings: tests/integration/ai-audio.test.ts.
import { describe, expect, it } from 'vitest';
import { audioDuration, chargedSeconds } from '../../supabase/functions/ai/audio-duration.ts';
import { audioFormatOf } from '../../supabase/functions/ai/policy.ts';
import { lyingWav, soxTone } from '../fakes/sox-audio.ts';
import { mp4Of } from '../fakes/mp4.ts';
import { webmOf } from '../fakes/webm.ts';

const charge = (bytes: Buffer) => chargedSeconds(new Uint8Array(bytes), audioFormatOf(bytes.subarray(0, 12)) ?? 'wav');
const refusal = (bytes: Buffer) => {
  const charged = charge(bytes);
  return charged.ok ? `charged ${charged.seconds} s` : charged.message;
};

describe('a recording is charged what it lasts', () => {
  it.each([
    ['an 8 kHz Ogg Vorbis file of 120 s', soxTone('ogg', 8_000, 120), 120],
    ['an 8 kHz MP3 of 120 s (MPEG 2.5, constant bit rate)', soxTone('mp3', 8_000, 120, ['-C', '8']), 121], // sox pads the last frame: 120.17 s
    ['an 8 kHz MP3 of 20 s with a Xing header (variable bit rate)', soxTone('mp3', 8_000, 20, ['-C', '-4.2']), 21],
    ['a 44.1 kHz MP3 of 7 s', soxTone('mp3', 44_100, 7), 8],
    ['a 16 kHz WAV of 30 s', soxTone('wav', 16_000, 30), 30],
    ['an 8 kHz FLAC of 3 s', soxTone('flac', 8_000, 3), 3],
  ])('%s', (_label, bytes, seconds) => {
    expect(charge(bytes)).toEqual({ ok: true, seconds });
  });

  it('counts a WAV whose data size was left unset by the bytes present', () => {
    const wav = soxTone('wav', 8_000, 4);
    wav.writeUInt32LE(0xffffffff, wav.indexOf('data') + 4);
    expect(charge(wav)).toEqual({ ok: true, seconds: 4 });
  });

  it('reads a WebM recording (no Duration, a Cluster of unknown size) to the end of its last Opus block', () => {
    expect(charge(webmOf({ frames: 250 }))).toEqual({ ok: true, seconds: 5 });
  });

  it('adds up an MP4 track’s sample table', () => {
    expect(charge(mp4Of({ seconds: 16 }))).toEqual({ ok: true, seconds: 16 }); // 750 frames of 1024 samples at 48 kHz
  });

  it('bounds what it cannot measure at 2 kbit/s, the lowest speech bit rate: never less than it lasts', () => {
    const unreadable = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]), Buffer.alloc(100_000, 0)]);
    expect(audioDuration(new Uint8Array(unreadable), 'webm')).toEqual({ ok: true, seconds: unreadable.length / 250, isMeasured: false });
  });
});

describe('a recording whose header and audio disagree is refused', () => {
  it('a WAV whose byte-rate field is not its sample rate × block align', () => {
    // 30 s at 16 kHz, 16 bits, mono: 32,000 bytes a second; the header claims 16,000,000 (charged 1 s before).
    expect(refusal(lyingWav(soxTone('wav', 16_000, 30), 16_000_000))).toBe(
      'The WAV header says 16000000 bytes a second, but its sample rate and block size make 32000. Send the recording as it was made.',
    );
  });

  it('an MP3 whose Xing header counts fewer frames than it holds', () => {
    const mp3 = soxTone('mp3', 8_000, 20, ['-C', '-4.2']);
    mp3.writeUInt32BE(10, mp3.indexOf('Xing') + 8);
    expect(refusal(mp3)).toMatch(/^The MP3 file says it lasts 0\.7 s, but its audio lasts 20\.\d s\. Send the recording as it was made\.$/);
  });

  it('an Ogg Vorbis file whose granule positions claim 1 s of its 120', () => {
    const ogg = soxTone('ogg', 8_000, 120);
    for (let at = ogg.indexOf('OggS'); at >= 0; at = ogg.indexOf('OggS', at + 4)) {
      if (ogg.readBigInt64LE(at + 6) > 8_000n) ogg.writeBigInt64LE(8_000n, at + 6);
    }
    expect(refusal(ogg)).toMatch(/^The Ogg file says it lasts 1\.0 s, but its audio lasts/);
  });

  it('a WebM file whose Duration element says less than its blocks last', () => {
    expect(refusal(webmOf({ frames: 250, durationMs: 1_000 }))).toBe(
      'The WebM file says it lasts 1.0 s, but its audio lasts 5.0 s. Send the recording as it was made.',
    );
  });

  it('an MP4 file whose mdhd and mvhd durations say less than its samples last', () => {
    expect(refusal(mp4Of({ seconds: 60, declaredSeconds: 2 }))).toMatch(/^The MP4 file says it lasts 2\.0 s, but its audio lasts 60\.\d s\./);
  });

  it('a WebM file whose blocks are all stamped at 0 still lasts as long as its frames', () => {
    expect(charge(webmOf({ frames: 250, stampedAtZero: true }))).toEqual({ ok: true, seconds: 5 });
  });

  it('a FLAC file whose STREAMINFO counts fewer samples than it holds', () => {
    const flac = soxTone('flac', 8_000, 60, ['-C', '0']);
    flac.writeUInt32BE(8_000, 8 + 14); // total samples (low 32 bits): 1 s
    expect(refusal(flac)).toBe('The FLAC header says 1.0 s, far less than the file holds. Send the recording as it was made.');
  });
});
