// MPEG audio (MP3, and layers I/II): every frame header is read, from after the ID3v2 tag to the end, resynchronising
// past junk as decoders do. A Xing/Info or VBRI header's frame count that disagrees with the frames present is refused.
import { ascii, disagreement, lengthsAgree, type Measured } from './audio-bytes.ts';

const KBPS: Record<string, number[]> = {
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const RATES = { 1: [44_100, 48_000, 32_000], 2: [22_050, 24_000, 16_000], 2.5: [11_025, 12_000, 8_000] } as const;

interface Frame {
  length: number;
  samples: number;
  sampleRate: number;
  /** Where a Xing/Info header would start in this frame (after the side information). */
  xingAt: number;
}

/** The frame whose header starts at `at`, or null when those bytes are not a valid header. */
function frameAt(bytes: Uint8Array, at: number): Frame | null {
  if (at + 4 > bytes.byteLength || bytes[at] !== 0xff || (bytes[at + 1] & 0xe0) !== 0xe0) return null;
  const versionBits = (bytes[at + 1] >> 3) & 3;
  const layer = 4 - ((bytes[at + 1] >> 1) & 3);
  const bitrateIndex = bytes[at + 2] >> 4;
  const rateIndex = (bytes[at + 2] >> 2) & 3;
  if (versionBits === 1 || layer === 4 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null; // reserved, or free format
  const version = versionBits === 3 ? 1 : versionBits === 2 ? 2 : 2.5;
  const kbps = KBPS[`${version === 1 ? 1 : 2}-${version === 1 ? layer : Math.min(layer, 2)}`][bitrateIndex];
  const sampleRate = RATES[version][rateIndex];
  const padding = (bytes[at + 2] >> 1) & 1;
  const isMono = bytes[at + 3] >> 6 === 3;
  if (layer === 1) return { length: (Math.floor((12_000 * kbps) / sampleRate) + padding) * 4, samples: 384, sampleRate, xingAt: -1 };
  const samples = layer === 3 && version !== 1 ? 576 : 1152;
  const sideInfo = layer !== 3 ? -1 : version === 1 ? (isMono ? 17 : 32) : isMono ? 9 : 17;
  return { length: Math.floor((samples / 8) * ((kbps * 1000) / sampleRate)) + padding, samples, sampleRate, xingAt: sideInfo < 0 ? -1 : at + 4 + sideInfo };
}

/** The frame count a Xing/Info or VBRI header in the first frame declares, or null. */
function declaredFrames(bytes: Uint8Array, at: number, frame: Frame): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const xing = frame.xingAt;
  if (xing > 0 && xing + 12 <= bytes.byteLength && ['Xing', 'Info'].includes(ascii(bytes, xing, 4)) && (view.getUint32(xing + 4) & 1) === 1) {
    return view.getUint32(xing + 8);
  }
  if (at + 36 + 18 <= bytes.byteLength && ascii(bytes, at + 36, 4) === 'VBRI') return view.getUint32(at + 36 + 14);
  return null;
}

export function mp3Duration(bytes: Uint8Array): Measured {
  let at = 0;
  // ID3v2: a 10-byte header, a syncsafe size, and a 10-byte footer when flagged.
  while (ascii(bytes, at, 3) === 'ID3' && at + 10 <= bytes.byteLength) {
    at += 10 + ((bytes[at + 6] << 21) | (bytes[at + 7] << 14) | (bytes[at + 8] << 7) | bytes[at + 9]) + (bytes[at + 5] & 0x10 ? 10 : 0);
  }
  let seconds = 0;
  let frames = 0;
  let declared: { frames: number; samples: number; sampleRate: number } | null = null;
  while (at + 4 <= bytes.byteLength) {
    const frame = frameAt(bytes, at);
    if (!frame) {
      at += 1;
      continue;
    }
    if (frames === 0 && declared === null) {
      const count = declaredFrames(bytes, at, frame);
      if (count !== null) {
        // The header frame itself holds no audio.
        declared = { frames: count, samples: frame.samples, sampleRate: frame.sampleRate };
        at += frame.length;
        continue;
      }
    }
    frames += 1;
    seconds += frame.samples / frame.sampleRate;
    at += frame.length;
  }
  if (frames === 0) return null;
  if (declared) {
    const declaredSeconds = (declared.frames * declared.samples) / declared.sampleRate;
    if (!lengthsAgree(declaredSeconds, seconds)) return disagreement('MP3', declaredSeconds, seconds);
  }
  return { seconds };
}
