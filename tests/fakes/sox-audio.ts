// Real WAV files made by sox, for what a recording is charged.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'sox-audio-'));

/** A mono 16-bit WAV tone of `seconds` at `rate` Hz. */
export function soxTone(rate: number, seconds: number): Buffer {
  const file = path.join(dir, `tone-${rate}-${seconds}.wav`);
  execFileSync('sox', ['-n', '-r', String(rate), '-c', '1', '-b', '16', file, 'synth', String(seconds), 'sine', '440']);
  return readFileSync(file);
}

/** A WAV whose header's byte-rate field says `byteRate` (the samples unchanged). */
export function lyingWav(wav: Buffer, byteRate: number): Buffer {
  const copy = Buffer.from(wav);
  copy.writeUInt32LE(byteRate, copy.indexOf('fmt ') + 16);
  return copy;
}
