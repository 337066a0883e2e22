// MP4/M4A (ISO BMFF): every track's samples are added up, from its sample table (stts) and from every movie fragment
// (tfdt + trun, with trex/tfhd defaults: what MediaRecorder writes), at the track's timescale (mdhd). A duration in
// mdhd or mvhd that disagrees with the samples is refused.
import { ascii, disagreement, lengthsAgree, type Measured } from './audio-bytes.ts';

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'mvex', 'moof', 'traf']);

interface Track {
  timescale: number;
  declared: number;
  sampleTable: number;
  fragmentsEnd: number;
  defaultDuration: number;
}

export function mp4Duration(bytes: Uint8Array): Measured {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u64 = (at: number) => view.getUint32(at) * 2 ** 32 + view.getUint32(at + 4);
  const tracks = new Map<number, Track>();
  const track = (id: number) => tracks.get(id) ?? tracks.set(id, { timescale: 0, declared: 0, sampleTable: 0, fragmentsEnd: 0, defaultDuration: 0 }).get(id)!;
  let movie = { timescale: 0, declared: 0 };
  let currentTrack = 0;
  let fragment = { track: 0, start: -1, defaultDuration: 0, sum: 0 };
  const closeFragment = () => {
    if (fragment.track === 0) return;
    const owner = track(fragment.track);
    owner.fragmentsEnd = Math.max(owner.fragmentsEnd + fragment.sum, fragment.start >= 0 ? fragment.start + fragment.sum : 0);
  };

  const walk = (start: number, end: number): void => {
    for (let at = start; at + 8 <= end;) {
      let size = view.getUint32(at);
      const type = ascii(bytes, at + 4, 4);
      let header = 8;
      if (size === 1) [size, header] = [u64(at + 8), 16];
      else if (size === 0) size = end - at;
      if (size < header) return;
      const body = at + header;
      const boxEnd = Math.min(at + size, end);
      const version = bytes[body];
      if (type === 'traf') (closeFragment(), (fragment = { track: 0, start: -1, defaultDuration: 0, sum: 0 }));
      if (CONTAINERS.has(type)) walk(body, boxEnd);
      else if (type === 'mvhd')
        movie =
          version === 1
            ? { timescale: view.getUint32(body + 20), declared: u64(body + 24) }
            : { timescale: view.getUint32(body + 12), declared: view.getUint32(body + 16) };
      else if (type === 'tkhd') currentTrack = view.getUint32(body + (version === 1 ? 20 : 12));
      else if (type === 'mdhd') {
        const owner = track(currentTrack);
        [owner.timescale, owner.declared] =
          version === 1 ? [view.getUint32(body + 20), u64(body + 24)] : [view.getUint32(body + 12), view.getUint32(body + 16)];
      } else if (type === 'stts') {
        let sum = 0;
        for (let entry = 0, count = view.getUint32(body + 4); entry < count; entry += 1)
          sum += view.getUint32(body + 8 + entry * 8) * view.getUint32(body + 12 + entry * 8);
        track(currentTrack).sampleTable = sum;
      } else if (type === 'trex') track(view.getUint32(body + 4)).defaultDuration = view.getUint32(body + 12);
      else if (type === 'tfhd') {
        const flags = view.getUint32(body) & 0xffffff;
        fragment.track = view.getUint32(body + 4);
        const field = body + 8 + (flags & 0x1 ? 8 : 0) + (flags & 0x2 ? 4 : 0);
        fragment.defaultDuration = flags & 0x8 ? view.getUint32(field) : track(fragment.track).defaultDuration;
      } else if (type === 'tfdt') fragment.start = version === 1 ? u64(body + 4) : view.getUint32(body + 4);
      else if (type === 'trun') {
        const flags = view.getUint32(body) & 0xffffff;
        const count = view.getUint32(body + 4);
        let field = body + 8 + (flags & 0x1 ? 4 : 0) + (flags & 0x4 ? 4 : 0);
        const perSample = [0x100, 0x200, 0x400, 0x800].filter((bit) => flags & bit).length * 4;
        // Per-sample durations are read (a count beyond the box's bytes throws: bounded by its size); otherwise the default.
        if (!(flags & 0x100)) fragment.sum += count * fragment.defaultDuration;
        else for (let sample = 0; sample < count; sample += 1, field += perSample) fragment.sum += view.getUint32(field);
      }
      at += size;
    }
  };
  walk(0, bytes.byteLength);
  closeFragment();

  let seconds = 0;
  let isFragmented = false;
  for (const { timescale, declared, sampleTable, fragmentsEnd } of tracks.values()) {
    if (timescale === 0) continue;
    const computed = Math.max(sampleTable, fragmentsEnd) / timescale;
    isFragmented ||= fragmentsEnd > 0;
    // A fragmented file may declare 0 (unknown) or only its first part (the moov was written before the fragments).
    if (declared > 0 && fragmentsEnd === 0 && !lengthsAgree(declared / timescale, computed)) return disagreement('MP4', declared / timescale, computed);
    seconds = Math.max(seconds, computed);
  }
  if (!isFragmented && movie.timescale > 0 && movie.declared > 0 && seconds > 0 && !lengthsAgree(movie.declared / movie.timescale, seconds)) {
    return disagreement('MP4', movie.declared / movie.timescale, seconds);
  }
  return seconds > 0 ? { seconds } : null;
}
