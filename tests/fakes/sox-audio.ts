// Real audio files made by sox (MP3 needs libsox-fmt-mp3: README, "Tests"), for what a recording is charged.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'sox-audio-'));

/** A mono tone of `seconds` at `rate` Hz in the format the extension names; `options` go before the output (e.g. ['-C', '-4.2'] for a VBR MP3). */
export function soxTone(extension: 'wav' | 'ogg' | 'mp3' | 'flac', rate: number, seconds: number, options: string[] = []): Buffer {
  const file = path.join(dir, `tone-${rate}-${seconds}-${options.join('')}.${extension}`);
  execFileSync('sox', [
    '-n',
    '-r',
    String(rate),
    '-c',
    '1',
    ...(extension === 'wav' ? ['-b', '16'] : []),
    ...options,
    file,
    'synth',
    String(seconds),
    'sine',
    '440',
  ]);
  return readFileSync(file);
}

/** A WAV whose header's byte-rate field says `byteRate` (the samples unchanged). */
export function lyingWav(wav: Buffer, byteRate: number): Buffer {
  const copy = Buffer.from(wav);
  copy.writeUInt32LE(byteRate, copy.indexOf('fmt ') + 16);
  return copy;
}
