// Ogg (RFC 3533): every page is read, whatever junk lies between pages (decoders resynchronise on "OggS" too).
// Per logical stream: the highest granule position at the codec's rate (Opus: 48 kHz less the pre-skip; Vorbis,
// Speex, FLAC: their own rate) and, for Opus, the samples counted from each packet's TOC byte: they must agree.
import { ascii, disagreement, lengthsAgree, opusPacketSamples, type Measured } from './audio-bytes.ts';

interface LogicalStream {
  codec: 'opus' | 'vorbis' | 'speex' | 'flac' | 'unknown';
  rate: number;
  preSkip: number;
  /** Vorbis: the short block size; every audio packet adds at least half of it. */
  shortBlock: number;
  packets: number;
  maxGranule: number;
  opusSamples: number;
  pending: Uint8Array[];
}

function identify(packet: Uint8Array): Pick<LogicalStream, 'codec' | 'rate' | 'preSkip' | 'shortBlock'> {
  const view = new DataView(packet.buffer, packet.byteOffset, packet.byteLength);
  if (packet.byteLength >= 19 && ascii(packet, 0, 8) === 'OpusHead') return { codec: 'opus', rate: 48_000, preSkip: view.getUint16(10, true), shortBlock: 0 };
  if (packet.byteLength >= 30 && ascii(packet, 0, 7) === '\x01vorbis')
    return { codec: 'vorbis', rate: view.getUint32(12, true), preSkip: 0, shortBlock: 2 ** (packet[28] & 0x0f) };
  if (packet.byteLength >= 40 && ascii(packet, 0, 8) === 'Speex   ') return { codec: 'speex', rate: view.getUint32(36, true), preSkip: 0, shortBlock: 0 };
  if (packet.byteLength >= 30 && ascii(packet, 0, 5) === '\x7fFLAC') {
    const info = packet.subarray(17);
    return { codec: 'flac', rate: (info[10] << 12) | (info[11] << 4) | (info[12] >> 4), preSkip: 0, shortBlock: 0 };
  }
  return { codec: 'unknown', rate: 0, preSkip: 0, shortBlock: 0 };
}

function finishPacket(stream: LogicalStream): void {
  const length = stream.pending.reduce((sum, part) => sum + part.byteLength, 0);
  const packet = new Uint8Array(length);
  let at = 0;
  for (const part of stream.pending) {
    packet.set(part, at);
    at += part.byteLength;
  }
  stream.pending = [];
  if (stream.packets === 0) Object.assign(stream, identify(packet));
  // Opus: OpusHead and OpusTags come first; every later packet is audio.
  else if (stream.codec === 'opus' && stream.packets >= 2) stream.opusSamples += opusPacketSamples(packet);
  stream.packets += 1;
}

export function oggDuration(bytes: Uint8Array): Measured {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const streams = new Map<number, LogicalStream>();
  let offset = 0;
  while (offset + 27 <= bytes.byteLength) {
    if (ascii(bytes, offset, 4) !== 'OggS') {
      const next = bytes.indexOf(0x4f, offset + 1);
      if (next < 0) break;
      offset = next;
      continue;
    }
    const segments = bytes[offset + 26];
    const lacing = bytes.subarray(offset + 27, offset + 27 + segments);
    const serial = view.getUint32(offset + 14, true);
    const granule = view.getBigInt64(offset + 6, true);
    const stream = streams.get(serial) ?? { codec: 'unknown', rate: 0, preSkip: 0, shortBlock: 0, packets: 0, maxGranule: 0, opusSamples: 0, pending: [] };
    streams.set(serial, stream);
    if (granule > 0n && Number(granule) > stream.maxGranule) stream.maxGranule = Number(granule);
    let at = offset + 27 + segments;
    for (const size of lacing) {
      stream.pending.push(bytes.subarray(at, Math.min(at + size, bytes.byteLength)));
      at += size;
      if (size < 255) finishPacket(stream);
    }
    offset = at;
  }
  if (streams.size === 0) return null;
  let seconds = 0;
  for (const stream of streams.values()) {
    if (stream.codec === 'unknown' || stream.rate === 0) return null;
    const fromGranule = Math.max(0, stream.maxGranule - stream.preSkip) / stream.rate;
    if (stream.codec === 'opus') {
      const counted = Math.max(0, stream.opusSamples - stream.preSkip) / stream.rate;
      if (!lengthsAgree(fromGranule, counted)) return disagreement('Ogg', fromGranule, counted);
      seconds += Math.max(fromGranule, counted);
    } else if (stream.codec === 'vorbis') {
      // Three header packets, then audio: each packet after the first decodes at least half a short block.
      const atLeast = (Math.max(0, stream.packets - 4) * stream.shortBlock) / 2 / stream.rate;
      if (fromGranule < atLeast && !lengthsAgree(fromGranule, atLeast)) return disagreement('Ogg', fromGranule, atLeast);
      seconds += Math.max(fromGranule, atLeast);
    } else {
      seconds += fromGranule;
    }
  }
  return { seconds };
}
