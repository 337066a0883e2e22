// The voice detector and the turn-taking machine on real speech: espeak-ng questions, some with a pause in the
// middle, through 20 ms frames at 24 kHz, as the Copilot will hear them from the meeting tab. Optionally with the
// interviewer's echo on the microphone (a tenth of the level, 50 ms late). No backend.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeHearingFixtures, type HearingFixture } from '../../scripts/make-hearing-fixtures.ts';
import { HEARING_TURN_OPTIONS } from '../../src/lib/hearing/turn-config.ts';
import { initialTurnState, type HearingEvent, type TurnCommand } from '../../src/lib/hearing/turn-state.ts';
import { feedTurn } from '../../src/lib/hearing/turn-taking.ts';
import { DEFAULT_VOICE_OPTIONS, feedVoice, initialVoiceState } from '../../src/lib/hearing/voice-detector.ts';

const TURN_OPTIONS = HEARING_TURN_OPTIONS;

const FRAME_MS = 20;
/** How long after a part's last syllable the streaming transcript of that part arrives. */
const TRANSCRIPT_LAG_MS = 150;

let fixture: HearingFixture;
beforeAll(() => {
  fixture = makeHearingFixtures('tmp/hearing-fixtures');
});

function hear(withEcho: boolean): Array<[number, TurnCommand]> {
  const { samples, sampleRate, questions } = fixture;
  const frameSize = (sampleRate * FRAME_MS) / 1000;
  const echoDelay = (sampleRate * 50) / 1000;
  const transcript: HearingEvent[] = questions.flatMap((question, q) =>
    question.parts.map((part, p) => ({
      type: 'transcriptDelta' as const,
      at: part.endMs + TRANSCRIPT_LAG_MS,
      itemId: `item_${q}`,
      delta: (p > 0 ? ' ' : '') + part.text,
    })),
  );
  let tabVoice = initialVoiceState();
  let micVoice = initialVoiceState();
  let turns = initialTurnState;
  const out: Array<[number, TurnCommand]> = [];
  const feed = (event: HearingEvent) => {
    const step = feedTurn(turns, event, TURN_OPTIONS);
    turns = step.state;
    for (const command of step.commands) out.push([event.at, command]);
    // The transcriber answers each commit with the final of the words it streamed for it.
    if (step.commands.some((command) => command.type === 'commit')) {
      const item = turns.items.filter((entry) => entry.turn === turns.turn).at(-1);
      feed({ type: 'transcriptFinal', at: event.at, itemId: item?.id ?? `commit_${event.at}`, text: item?.text ?? '', turn: turns.turn });
    }
  };
  let noise = 7;
  for (let start = 0; start + frameSize <= samples.length; start += frameSize) {
    const at = ((start + frameSize) * 1000) / sampleRate;
    while (transcript.length > 0 && transcript[0].at <= at) feed(transcript.shift() as HearingEvent);
    const tabFrame = samples.subarray(start, start + frameSize);
    const tab = feedVoice(tabVoice, tabFrame, FRAME_MS);
    tabVoice = tab.state;
    feed({ type: 'audio', at, channel: 'tab', probability: tab.frame.probability, level: tab.frame.level });
    if (!withEcho) continue;
    const micFrame = new Float32Array(frameSize);
    for (let i = 0; i < frameSize; i += 1) {
      noise = (noise * 1103515245 + 12345) % 2147483648;
      micFrame[i] = 0.1 * (samples[start + i - echoDelay] ?? 0) + (noise / 2147483648 - 0.5) * 0.004;
    }
    const mic = feedVoice(micVoice, micFrame, FRAME_MS);
    micVoice = mic.state;
    feed({ type: 'audio', at, channel: 'mic', probability: mic.frame.probability, level: mic.frame.level });
  }
  return out;
}

describe.each([
  ['the tab alone', false],
  ['the tab with its echo on the microphone', true],
])('hearing espeak questions from %s', (_, withEcho) => {
  it('confirms exactly one answer per question, on the whole question, never in a mid-question pause', () => {
    const out = hear(withEcho);
    const confirms = out.filter(([, c]) => c.type === 'confirm');
    expect(confirms.map(([, c]) => (c as { text: string }).text)).toEqual(fixture.questions.map((q) => q.text));
    fixture.questions.forEach((question, q) => {
      expect(confirms[q][0]).toBeGreaterThan(question.parts[question.parts.length - 1].endMs);
    });
  });

  it('cancels at most one draft in each mid-question pause and starts the answer within 250 ms of the last syllable', () => {
    const out = hear(withEcho);
    const measured: string[] = [];
    fixture.questions.forEach((question, q) => {
      const turn = q + 1;
      const last = question.parts[question.parts.length - 1];
      const cancels = out.filter(([, c]) => c.type === 'cancelDraft' && c.turn === turn);
      expect(cancels.length).toBeLessThanOrEqual(question.parts.length - 1);
      const draft = out.find(([at, c]) => c.type === 'startDraft' && c.turn === turn && at > last.endMs);
      const confirm = out.find(([, c]) => c.type === 'confirm' && c.turn === turn);
      expect(draft).toBeDefined();
      const earlyEnd = (draft as [number, TurnCommand])[0] - last.endMs;
      expect(earlyEnd).toBeLessThanOrEqual(250);
      measured.push(
        `q${turn}: draft +${earlyEnd.toFixed(0)} ms, confirm +${((confirm as [number, TurnCommand])[0] - last.endMs).toFixed(0)} ms, cancelled ${cancels.length}`,
      );
    });
    console.info(`[hearing fixtures, ${withEcho ? 'with echo' : 'tab only'}; hangover ${DEFAULT_VOICE_OPTIONS.hangoverMs} ms] ${measured.join('; ')}`);
  });
});
