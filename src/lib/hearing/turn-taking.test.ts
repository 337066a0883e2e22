import { describe, expect, it } from 'vitest';
import { DEFAULT_TURN_OPTIONS, type TurnOptions } from './turn-config';
import { feedTurn } from './turn-taking';
import { initialTurnState, type HearingEvent, type TurnCommand } from './turn-state';

type Span = [from: number, to: number, level?: number];
interface Scenario {
  /** Interviewer speech spans on the tab (ms), with an optional level (default 0.2). */
  tab?: Span[];
  /** Speech spans on the microphone. */
  mic?: Span[];
  /** Other events (transcript, answer now) at their times. */
  events?: HearingEvent[];
  until: number;
  options?: Partial<TurnOptions>;
  /** Finals do not follow commits by themselves: the scenario's events bring them. */
  owedFinals?: boolean;
}

const inSpan = (spans: Span[], t: number) => spans.find(([from, to]) => t > from && t <= to);

/** Feeds 20 ms frames of both channels plus the scripted events; returns `[time, command]` pairs. */
function run({ tab = [], mic = [], events = [], until, options, owedFinals = false }: Scenario): Array<[number, TurnCommand]> {
  const opts = { ...DEFAULT_TURN_OPTIONS, ...options };
  let state = initialTurnState;
  const out: Array<[number, TurnCommand]> = [];
  const pending = [...events].sort((a, b) => a.at - b.at);
  const feed = (event: HearingEvent) => {
    const step = feedTurn(state, event, opts);
    state = step.state;
    for (const command of step.commands) out.push([event.at, command]);
    // A transcriber that answers each commit at once with the final of the words it streamed (unless `owedFinals`).
    if (!owedFinals && step.commands.some((command) => command.type === 'commit')) {
      const last = state.items.filter((item) => item.turn === state.turn).at(-1);
      feed({ type: 'transcriptFinal', at: event.at, itemId: last?.id ?? `commit_${event.at}`, text: last?.text ?? '', turn: state.turn });
    }
  };
  for (let at = 20; at <= until; at += 20) {
    while (pending.length > 0 && pending[0].at <= at) feed(pending.shift() as HearingEvent);
    const tabSpan = inSpan(tab, at);
    feed({ type: 'audio', at, channel: 'tab', probability: tabSpan ? 0.9 : 0.05, level: tabSpan ? (tabSpan[2] ?? 0.2) : 0.001 });
    const micSpan = inSpan(mic, at);
    feed({ type: 'audio', at, channel: 'mic', probability: micSpan ? 0.9 : 0.05, level: micSpan ? (micSpan[2] ?? 0.2) : 0.001 });
  }
  return out;
}

const delta = (at: number, delta: string, itemId = 'item_1'): HearingEvent => ({ type: 'transcriptDelta', at, itemId, delta });
const final = (at: number, text: string, itemId = 'item_1'): HearingEvent => ({ type: 'transcriptFinal', at, itemId, text });
const types = (commands: Array<[number, TurnCommand]>) => commands.map(([at, command]) => `${at} ${command.type}`);

describe('feedTurn, instant timing', () => {
  it('starts a draft 200 ms after the interviewer stops and confirms it after the longer pause', () => {
    const out = run({ tab: [[0, 2000]], events: [delta(1500, 'Tell me about'), delta(1900, ' yourself')], until: 3000 });
    expect(types(out)).toEqual(['180 turnStarted', '2200 commit', '2200 startDraft', '2700 confirm', '2700 turnEnded']);
    expect(out[2][1]).toEqual({ type: 'startDraft', turn: 1, draft: 1, text: 'Tell me about yourself' });
    expect(out[3][1]).toEqual({ type: 'confirm', turn: 1, draft: 1, text: 'Tell me about yourself' });
  });

  it('counts the detector’s hangover as silence already passed: the draft comes 200 ms after the real end', () => {
    // The detector keeps voice on 40 ms after the last syllable: its last voiced frame is at 2040 for speech ending at 2000.
    const out = run({ tab: [[0, 2040]], events: [delta(1500, 'Tell me about'), delta(1900, ' yourself')], until: 3000, options: { detectorHangoverMs: 40 } });
    expect(types(out).slice(0, 3)).toEqual(['180 turnStarted', '2200 commit', '2200 startDraft']);
  });

  it('confirms sooner when the text ends with a question mark', () => {
    const out = run({ tab: [[0, 2000]], events: [delta(1900, 'Why this job?')], until: 3000 });
    expect(types(out)).toContain('2400 confirm');
  });

  it('ends early sooner on a question mark heard live: the draft starts 100 ms after the question', () => {
    const { questionEagerSilenceMs, eagerSilenceMs } = DEFAULT_TURN_OPTIONS;
    const asked = run({ tab: [[0, 2000]], events: [delta(1500, 'Why do you want'), delta(1980, ' this job?')], until: 3000 });
    expect(types(asked).slice(0, 3)).toEqual(['180 turnStarted', `${2000 + questionEagerSilenceMs} commit`, `${2000 + questionEagerSilenceMs} startDraft`]);
    // Without the question mark, the usual early end.
    const told = run({ tab: [[0, 2000]], events: [delta(1500, 'Tell me about'), delta(1980, ' this job')], until: 3000 });
    expect(types(told).slice(0, 3)).toEqual(['180 turnStarted', `${2000 + eagerSilenceMs} commit`, `${2000 + eagerSilenceMs} startDraft`]);
  });

  it('does not end early sooner on an older "?" while the words of the audio since are still owed', () => {
    const { eagerSilenceMs } = DEFAULT_TURN_OPTIONS;
    // "Why us?" was committed in a first pause too short to confirm; what was said after it has no words yet.
    const out = run({
      tab: [
        [0, 1500],
        [1750, 3000],
      ],
      events: [delta(1450, 'Why us?', 'item_1')],
      until: 4000,
    });
    const second = types(out).filter((line) => Number(line.split(' ')[0]) > 3000);
    expect(second[0]).toBe(`${3000 + eagerSilenceMs} commit`);
  });

  it('cancels the draft when the interviewer goes on, and drafts again when they stop', () => {
    const out = run({
      tab: [
        [0, 1500],
        [1900, 3000],
      ],
      events: [delta(1400, 'Tell me about a time'), delta(2900, ' you led a team', 'item_1')],
      until: 4000,
    });
    expect(types(out)).toEqual([
      '180 turnStarted',
      '1700 commit',
      '1700 startDraft',
      '2020 cancelDraft',
      '3200 commit',
      '3200 startDraft',
      '3700 confirm',
      '3700 turnEnded',
    ]);
    expect(out[5][1]).toMatchObject({ draft: 2, text: 'Tell me about a time you led a team' });
  });

  it('commits once a pause: the onset of speech that does not resume yet is kept for the next commit', () => {
    const out = run({
      tab: [
        [0, 1500],
        [1800, 1910],
      ],
      events: [delta(1400, 'Go on')],
      until: 2500,
    });
    expect(types(out).filter((line) => line.endsWith('commit'))).toEqual(['1700 commit']);
  });

  it('counts a short word in a pause as voice: a dip right after it is no early end', () => {
    // Frames seen in Chromium: the interviewer stops (1000), says 100 ms of a word that does not yet count as going on,
    // dips for one frame, then goes on. Silence was counted from 1000, so the dip started a draft cancelled 100 ms later.
    const out = run({
      tab: [
        [0, 1000],
        [1040, 1140],
        [1160, 2000],
      ],
      events: [delta(900, 'Where you had to')],
      until: 2100,
      options: { detectorHangoverMs: 40 },
    });
    expect(types(out)).toEqual(['180 turnStarted']);
  });

  it('a short word in a pause pushes the confirm back, and the pause still gets one commit', () => {
    const out = run({
      tab: [
        [0, 1500],
        [1800, 1900],
      ],
      events: [delta(1400, 'Go on')],
      until: 2700,
    });
    expect(types(out)).toEqual(['180 turnStarted', '1700 commit', '1700 startDraft', '2600 confirm', '2600 turnEnded']);
  });

  it('ignores a blip shorter than the resume time during the pause', () => {
    const out = run({
      tab: [
        [0, 1500],
        [1800, 1860],
      ],
      events: [delta(1400, 'Go on')],
      until: 2500,
    });
    expect(types(out)).toEqual(['180 turnStarted', '1700 commit', '1700 startDraft', '2200 confirm', '2200 turnEnded']);
  });

  it('a draft asked again on the same words (the interviewer went on with only a sound) spends none of the turn’s drafts', () => {
    const out = run({
      tab: [
        [0, 1000],
        [1300, 1600],
        [1900, 2200],
        [2500, 2800],
      ],
      events: [delta(900, 'One')],
      until: 4000,
    });
    // Each sound cancels the draft; each pause after it drafts the same question again, as the same draft (the gateway
    // counts it so too: meter.ts), so the turn's drafts are never used up by sounds.
    expect(out.filter(([, c]) => c.type === 'startDraft').map(([at, c]) => [at, (c as { draft: number }).draft])).toEqual([
      [1200, 1],
      [1800, 1],
      [2400, 1],
      [3000, 1],
    ]);
    expect(out.slice(-2).map(([at, c]) => [at, c])).toEqual([
      [3500, { type: 'confirm', turn: 1, draft: 1, text: 'One' }],
      [3500, { type: 'turnEnded', turn: 1, isAnswered: true, reason: 'confirmed' }],
    ]);
  });

  it('drafts the same question again even when the turn’s drafts are used up: it spends none', () => {
    const out = run({
      tab: [
        [0, 1000],
        [1300, 1600],
      ],
      events: [delta(900, 'One')],
      until: 2500,
      options: { maxDrafts: 2 },
    });
    expect(out.filter(([, c]) => c.type === 'startDraft').map(([at, c]) => [at, (c as { draft: number }).draft])).toEqual([
      [1200, 1],
      [1800, 1],
    ]);
  });

  it('Answer now on the same words as a draft the voice cancelled asks them as that draft again', () => {
    const out = run({
      tab: [
        [0, 1000],
        [1300, 2000],
      ],
      events: [delta(900, 'One'), { type: 'answerNow', at: 1500 }],
      until: 1600,
    });
    expect(out.filter(([, c]) => c.type === 'startDraft' || c.type === 'confirm').map(([at, c]) => [at, c.type, (c as { draft: number }).draft])).toEqual([
      [1200, 'startDraft', 1],
      [1500, 'startDraft', 1],
      [1500, 'confirm', 1],
    ]);
  });

  it('asks again at once when the words under the open draft change (a transcriber behind the audio), not at the confirm', () => {
    const { eagerSilenceMs, questionSilenceMs } = DEFAULT_TURN_OPTIONS;
    // The last words come 300 ms after the speech ends: after the early end, before the confirm.
    const out = run({ tab: [[0, 2000]], events: [delta(1700, 'Why do you want to work'), delta(2300, ' at Acme?')], until: 3000 });
    expect(types(out)).toEqual([
      '180 turnStarted',
      `${2000 + eagerSilenceMs} commit`,
      `${2000 + eagerSilenceMs} startDraft`,
      '2300 cancelDraft',
      '2300 startDraft',
      `${2000 + questionSilenceMs} confirm`,
      `${2000 + questionSilenceMs} turnEnded`,
    ]);
    expect(out[4][1]).toEqual({ type: 'startDraft', turn: 1, draft: 2, text: 'Why do you want to work at Acme?' });
    expect(out[5][1]).toMatchObject({ type: 'confirm', draft: 2, text: 'Why do you want to work at Acme?' });
  });

  it('keeps the draft when the words change only in punctuation, case or a trailing filler', () => {
    const out = run({
      tab: [[0, 2000]],
      events: [delta(1700, 'why do you want this job', 'item_1'), final(2300, 'Why do you want this job, um?', 'item_1')],
      until: 3000,
      owedFinals: true,
    });
    expect(types(out).filter((line) => line.endsWith('Draft'))).toEqual([`${2000 + DEFAULT_TURN_OPTIONS.eagerSilenceMs} startDraft`]);
  });

  it('asks again at most until the turn has used all its drafts but the confirm’s', () => {
    const { maxDrafts } = DEFAULT_TURN_OPTIONS;
    const out = run({
      tab: [[0, 2000]],
      events: [delta(1700, 'Tell me'), delta(2240, ' about'), delta(2280, ' your'), delta(2320, ' last role')],
      until: 3500,
    });
    const drafts = out.filter(([, c]) => c.type === 'startDraft').map(([, c]) => (c as { draft: number }).draft);
    // Speculative drafts stop at maxDrafts − 1; the confirm names the whole question, and the answer desk, finding
    // the open draft asked something else, asks it (the last request of the turn).
    expect(drafts).toEqual(Array.from({ length: maxDrafts - 1 }, (_, i) => i + 1));
    expect(out.find(([, c]) => c.type === 'confirm')?.[1]).toMatchObject({ draft: maxDrafts - 1, text: 'Tell me about your last role' });
  });

  it('gives no draft and no answer to a turn under 0.8 s of speech', () => {
    const out = run({ tab: [[0, 600]], events: [delta(500, 'Mm-hm')], until: 2000 });
    expect(out.map(([, c]) => c)).toEqual([
      { type: 'turnStarted', turn: 1 },
      { type: 'commit', turn: 1 },
      { type: 'turnEnded', turn: 1, isAnswered: false, reason: 'short' },
    ]);
  });

  it('does not open a turn for a click', () => {
    expect(run({ tab: [[500, 600]], until: 2000 })).toEqual([]);
  });

  it('waits for the text when the turn ends before any transcript arrived', () => {
    const out = run({ tab: [[0, 2000]], events: [final(3000, 'What is your notice period?')], until: 3500 });
    expect(types(out)).toEqual(['180 turnStarted', '2200 commit', '3000 startDraft', '3000 confirm', '3000 turnEnded']);
  });

  it('starts a new turn when the interviewer speaks again after a confirmed one', () => {
    const out = run({
      tab: [
        [0, 1000],
        [2000, 3000],
      ],
      events: [delta(900, 'First?'), delta(2900, 'Second?', 'item_2')],
      until: 4000,
    });
    const drafts = out.filter(([, c]) => c.type === 'startDraft').map(([, c]) => c);
    expect(drafts).toEqual([
      { type: 'startDraft', turn: 1, draft: 1, text: 'First?' },
      { type: 'startDraft', turn: 2, draft: 1, text: 'Second?' },
    ]);
  });
});

describe('feedTurn, the candidate on the microphone', () => {
  it('never answers the candidate', () => {
    expect(run({ mic: [[0, 3000]], until: 5000 })).toEqual([]);
  });

  it('holds back drafts while the candidate talks and answers once they stop', () => {
    const out = run({ tab: [[0, 2000]], mic: [[1700, 3500]], events: [delta(1900, 'Tell me more')], until: 4500 });
    expect(types(out)).toEqual(['180 turnStarted', '2200 commit', '3800 startDraft', '3800 confirm', '3800 turnEnded']);
  });

  it('does not cancel a running draft when the candidate starts talking', () => {
    const out = run({ tab: [[0, 2000]], mic: [[2300, 3500]], events: [delta(1900, 'Tell me more')], until: 3500 });
    expect(types(out)).toEqual(['180 turnStarted', '2200 commit', '2200 startDraft', '2700 confirm', '2700 turnEnded']);
  });

  it('takes the interviewer’s echo on the microphone for echo, not for the candidate', () => {
    // The echo: the same speech at a tenth of the level, 60 ms late.
    const out = run({ tab: [[0, 2000]], mic: [[60, 2060, 0.02]], events: [delta(1900, 'Tell me more')], until: 3000 });
    expect(types(out)).toContain('2200 startDraft');
  });

  it('takes loud microphone speech during the interviewer’s speech for the candidate', () => {
    const out = run({ tab: [[0, 2000]], mic: [[1500, 2400, 0.3]], events: [delta(1900, 'Tell me more')], until: 3500 });
    expect(types(out)).not.toContain('2200 startDraft');
    expect(types(out)).toContain('2700 startDraft');
  });
});

describe('feedTurn, timing settings and Answer now', () => {
  it('answers after a 2 s pause, without speculative drafts', () => {
    const out = run({ tab: [[0, 2000]], events: [delta(1900, 'Why?')], until: 4500, options: { timing: 'pause' } });
    const commitAt = 2000 + DEFAULT_TURN_OPTIONS.questionEagerSilenceMs;
    expect(types(out)).toEqual(['180 turnStarted', `${commitAt} commit`, '4000 startDraft', '4000 confirm', '4000 turnEnded']);
  });

  it('does not answer on its own when timing is off, and Answer now answers the last turn', () => {
    const out = run({
      tab: [[0, 2000]],
      events: [delta(1900, 'Why us?'), { type: 'answerNow', at: 5000 }],
      until: 5500,
      options: { timing: 'off' },
    });
    const commitAt = 2000 + DEFAULT_TURN_OPTIONS.questionEagerSilenceMs;
    expect(types(out)).toEqual(['180 turnStarted', `${commitAt} commit`, '2400 turnEnded', '5000 startDraft', '5000 confirm', '5000 turnEnded']);
    expect(out[2][1]).toMatchObject({ isAnswered: false, reason: 'timingOff' });
    expect(out[5][1]).toMatchObject({ isAnswered: true, reason: 'answerNow' });
  });

  it('Answer now ends the turn at once, while the interviewer still speaks', () => {
    const out = run({ tab: [[0, 3000]], events: [delta(900, 'So, tell me'), { type: 'answerNow', at: 1000 }], until: 1100 });
    expect(types(out)).toEqual(['180 turnStarted', '1000 commit', '1000 startDraft', '1000 confirm', '1000 turnEnded']);
  });

  it('Answer now while the speech goes on answers the turn once its owed words arrive, then hears the next turn', () => {
    const out = run({
      tab: [[0, 3000]],
      events: [delta(900, 'So, tell me'), { type: 'answerNow', at: 1000 }, final(1400, 'So, tell me about it')],
      until: 1800,
      owedFinals: true,
    });
    // The next turn's onset counts from the frame at 1400, once the answered turn is over.
    const nextOnset = 1380 + Math.ceil(DEFAULT_TURN_OPTIONS.speechStartMs / 20) * 20;
    expect(types(out)).toEqual(['180 turnStarted', '1000 commit', '1400 startDraft', '1400 confirm', '1400 turnEnded', `${nextOnset} turnStarted`]);
    expect(out[3][1]).toMatchObject({ type: 'confirm', turn: 1, text: 'So, tell me about it' });
  });

  it('Answer now confirms the open draft rather than starting another', () => {
    const out = run({ tab: [[0, 2000]], events: [delta(1900, 'Tell me more'), { type: 'answerNow', at: 2300 }], until: 2400 });
    expect(types(out)).toEqual(['180 turnStarted', '2200 commit', '2200 startDraft', '2300 confirm', '2300 turnEnded']);
  });

  it('Answer now with nothing heard says so', () => {
    expect(types(run({ events: [{ type: 'answerNow', at: 100 }], until: 200 }))).toEqual(['100 nothingToAnswer']);
  });
});

describe('feedTurn: a turn waits for its words', () => {
  const o = DEFAULT_TURN_OPTIONS;
  const finalOf = (at: number, text: string, itemId: string, turn?: number, order?: number): HearingEvent => ({
    type: 'transcriptFinal',
    at,
    itemId,
    text,
    turn,
    order,
  });
  const committed = (at: number, itemId: string, order: number): HearingEvent => ({ type: 'transcriptCommitted', at, itemId, turn: 1, order });

  it('R4: a confirm waits for a commit still owed its words (a slow second upload), then answers the whole question', () => {
    const secondCommitAt = 3000 + o.eagerSilenceMs;
    const slowFinalAt = 3000 + o.confirmSilenceMs + 800;
    const out = run({
      tab: [
        [0, 1500],
        [1900, 3000],
      ],
      events: [finalOf(1800, 'Tell me about', 'upload_1_1', 1), finalOf(slowFinalAt, 'a failure you learned from.', 'upload_1_2', 1)],
      until: 6000,
      owedFinals: true,
    });
    expect(types(out).filter((entry) => !entry.endsWith('turnEnded'))).toEqual([
      '180 turnStarted',
      '1700 commit',
      '1800 startDraft',
      '2020 cancelDraft',
      `${secondCommitAt} commit`,
      `${3000 + o.confirmSilenceMs} awaitWords`,
      `${slowFinalAt} startDraft`,
      `${slowFinalAt} confirm`,
    ]);
    expect(out.find(([, c]) => c.type === 'confirm')?.[1]).toMatchObject({ text: 'Tell me about a failure you learned from.' });
  });

  it('answers what it has once the owed words are later than the cap', () => {
    const out = run({ tab: [[0, 1500]], events: [delta(1400, 'Why us?')], until: 1500 + o.questionSilenceMs + o.owedWordsMaxWaitMs + 100, owedFinals: true });
    expect(types(out)).toContain(`${1500 + o.questionSilenceMs + o.owedWordsMaxWaitMs} confirm`);
  });

  it('R5: a late final joins the turn of its commit, not the turn being heard', () => {
    const out = run({
      tab: [
        [0, 1000],
        [2000, 3000],
      ],
      events: [delta(900, 'Why us?'), finalOf(2300, 'Why us, really?', 'upload_1_2', 1), delta(2900, 'What are your weaknesses?', 'item_2')],
      until: 4000,
    });
    const drafts = out.filter(([, c]) => c.type === 'startDraft' && c.turn === 2).map(([, c]) => (c as { text: string }).text);
    expect(drafts).toEqual(['What are your weaknesses?']);
  });

  it('words that come after their commit (a committed-turn model) start the draft before the final, which keeps it', () => {
    const out = run({
      tab: [[0, 1500]],
      events: [committed(1720, 'item_a', 1), delta(1840, 'Tell me about yourself.', 'item_a'), final(2040, 'Tell me about yourself.', 'item_a')],
      until: 3000,
      owedFinals: true,
    });
    expect(types(out).filter((command) => /Draft|confirm$/.test(command))).toEqual(['1840 startDraft', `${1500 + o.confirmSilenceMs} confirm`]);
  });

  it('R5: items are in commit order, not in the order their acknowledgements come (an old socket acknowledging late)', () => {
    const out = run({
      tab: [[0, 1500]],
      // After a re-mint the new socket hears and acknowledges the second part before the old one acknowledges the first.
      events: [
        delta(700, 'about a failure.', 'item_b'),
        committed(1010, 'item_b', 2),
        committed(1100, 'item_a', 1),
        finalOf(1150, 'about a failure.', 'item_b'),
        finalOf(1200, 'Tell me', 'item_a'),
      ],
      until: 1500 + o.confirmSilenceMs + o.owedWordsMaxWaitMs + 100,
      owedFinals: true,
    });
    expect(out.find(([, c]) => c.type === 'confirm')?.[1]).toMatchObject({ text: 'Tell me about a failure.' });
  });

  it('R5: two uploads of one question that come back in reverse order are read in the order they were said', () => {
    const secondCommitAt = 3000 + o.eagerSilenceMs;
    const out = run({
      tab: [
        [0, 1500],
        [1900, 3000],
      ],
      events: [
        finalOf(secondCommitAt + 100, 'a failure you learned from.', 'upload_1_2', 1, 2),
        finalOf(secondCommitAt + 200, 'Tell me about', 'upload_1_1', 1, 1),
      ],
      until: 3000 + o.confirmSilenceMs + 100,
      owedFinals: true,
    });
    expect(out.find(([, c]) => c.type === 'confirm')?.[1]).toMatchObject({ text: 'Tell me about a failure you learned from.' });
  });
});

describe('feedTurn: a question is not over because the voice paused', () => {
  const o = DEFAULT_TURN_OPTIONS;

  it.each([800, 1200])('a %i ms pause inside an unfinished sentence waits, and the turn is confirmed on the whole question', (pauseMs) => {
    const resumeAt = 2000 + pauseMs;
    const out = run({
      tab: [
        [0, 2000],
        [resumeAt, resumeAt + 1500],
      ],
      events: [delta(1900, 'Tell me about a conflict with a colleague, and'), delta(resumeAt + 1400, ' how you finally resolved it.')],
      until: resumeAt + 1500 + o.unfinishedSilenceMs + 200,
    });
    const confirms = out.filter(([, c]) => c.type === 'confirm');
    expect(confirms).toHaveLength(1);
    expect(confirms[0]).toEqual([
      resumeAt + 1500 + o.confirmSilenceMs,
      expect.objectContaining({ text: 'Tell me about a conflict with a colleague, and how you finally resolved it.' }),
    ]);
  });

  it('a pause after a hesitation ("…, um") waits as long, and the turn is confirmed on the whole question', () => {
    const out = run({
      tab: [
        [0, 2000],
        [3200, 4500],
      ],
      events: [delta(1900, 'What was your biggest um'), delta(4400, ' challenge there?')],
      until: 4500 + o.unfinishedSilenceMs + 200,
    });
    const confirms = out.filter(([, c]) => c.type === 'confirm');
    expect(confirms).toHaveLength(1);
    expect(confirms[0][1]).toMatchObject({ text: 'What was your biggest um challenge there?' });
  });

  it('a finished sentence still confirms after the usual pause', () => {
    const out = run({ tab: [[0, 2000]], events: [delta(1900, 'Tell me about your last role.')], until: 3500 });
    expect(types(out)).toContain(`${2000 + o.confirmSilenceMs} confirm`);
  });
});

describe('feedTurn: a question the interviewer goes on with after it was answered ("… [0.8 s] And how…")', () => {
  const o = DEFAULT_TURN_OPTIONS;
  const first = 'Tell me about a time you disagreed with your manager.';
  const then = 'And how did you finally resolve it?';
  const whole = `${first} ${then}`;
  const committedFinal = (at: number, text: string, itemId: string, turn: number): HearingEvent => ({ type: 'transcriptFinal', at, itemId, text, turn });
  const answers = (out: Array<[number, TurnCommand]>) =>
    out.filter(([, c]) => c.type === 'startDraft' || c.type === 'confirm' || c.type === 'turnContinued').map(([at, c]) => [at, c]);

  it('words heard live: the second part opens a turn that continues the first, answered once on the whole under its first turn', () => {
    const out = run({
      tab: [
        [0, 2000],
        [2800, 4500],
      ],
      events: [
        delta(1500, 'Tell me about a time you disagreed'),
        delta(1900, ' with your manager.'),
        delta(3300, 'And', 'item_2'),
        delta(3500, ' how did you finally resolve it?', 'item_2'),
      ],
      until: 4500 + o.questionSilenceMs + 200,
    });
    expect(answers(out)).toEqual([
      [2200, { type: 'startDraft', turn: 1, draft: 1, text: first }],
      [2000 + o.confirmSilenceMs, { type: 'confirm', turn: 1, draft: 1, text: first }],
      // Decided on its second word: "And" alone may still grow ("Andrew…").
      [3500, { type: 'turnContinued', turn: 2, of: 1 }],
      // The whole question's drafts count on from the first's: they share its one charge.
      [4500 + o.eagerSilenceMs - 100, { type: 'startDraft', turn: 2, draft: 2, text: whole }],
      [4500 + o.questionSilenceMs, { type: 'confirm', turn: 2, draft: 2, text: whole }],
    ]);
  });

  it('words that come only after each commit: the continuation is told from the second part’s words, then drafted whole', () => {
    const out = run({
      tab: [
        [0, 2000],
        [2800, 4500],
      ],
      events: [committedFinal(2320, first, 'item_1', 1), committedFinal(4820, then, 'item_2', 2)],
      until: 5600,
      owedFinals: true,
    });
    expect(answers(out)).toEqual([
      [2320, { type: 'startDraft', turn: 1, draft: 1, text: first }],
      [2000 + o.confirmSilenceMs, { type: 'confirm', turn: 1, draft: 1, text: first }],
      [4820, { type: 'turnContinued', turn: 2, of: 1 }],
      [4820, { type: 'startDraft', turn: 2, draft: 2, text: whole }],
      [4500 + o.questionSilenceMs, { type: 'confirm', turn: 2, draft: 2, text: whole }],
    ]);
  });

  it('a late final of the continued turn joins the whole question, not a turn of its own', () => {
    const out = run({
      tab: [
        [0, 2000],
        [2800, 4500],
      ],
      events: [
        delta(1900, 'Tell me about a time you disagreed with your'),
        delta(3300, 'And how did you resolve it?', 'item_2'),
        committedFinal(4000, first, 'item_1', 1),
      ],
      until: 5400,
      options: { unfinishedSilenceMs: 700 },
    });
    expect(out.filter(([, c]) => c.type === 'confirm').at(-1)?.[1]).toMatchObject({ turn: 2, text: `${first} And how did you resolve it?` });
  });

  it.each([
    ['after a pause longer than the window it is a new question', 2000 + o.continuationWindowMs + 200, 'And your weaknesses?'],
    ['a new question soon after, not opened by a conjunction, is its own', 2800, 'What are your weaknesses?'],
  ])('%s', (_, resumeAt, second) => {
    const out = run({
      tab: [
        [0, 2000],
        [resumeAt, resumeAt + 1500],
      ],
      events: [delta(1900, first), delta(resumeAt + 500, second, 'item_2')],
      until: resumeAt + 1500 + o.questionSilenceMs + 200,
    });
    expect(out.some(([, c]) => c.type === 'turnContinued')).toBe(false);
    expect(out.filter(([, c]) => c.type === 'confirm').map(([, c]) => c)).toEqual([
      { type: 'confirm', turn: 1, draft: 1, text: first },
      { type: 'confirm', turn: 2, draft: 1, text: second },
    ]);
  });

  it('a question never answered (timing off) is not continued: the person sends both turns', () => {
    const out = run({
      tab: [
        [0, 2000],
        [2800, 4500],
      ],
      events: [delta(1900, first), delta(3500, then, 'item_2')],
      until: 5500,
      options: { timing: 'off' },
    });
    expect(out.some(([, c]) => c.type === 'turnContinued' || c.type === 'confirm')).toBe(false);
  });
});
