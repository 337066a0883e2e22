// A minimal, unfragmented MP4 audio file's boxes (no sample data needed to measure it): one track whose sample table
// (stts) holds `seconds` of 1024-sample frames at 48 kHz, and an mdhd/mvhd duration that says `declaredSeconds`.

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

const words = (...values: number[]) =>
  Buffer.concat(values.map((value) => Buffer.from([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff])));

export function mp4Of({ seconds, declaredSeconds = seconds }: { seconds: number; declaredSeconds?: number }): Buffer {
  const rate = 48_000;
  const frames = Math.round((seconds * rate) / 1024);
  const declared = Math.round(declaredSeconds * rate);
  const ftyp = box('ftyp', Buffer.from('M4A '), words(0), Buffer.from('isomM4A '));
  // version 0: creation, modification, timescale, duration (then fields the parser does not read).
  const mvhd = box('mvhd', words(0, 0, 0, rate, declared), Buffer.alloc(80));
  const tkhd = box('tkhd', words(0, 0, 0, 1, 0, 0), Buffer.alloc(60));
  const mdhd = box('mdhd', words(0, 0, 0, rate, declared, 0));
  const stts = box('stts', words(0, 1, frames, 1024));
  const trak = box('trak', tkhd, box('mdia', mdhd, box('minf', box('stbl', stts))));
  return Buffer.concat([ftyp, box('moov', mvhd, trak)]);
}
