// Audio to what the realtime API takes: 24 kHz mono PCM16. A streaming resampler (a moving-average low-pass,
// then linear interpolation; chunking does not change the output), a float → PCM16 encoder and a framer cutting
// fixed-size frames. Pure and self-contained: the AudioWorklet processor (pcm-worklet.ts) bundles it, tests feed
// it plain arrays.

export const TARGET_RATE = 24_000;
/** 20 ms at 24 kHz: the frame the voice detector is tuned for. */
export const FRAME_SAMPLES = 480;
/** The name pcm-worklet.ts registers its processor under. */
export const PCM_PROCESSOR_NAME = 'offerpilot-pcm';

/** What the worklet posts per frame: its samples, and the audio context's time (s) when its last sample was heard. */
export interface PcmFrameMessage {
  samples: Int16Array;
  endTime: number;
}

export interface Resampler {
  push(input: ArrayLike<number>): Float32Array;
}

export function createResampler(inputRate: number, outputRate = TARGET_RATE): Resampler {
  if (!(inputRate > 0) || !(outputRate > 0)) throw new Error(`Sample rates must be positive (got ${inputRate} → ${outputRate})`);
  const step = inputRate / outputRate;
  // Averaging over ~one output period removes most of what would fold back when downsampling.
  const width = step > 1 ? Math.round(step) : 1;
  const history: number[] = [];
  let sum = 0;
  let previous = 0;
  /** Where the next output sample falls, in input samples after `previous`. */
  let position = 1;
  return {
    push(input) {
      const filtered = new Float32Array(input.length + 1);
      filtered[0] = previous;
      for (let i = 0; i < input.length; i += 1) {
        history.push(input[i]);
        sum += input[i];
        if (history.length > width) sum -= history.shift() as number;
        filtered[i + 1] = sum / history.length;
      }
      const out: number[] = [];
      const last = input.length;
      while (position <= last) {
        const index = Math.floor(position);
        const fraction = position - index;
        out.push(index === last ? filtered[index] : filtered[index] + (filtered[index + 1] - filtered[index]) * fraction);
        position += step;
      }
      position -= last;
      previous = filtered[last];
      return Float32Array.from(out);
    },
  };
}

/** Float samples in −1..1 as signed 16-bit, clipped. */
export function floatToPcm16(samples: ArrayLike<number>): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i += 1) {
    const s = Math.max(-1, Math.min(1, samples[i]));
    out[i] = Math.round(s < 0 ? s * 32768 : s * 32767);
  }
  return out;
}

export function pcm16ToFloat(samples: Int16Array): Float32Array {
  return Float32Array.from(samples, (s) => s / 32768);
}

/** Cuts a stream of samples into frames of exactly `size` samples. */
export function createFramer(size = FRAME_SAMPLES) {
  let pending = new Int16Array(0);
  return {
    push(samples: Int16Array): Int16Array[] {
      const joined = new Int16Array(pending.length + samples.length);
      joined.set(pending);
      joined.set(samples, pending.length);
      const frames: Int16Array[] = [];
      let offset = 0;
      for (; offset + size <= joined.length; offset += size) frames.push(joined.slice(offset, offset + size));
      pending = joined.slice(offset);
      return frames;
    },
  };
}
