// Plays raw PCM16 (little-endian, mono) through Web Audio while it streams in: each chunk becomes an AudioBuffer
// scheduled right after the previous one, so the first words play while the rest is still being synthesized.
// Aborting the signal silences at once (every scheduled source is stopped) and cancels the stream, which cancels
// the request behind it. What is scheduled goes into the page's playback levels, which the hearing compares with the
// microphone (the Coach's own voice is not taken for the person); what a stop silenced is cut from them.
import type { PlaybackLevels } from '@/lib/hearing/playback-levels';

export type PlayOutcome = 'ended' | 'stopped';

/** The part of AudioContext the player uses (a seam for tests). */
export type AudioOutput = Pick<AudioContext, 'currentTime' | 'destination' | 'state' | 'createBuffer' | 'createBufferSource' | 'resume' | 'close'> &
  Partial<Pick<AudioContext, 'outputLatency'>>;

export interface PcmPlayerOptions {
  sampleRate: number;
  /** Where the levels of what plays go, on the page's clock. */
  levels?: PlaybackLevels;
  /** Seams for tests. */
  createOutput?: () => AudioOutput;
  now?: () => number;
}

/** Chunks start this long after "now" when nothing is queued, so the first one is not clipped. */
const LEAD_SECONDS = 0.03;
/** How long a suspended output may take to resume before playback counts as refused. */
const RESUME_TIMEOUT_MS = 1_000;

/** PCM16 little-endian bytes (an even count) as samples in [-1, 1). */
export function pcm16ToFloat(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const samples = new Float32Array(bytes.byteLength >> 1);
  for (let i = 0; i < samples.length; i += 1) samples[i] = view.getInt16(i * 2, true) / 32768;
  return samples;
}

/** When the next chunk starts: right after the queued audio, or just after now when the queue ran dry. */
export function nextStart(queuedUntil: number, now: number): number {
  return Math.max(queuedUntil, now + LEAD_SECONDS);
}

/** Splits a chunk at an even byte count: a sample cut between two network chunks waits for its other half. */
function evenPart(carry: Uint8Array | null, chunk: Uint8Array): { whole: Uint8Array; carry: Uint8Array | null } {
  const joined = carry ? new Uint8Array(carry.length + chunk.length) : chunk;
  if (carry) {
    joined.set(carry);
    joined.set(chunk, carry.length);
  }
  const even = joined.length & ~1;
  return { whole: joined.subarray(0, even), carry: even < joined.length ? joined.slice(even) : null };
}

async function ensureRunning(output: AudioOutput): Promise<void> {
  if (output.state !== 'running') {
    await Promise.race([output.resume(), new Promise((resolve) => setTimeout(resolve, RESUME_TIMEOUT_MS))]);
  }
  if (output.state !== 'running') throw new Error('The browser did not allow audio output');
}

/** Plays the stream to its end ('ended') or until the signal aborts ('stopped'); throws when nothing could play. */
export async function playPcmStream(stream: ReadableStream<Uint8Array>, signal: AbortSignal, options: PcmPlayerOptions): Promise<PlayOutcome> {
  const output = options.createOutput?.() ?? new AudioContext();
  const reader = stream.getReader();
  const now = options.now ?? (() => performance.now());
  const sources = new Set<AudioBufferSourceNode>();
  let isStopped = false;
  let onStop = () => undefined as void;
  const stopped = new Promise<void>((resolve) => (onStop = resolve));
  const stop = () => {
    isStopped = true;
    onStop();
    sources.forEach((source) => source.stop());
    sources.clear();
    options.levels?.cut(now());
    reader.cancel().catch(() => undefined);
  };
  signal.addEventListener('abort', stop, { once: true });
  let lastEnded: Promise<void> = Promise.resolve();
  let hasPlayed = false;
  try {
    if (signal.aborted) return 'stopped';
    await ensureRunning(output);
    let queuedUntil = 0;
    let carry: Uint8Array | null = null;
    for (;;) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch (error) {
        // Cut off midway (the network, or the upstream): what arrived still plays; nothing at all is a failure.
        if (isStopped || hasPlayed) break;
        throw error;
      }
      if (isStopped || read.done) break;
      const part = evenPart(carry, read.value);
      carry = part.carry;
      if (part.whole.length === 0) continue;
      const samples = pcm16ToFloat(part.whole);
      const buffer = output.createBuffer(1, samples.length, options.sampleRate);
      buffer.getChannelData(0).set(samples);
      const source = output.createBufferSource();
      source.buffer = buffer;
      source.connect(output.destination);
      queuedUntil = nextStart(queuedUntil, output.currentTime);
      source.start(queuedUntil);
      // Heard from the speakers once the output's own latency has passed (0 where the browser does not say).
      options.levels?.add(samples, options.sampleRate, now() + (queuedUntil - output.currentTime + (output.outputLatency ?? 0)) * 1000);
      queuedUntil += samples.length / options.sampleRate;
      sources.add(source);
      hasPlayed = true;
      lastEnded = new Promise<void>((resolve) => {
        source.onended = () => {
          sources.delete(source);
          resolve();
        };
      });
    }
    // Sources end in the order they were scheduled (or all at once on stop): the last one's end is the end.
    await Promise.race([lastEnded, stopped]);
    return isStopped ? 'stopped' : 'ended';
  } finally {
    signal.removeEventListener('abort', stop);
    // Whatever ended playback, nothing more is read: a failure cancels the request too.
    reader.cancel().catch(() => undefined);
    output.close().catch(() => undefined);
  }
}
