// WebM/Matroska: the elements are read as a flat sequence (masters entered, whatever their size: MediaRecorder writes
// a Segment and Clusters of unknown size), every block's time is its cluster's Timecode plus its own offset, and the
// audio lasts until the end of the last block (its Opus frames, BlockDuration or the track's DefaultDuration), or as
// long as its frames add up to if that is longer. A Duration element that disagrees is refused (MediaRecorder writes none).
import { disagreement, lengthsAgree, opusPacketSamples, type Measured } from './audio-bytes.ts';

const MASTERS = new Set([0x18538067, 0x1549a966, 0x1654ae6b, 0xae, 0x1f43b675, 0xa0]); // Segment, Info, Tracks, TrackEntry, Cluster, BlockGroup
const ID = {
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  codecId: 0x86,
  defaultDuration: 0x23e383,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  block: 0xa1,
  blockDuration: 0x9b,
};

/** A variable-length integer at `at`: its length and value (marker bit kept for IDs, cleared for sizes; all ones: unknown). */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { length: number; value: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.byteLength) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let isAllOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + bytes[at + i];
    isAllOnes &&= bytes[at + i] === 0xff;
  }
  return { length, value: !keepMarker && isAllOnes ? -1 : value };
}

function readUint(bytes: Uint8Array, at: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i += 1) value = value * 256 + bytes[at + i];
  return value;
}

export function webmDuration(bytes: Uint8Array): Measured {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let scale = 1_000_000; // nanoseconds per timecode unit
  let declared: number | null = null;
  let isOpus = false;
  let defaultDurationNs = 0;
  let clusterTimecode = 0;
  let endNs = 0;
  /** The frames' own lengths added up: blocks stamped on top of each other still last this long. */
  let framesNs = 0;
  let lastBlockStartNs = 0;
  let at = 0;
  while (at < bytes.byteLength) {
    const id = vint(bytes, at, true);
    const size = id && vint(bytes, at + id.length, false);
    if (!id || !size) return null;
    const body = at + id.length + size.length;
    if (MASTERS.has(id.value) || id.value === 0x1a45dfa3) {
      at = id.value === 0x1a45dfa3 ? body + size.value : body; // the EBML header is skipped, masters entered
      continue;
    }
    if (size.value < 0) return null;
    const end = Math.min(body + size.value, bytes.byteLength);
    if (id.value === ID.timecodeScale) scale = readUint(bytes, body, size.value);
    else if (id.value === ID.duration) declared = size.value === 4 ? view.getFloat32(body) : view.getFloat64(body);
    else if (id.value === ID.codecId) isOpus = new TextDecoder().decode(bytes.subarray(body, end)) === 'A_OPUS';
    else if (id.value === ID.defaultDuration) defaultDurationNs = readUint(bytes, body, size.value);
    else if (id.value === ID.timecode) clusterTimecode = readUint(bytes, body, size.value);
    else if (id.value === ID.blockDuration) endNs = Math.max(endNs, lastBlockStartNs + readUint(bytes, body, size.value) * scale);
    else if (id.value === ID.simpleBlock || id.value === ID.block) {
      const track = vint(bytes, body, false);
      if (!track || body + track.length + 3 > bytes.byteLength) return null;
      const relative = view.getInt16(body + track.length);
      const isLaced = (bytes[body + track.length + 2] & 0x06) !== 0;
      lastBlockStartNs = (clusterTimecode + relative) * scale;
      const frame = bytes.subarray(body + track.length + 3, end);
      const frames = isLaced ? (frame[0] ?? 0) + 1 : 1;
      const lastsNs = isOpus && !isLaced ? (opusPacketSamples(frame) / 48_000) * 1e9 : frames * defaultDurationNs;
      endNs = Math.max(endNs, lastBlockStartNs + lastsNs);
      framesNs += lastsNs;
    }
    at = body + size.value;
  }
  const seconds = Math.max(endNs, framesNs) / 1e9;
  if (seconds === 0) return null;
  if (declared !== null && declared > 0) {
    const declaredSeconds = (declared * scale) / 1e9;
    if (!lengthsAgree(declaredSeconds, seconds)) return disagreement('WebM', declaredSeconds, seconds);
  }
  return { seconds };
}
