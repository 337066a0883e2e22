// What this page itself plays aloud (the Coach's voice), as levels on the page's clock (performance.now(), the clock
// the hearing's frames are stamped with): the hearing compares the microphone with it, so the Coach's own voice
// leaking into the microphone is not taken for the person (turn-taking.ts, `playbackPeak`). The player adds each
// chunk of samples when it schedules it and cuts what was scheduled but silenced (barge-in, Skip audio).

/** One level per 20 ms of played audio, as the hearing's frames. */
const FRAME_MS = 20;
/** Levels older than this are of no use to an echo window (turn-config.ts `echoLagMs` is far shorter). */
const KEPT_MS = 5_000;

export class PlaybackLevels {
  /** Ends (ms) and RMS levels of the played frames, in time order. */
  private frames: Array<{ at: number; level: number }> = [];

  /** `samples` (−1..1) at `sampleRate` start playing at `startAt` (ms, page clock). */
  add(samples: Float32Array, sampleRate: number, startAt: number): void {
    const perFrame = Math.max(1, Math.round((sampleRate * FRAME_MS) / 1000));
    for (let from = 0; from < samples.length; from += perFrame) {
      const to = Math.min(samples.length, from + perFrame);
      let sum = 0;
      for (let i = from; i < to; i += 1) sum += samples[i] * samples[i];
      this.frames.push({ at: startAt + (to * 1000) / sampleRate, level: Math.sqrt(sum / (to - from)) });
    }
    this.frames.sort((a, b) => a.at - b.at);
    this.frames = this.frames.filter((frame) => frame.at > startAt - KEPT_MS);
  }

  /** Playback stopped at `at`: what was scheduled after it is never heard. */
  cut(at: number): void {
    this.frames = this.frames.filter((frame) => frame.at - FRAME_MS < at);
  }

  /** The loudest level played in (from, to]; 0 when nothing played. */
  peak(from: number, to: number): number {
    return this.frames.reduce((peak, frame) => (frame.at > from && frame.at - FRAME_MS < to ? Math.max(peak, frame.level) : peak), 0);
  }
}
