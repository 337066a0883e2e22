// The Coach's own voice leaking into the microphone is not taken for the person (docs/realtime.md, "The Coach"): the
// turn machine ignores heard frames at most `echoMaxRatio` × what the page played within `echoLagMs`, HearingSession
// reads that from PlaybackLevels, and the person speaking over the Coach still opens a turn (barge-in).
import { describe, expect, it } from 'vitest';
import { createLevelStore } from '../level-store';
import type { CaptureOptions } from './capture';
import { HearingSession } from './hearing-session';
import type { HearingSessionEvent } from './hearing-session-types';
import { PlaybackLevels } from './playback-levels';
import { ANSWER_TURN_OPTIONS as A } from './turn-config';
import { feedTurn } from './turn-taking';
import { initialTurnState, type TurnCommand } from './turn-state';

const FRAME = 20;

/** Heard-channel frames (voiced) at `level` for `ms`, while the page played at `playbackPeak`. */
function hear(level: number, playbackPeak: number | undefined, ms: number): TurnCommand[] {
  let state = initialTurnState;
  const commands: TurnCommand[] = [];
  for (let at = FRAME; at <= ms; at += FRAME) {
    const step = feedTurn(state, { type: 'audio', at, channel: 'tab', probability: 0.9, level, playbackPeak }, A);
    state = step.state;
    commands.push(...step.commands);
  }
  return commands;
}

describe('the turn machine and the page’s own voice', () => {
  const coach = 0.2;

  it('takes speech at the level of the Coach’s echo, while it plays, for silence: no turn, no barge-in', () => {
    expect(hear(coach * A.echoMaxRatio, coach, 2000)).toEqual([]);
    expect(hear(coach * A.echoMaxRatio * 0.5, coach, 2000)).toEqual([]);
  });

  it('hears the person speaking over the Coach louder than its echo, and the same speech once the Coach is quiet', () => {
    expect(hear(coach * A.echoMaxRatio * 1.5, coach, 2000)).toContainEqual({ type: 'turnStarted', turn: 1 });
    expect(hear(coach * A.echoMaxRatio, 0, 2000)).toContainEqual({ type: 'turnStarted', turn: 1 });
    expect(hear(coach * A.echoMaxRatio, undefined, 2000)).toContainEqual({ type: 'turnStarted', turn: 1 });
  });
});

describe('PlaybackLevels', () => {
  const tone = (amplitude: number, samples: number) => Float32Array.from({ length: samples }, (_, i) => amplitude * Math.sin((2 * Math.PI * 200 * i) / 24_000));

  it('keeps a level per 20 ms of what is scheduled, at the time it plays, and forgets what a stop silenced', () => {
    const levels = new PlaybackLevels();
    levels.add(tone(0.5, 24_000), 24_000, 1000); // one second from t = 1000 ms
    expect(levels.peak(0, 1000)).toBe(0);
    expect(levels.peak(900, 1020)).toBeCloseTo(0.5 / Math.SQRT2, 2);
    expect(levels.peak(1980, 3000)).toBeCloseTo(0.5 / Math.SQRT2, 2);
    expect(levels.peak(2000, 3000)).toBe(0);
    levels.cut(1500);
    expect(levels.peak(1500, 3000)).toBe(0);
    expect(levels.peak(1400, 1500)).toBeGreaterThan(0);
  });
});

describe('HearingSession with the page’s playback', () => {
  const sine = (amplitude: number) => () => Int16Array.from({ length: 480 }, (_, i) => Math.round(amplitude * Math.sin((2 * Math.PI * 220 * i) / 24_000)));
  const quiet = () => Int16Array.from({ length: 480 }, (_, i) => (i % 2 ? 20 : -20));
  /** The Coach's voice (amplitude 0.4) coming back at 90 % of the echo ratio of its level. */
  const echoAmplitude = Math.round(0.4 * A.echoMaxRatio * 0.9 * 32768);

  async function micSession(playback: PlaybackLevels) {
    let capture: CaptureOptions | null = null;
    let clock = 0;
    const events: HearingSessionEvent[] = [];
    const hearing = new HearingSession({
      sessionId: 'demo',
      mode: 'upload',
      subject: 'mic',
      timing: 'instant',
      turnOptions: A,
      levels: { tab: createLevelStore(), mic: createLevelStore() },
      playback,
      onEvent: (event) => events.push(event),
      transcribe: async () => 'I would start with the billing team.',
      startCapture: async (options) => ((capture = options), { stop: () => undefined }),
      now: () => clock,
    });
    await hearing.start();
    const play = (make: () => Int16Array, ms: number) => {
      for (let t = 0; t < ms; t += FRAME) capture!.onFrame({ channel: 'mic', at: (clock += FRAME), samples: make() });
    };
    return { play, events, turns: () => events.filter((event) => event.type === 'speechStarted').length, clock: () => clock };
  }

  it('does not open a turn on the Coach’s voice coming back at its echo’s level; the person speaking over it does', async () => {
    const playback = new PlaybackLevels();
    const coachVoice = Float32Array.from({ length: 24_000 * 5 }, (_, i) => 0.4 * Math.sin((2 * Math.PI * 220 * i) / 24_000));
    playback.add(coachVoice, 24_000, 200);
    const { play, turns } = await micSession(playback);
    play(quiet, 200);
    // The Coach’s voice in the microphone at under its echo ratio of its own level (0.4 → 0.08 amplitude).
    play(sine(echoAmplitude), 1500);
    expect(turns()).toBe(0);
    // The person speaking over it, louder than the echo.
    play(sine(16_000), 600);
    expect(turns()).toBe(1);
  });

  it('hears the same quiet speech as the person once the Coach was stopped (barge-in cut its scheduled voice)', async () => {
    const playback = new PlaybackLevels();
    playback.add(
      Float32Array.from({ length: 24_000 * 5 }, (_, i) => 0.4 * Math.sin((2 * Math.PI * 220 * i) / 24_000)),
      24_000,
      200,
    );
    const { play, turns, clock } = await micSession(playback);
    play(quiet, 200);
    playback.cut(clock());
    play(quiet, A.echoLagMs);
    play(sine(echoAmplitude), 600);
    expect(turns()).toBe(1);
  });
});
