// The AudioWorklet processor that turns one captured channel into 20 ms frames of 24 kHz mono PCM16, posted to
// the main thread (transferred, not copied) with the audio time they end at. Loaded as a module asset built by Vite (`?worker&url` in capture.ts),
// so it is served from our own origin and a `script-src 'self'` CSP allows it; no Blob URL.
import { createFramer, createResampler, floatToPcm16, FRAME_SAMPLES, PCM_PROCESSOR_NAME, type PcmFrameMessage } from './pcm';

// The AudioWorkletGlobalScope, which TypeScript's DOM library does not describe.
declare const sampleRate: number;
/** The context time (s) at the start of the render quantum being processed. */
declare const currentTime: number;
declare function registerProcessor(name: string, processor: new (options?: unknown) => AudioWorkletProcessorLike): void;
declare const AudioWorkletProcessor: new (options?: unknown) => { readonly port: MessagePort };
interface AudioWorkletProcessorLike {
  process(inputs: Float32Array[][]): boolean;
}

class PcmProcessor extends AudioWorkletProcessor implements AudioWorkletProcessorLike {
  private readonly resampler = createResampler(sampleRate);
  private readonly framer = createFramer(FRAME_SAMPLES);

  process(inputs: Float32Array[][]): boolean {
    const channels = inputs[0] ?? [];
    if (channels.length === 0) return true;
    // Mix down to mono: the tab may be stereo.
    const mono = new Float32Array(channels[0].length);
    for (const channel of channels) for (let i = 0; i < mono.length; i += 1) mono[i] += channel[i] / channels.length;
    // A frame completes within this quantum (128 samples, under 3 ms): its end is stamped with the quantum's end.
    const endTime = currentTime + mono.length / sampleRate;
    for (const samples of this.framer.push(floatToPcm16(this.resampler.push(mono)))) {
      const message: PcmFrameMessage = { samples, endTime };
      this.port.postMessage(message, [samples.buffer]);
    }
    return true;
  }
}

registerProcessor(PCM_PROCESSOR_NAME, PcmProcessor);
