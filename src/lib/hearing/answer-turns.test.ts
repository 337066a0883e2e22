// The Coach's answer turns: the turn machine with ANSWER_TURN_OPTIONS (a thinking pause mid-sentence neither confirms
// the answer nor lets a draft stand), and HearingSession on the microphone alone (`subject: 'mic'`). Expected times
// are computed from the options, never written again.
import { describe, expect, it, vi } from 'vitest';
import { createLevelStore } from '../level-store';
import type { CaptureOptions } from './capture';
import { HearingSession } from './hearing-session';
import type { HearingSessionEvent } from './hearing-session-types';
import { ANSWER_TURN_OPTIONS as A } from './turn-config';
import { feedTurn } from './turn-taking';
import { initialTurnState, turnText, type HearingEvent, type TurnCommand } from './turn-state';

const FRAME = 20;
const frameAfter = (ms: number) => Math.ceil(ms / FRAME) * FRAME;

/** The candidate's voice (fed as the heard channel) in `spans`; words streamed at their times; commits answered at once. */
function run(spans: Array<[number, number]>, words: Array<[number, string]>, until: number, options = A) {
  let state = initialTurnState;
  const out: Array<[number, TurnCommand]> = [];
  const pending = [...words];
  let item = 1;
  const feed = (event: HearingEvent) => {
    const step = feedTurn(state, event, options);
    state = step.state;
    for (const command of step.commands) out.push([event.at, command]);
    if (step.commands.some((command) => command.type === 'commit')) {
      const last = state.items.filter((entry) => entry.turn === state.turn).at(-1);
      feed({ type: 'transcriptFinal', at: event.at, itemId: last?.id ?? `item_${item}`, text: last?.text ?? '', turn: state.turn });
      item += 1;
    }
  };
  for (let at = FRAME; at <= until; at += FRAME) {
    while (pending.length > 0 && pending[0][0] <= at)
      feed({ type: 'transcriptDelta', at, itemId: `item_${item}`, delta: (pending.shift() as [number, string])[1] });
    const isVoiced = spans.some(([from, to]) => at > from && at <= to);
    feed({ type: 'audio', at, channel: 'tab', probability: isVoiced ? 0.9 : 0.05, level: isVoiced ? 0.2 : 0.001 });
  }
  return out.map(([at, command]) => `${at} ${command.type}`);
}

describe('answer turns (ANSWER_TURN_OPTIONS)', () => {
  it('waits through a thinking pause mid-sentence: no draft on the open answer, and only its end confirms', () => {
    const pauseMs = 1800; // a candidate thinking, within the 1–2 s the settings are tuned for
    const out = run(
      [
        [0, 3000],
        [3000 + pauseMs, 6000],
      ],
      [
        [2800, 'I led the migration because'],
        [5900, ' invoices kept failing.'],
      ],
      9000,
    );
    const endAt = frameAfter(6000 + A.eagerSilenceMs - A.detectorHangoverMs);
    expect(out).toEqual([
      // The first frame has no length: the onset counts from the second.
      `${FRAME + frameAfter(A.speechStartMs)} turnStarted`,
      `${frameAfter(3000 + A.eagerSilenceMs - A.detectorHangoverMs)} commit`,
      `${endAt} commit`,
      `${endAt} startDraft`,
      `${6000 + A.confirmSilenceMs} confirm`,
      `${6000 + A.confirmSilenceMs} turnEnded`,
    ]);
  });

  // Issue #40: a complete sentence that announces more ("I would start by …", "D'abord, …") is not the end of the answer.
  it.each([
    ['I would start by measuring where the time really goes.', ' And then I would fix the slowest database query first.'],
    ['Je commencerais par mesurer où part vraiment le temps.', ' Ensuite, je corrigerais la requête la plus lente.'],
  ])('waits through a 1.5 s thinking pause after a complete sentence that opens a plan: "%s"', (first, second) => {
    const out = run(
      [
        [0, 3000],
        [4500, 7000],
      ],
      [
        [2800, first],
        [6900, second],
      ],
      9000,
    );
    // No draft in the pause (it would be dropped) and no confirm: one answer, on both halves, after its end.
    expect(out.filter((line) => / (startDraft|confirm|cancelDraft)$/.test(line))).toEqual([
      `${frameAfter(7000 + A.eagerSilenceMs - A.detectorHangoverMs)} startDraft`,
      `${7000 + A.confirmSilenceMs} confirm`,
    ]);
  });

  it('tells a person who stops on an open answer to take their time once, and confirms only after the long wait', () => {
    const out = run([[0, 3000]], [[2800, 'There are two things I would do.']], 3000 + A.openSilenceMs + 500);
    expect(out.filter((line) => !line.endsWith(' commit'))).toEqual([
      `${FRAME + frameAfter(A.speechStartMs)} turnStarted`,
      `${3000 + A.openCueSilenceMs} takeYourTime`,
      `${3000 + A.openSilenceMs} startDraft`,
      `${3000 + A.openSilenceMs} confirm`,
      `${3000 + A.openSilenceMs} turnEnded`,
    ]);
  });

  it('judges words that come only after the pause would have confirmed: an open answer still waits for its end', () => {
    let state = initialTurnState;
    const out: string[] = [];
    const feed = (event: HearingEvent) => {
      const step = feedTurn(state, event, A);
      state = step.state;
      step.commands.forEach((command) => out.push(`${event.at} ${command.type}`));
      // The pause's commit comes back empty (nothing transcribed yet): no words are owed any more; the last one has them.
      if (step.commands.some((command) => command.type === 'commit'))
        feed(
          event.at < 4000
            ? { type: 'transcriptFinal', at: event.at, itemId: 'item_1', text: '', turn: state.turn }
            : { type: 'transcriptFinal', at: event.at, itemId: 'item_2', text: turnText(state), turn: state.turn },
        );
    };
    for (let at = FRAME; at <= 9000; at += FRAME) {
      // The words arrive 1.2 s into the pause, past the 900 ms a finished answer waits.
      if (at === 4200) feed({ type: 'transcriptDelta', at, itemId: 'item_2', delta: 'I would start by measuring where the time really goes.' });
      if (at === 6900) feed({ type: 'transcriptDelta', at, itemId: 'item_2', delta: ' Then I would fix the slowest query.' });
      const isVoiced = (at > 0 && at <= 3000) || (at > 4500 && at <= 7000);
      feed({ type: 'audio', at, channel: 'tab', probability: isVoiced ? 0.9 : 0.05, level: isVoiced ? 0.2 : 0.001 });
    }
    expect(out.filter((line) => line.endsWith(' confirm'))).toEqual([`${7000 + A.confirmSilenceMs} confirm`]);
  });

  it('reads the question: a story question answered with its scene alone waits, the same words to another question do not', () => {
    const words: Array<[number, string]> = [[2800, 'Last year, at my previous job.']];
    const confirmAt = (question: string) =>
      run([[0, 3000]], words, 3000 + A.openSilenceMs, { ...A, question })
        .find((line) => line.endsWith(' confirm'))
        ?.split(' ')[0];
    expect(confirmAt('Tell me about a time you disagreed with a colleague.')).toBe(String(3000 + A.openSilenceMs));
    expect(confirmAt('When did you last change jobs?')).toBe(String(3000 + A.confirmSilenceMs));
  });
});

// Issue #40: a thinking pause the judge took for the end. The answer was confirmed and its feedback began; the person
// speaking again within the window was only pausing, whatever their first words.
describe('an answer taken for finished that goes on', () => {
  const first = 'I stay calm under pressure.';
  const then = ' My team counts on that during releases.';
  /** The answer's lines: turns, continuations, drafts and confirms. */
  const answerLines = (out: string[]) => out.filter((line) => / (turnStarted|turnContinued|startDraft|confirm|turnEnded)$/.test(line));

  it('goes on with the answer when the person speaks again within the window: its turn again, answered on the whole', () => {
    const resumeAt = 3000 + 1800;
    const out = run(
      [
        [0, 3000],
        [resumeAt, resumeAt + 2500],
      ],
      [
        [2800, first],
        [resumeAt + 1000, then],
      ],
      resumeAt + 2500 + A.confirmSilenceMs + 200,
    );
    expect(answerLines(out)).toEqual([
      `${FRAME + frameAfter(A.speechStartMs)} turnStarted`,
      `${frameAfter(3000 + A.eagerSilenceMs - A.detectorHangoverMs)} startDraft`,
      `${3000 + A.confirmSilenceMs} confirm`,
      `${3000 + A.confirmSilenceMs} turnEnded`,
      `${resumeAt + frameAfter(A.speechStartMs)} turnStarted`,
      `${resumeAt + 1000} turnContinued`,
      `${frameAfter(resumeAt + 2500 + A.eagerSilenceMs - A.detectorHangoverMs)} startDraft`,
      `${resumeAt + 2500 + A.confirmSilenceMs} confirm`,
      `${resumeAt + 2500 + A.confirmSilenceMs} turnEnded`,
    ]);
  });

  it.each([
    ['after the window, a new answer', 3000 + A.continuationWindowMs + 400, 'none'],
    ["after I'm done, never", 3000 + 1800, 'done'],
    ['once the next question is asked, whatever the window', 3000 + 1800, 'asked'],
  ] as const)('does not go on %s', (_, resumeAt, after) => {
    let state = initialTurnState;
    const commands: TurnCommand[] = [];
    const isDone = after === 'done';
    // The Coach asks its next question 1 s after the answer was confirmed (HearingSession.setQuestion).
    const optionsAt = (at: number) => (after === 'asked' && at >= 3000 + A.confirmSilenceMs + 1000 ? { ...A, question: 'What else?' } : A);
    const feed = (event: HearingEvent) => {
      const step = feedTurn(state, event, optionsAt(event.at));
      state = step.state;
      commands.push(...step.commands);
      if (step.commands.some((command) => command.type === 'commit')) {
        const last = state.items.filter((entry) => entry.turn === state.turn).at(-1);
        if (last) feed({ type: 'transcriptFinal', at: event.at, itemId: last.id, text: last.text, turn: state.turn });
      }
    };
    for (let at = FRAME; at <= resumeAt + 2500 + A.confirmSilenceMs + 200; at += FRAME) {
      if (at === 2800) feed({ type: 'transcriptDelta', at, itemId: 'item_1', delta: first });
      if (at === 3100 && isDone) feed({ type: 'answerNow', at });
      if (at === resumeAt + 1000) feed({ type: 'transcriptDelta', at, itemId: 'item_2', delta: then });
      const isVoiced = (at > 0 && at <= 3000) || (at > resumeAt && at <= resumeAt + 2500);
      feed({ type: 'audio', at, channel: 'tab', probability: isVoiced ? 0.9 : 0.05, level: isVoiced ? 0.2 : 0.001 });
    }
    expect(commands.some((command) => command.type === 'turnContinued')).toBe(false);
    expect(commands.filter((command) => command.type === 'confirm').map((command) => command.type === 'confirm' && command.text.trim())).toEqual([
      first,
      then.trim(),
    ]);
  });
});

describe('HearingSession on the microphone alone', () => {
  const speech = () => Int16Array.from({ length: 480 }, (_, i) => Math.round(9000 * Math.sin((2 * Math.PI * 220 * i) / 24_000)));
  const quiet = () => Int16Array.from({ length: 480 }, (_, i) => (i % 2 ? 20 : -20));

  it('opens only the microphone, says when the person starts speaking, and uploads and confirms their answer', async () => {
    let capture: CaptureOptions | null = null;
    let clock = 0;
    const events: HearingSessionEvent[] = [];
    const transcribe = vi.fn(async () => 'I led the billing migration.');
    const hearing = new HearingSession({
      sessionId: 'demo',
      mode: 'upload',
      subject: 'mic',
      timing: 'instant',
      turnOptions: A,
      levels: { tab: createLevelStore(), mic: createLevelStore() },
      onEvent: (event) => events.push(event),
      transcribe,
      startCapture: async (options) => ((capture = options), { stop: () => undefined }),
      now: () => clock,
    });
    await hearing.start();
    expect(capture!.channels).toEqual({ tab: false, mic: true });
    const play = (make: () => Int16Array, ms: number) => {
      for (let t = 0; t < ms; t += FRAME) capture!.onFrame({ channel: 'mic', at: (clock += FRAME), samples: make() });
    };
    play(quiet, 200);
    play(speech, 1500);
    expect(events.filter((event) => event.type === 'speechStarted')).toEqual([{ type: 'speechStarted', turnKey: 'demo:1' }]);
    play(quiet, A.eagerSilenceMs);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(transcribe).toHaveBeenCalledTimes(1);
    play(quiet, A.confirmSilenceMs);
    expect(events.filter((event) => event.type === 'confirmed')).toEqual([{ type: 'confirmed', turnKey: 'demo:1', text: 'I led the billing migration.' }]);
    expect(events.some((event) => event.type === 'micAsInterviewer')).toBe(false);
    hearing.stop();
  });
});
