// Every pause the Copilot's hearing waits for, in one place: how long a pause confirms a question (endpointing), what
// counts as the interviewer going on (interruption), when an answer may start before the turn is over (preemptive
// drafting), and the candidate and echo rules. Each default says why. Read by the turn machine (turn-taking.ts),
// HearingSession, the tests (expected times are computed from these, not written again) and the bench.
// Modelled on livekit/agents-js `voice/turn_config/` (endpointing, interruption, preemptive_generation).
// Plain TypeScript with relative imports only, so node-side tests and scripts can load it too.
import { AI_DRAFTS } from '../../../supabase/functions/_shared/ai-contract.ts';
import { HESITATIONS } from '../../../supabase/functions/_shared/same-question.ts';
import { judgeAnswerEnd } from './end-of-turn.ts';
import { DEFAULT_VOICE_OPTIONS } from './voice-detector.ts';

/** The answer timing setting: Instant, After a 2 s pause, or off (only "Answer now" answers). */
export type AnswerTiming = 'instant' | 'pause' | 'off';

export interface TurnOptions {
  timing: AnswerTiming;

  // Endpointing: how long a pause ends the interviewer's turn.
  /** Interviewer silence that commits the audio and may start a draft (the early end). */
  eagerSilenceMs: number;
  /** The early end when the words heard live for the audio not yet committed end in "?". */
  questionEagerSilenceMs: number;
  /** Interviewer silence that confirms the turn; `questionSilenceMs` when the text ends in "?". */
  confirmSilenceMs: number;
  questionSilenceMs: number;
  /** Silence that confirms a turn whose text so far stops mid-sentence ("… with a colleague,", "… and"). */
  unfinishedSilenceMs: number;
  /** Silence that ends the turn with "After a 2 s pause" timing. */
  pauseSilenceMs: number;
  /** How much longer the confirm waits for words still owed by a commit (then it answers what it has). */
  owedWordsMaxWaitMs: number;

  // End of turn by meaning (issue #40): `pauseWait` below.
  /**
   * 'punctuation': the confirm waits by the text's last characters ("?", mid-sentence); 'meaning': the end-of-turn judge
   * (end-of-turn.ts) reads the words and the question, and an open answer waits `openCueSilenceMs`, gets the "take your
   * time" cue, and is confirmed only after `openSilenceMs`.
   */
  endOfTurn: 'punctuation' | 'meaning';
  /** The question the heard turn answers ('meaning': "Name two strengths" wants two). */
  question: string;
  openCueSilenceMs: number;
  openSilenceMs: number;

  // Interruption: what counts as the interviewer going on.
  /** Probability at or above which a frame is voiced. */
  voiceThreshold: number;
  /** Voiced tab time before a turn opens (ignores clicks). */
  speechStartMs: number;
  /** Voiced tab time after a pause that counts as the interviewer going on (cancels the draft). */
  resumeSpeechMs: number;
  /**
   * Voiced tab time within a pause that is speech rather than a click: the silence then counts from its end. Shorter
   * than `resumeSpeechMs`, so a word too short to cancel the draft still holds back the next early end and confirm.
   */
  pauseVoiceMs: number;

  // Preemptive drafting: answers started before the turn is confirmed (Instant timing).
  /** Turns with less speech get no speculative draft and no automatic answer. */
  minTurnSpeechMs: number;
  /** Turns with more speech are not speculated on (long questions change at the end). */
  maxSpeculativeSpeechMs: number;
  /** Drafts per turn, the one started at confirm time included. */
  maxDrafts: number;
  /**
   * A turn that opens within this long of an answered question's last word and starts with a conjunction ("And how…",
   * "Mais pourquoi…": same-question.ts, continuesQuestion) goes on with that question: one question, answered again on
   * the whole, one charge. 0: never.
   */
  continuationWindowMs: number;
  /**
   * What such a turn must say to go on with the one before: a conjunction for a question; anything for an answer, as
   * a person taken to be done who speaks again within the window was only pausing (issue #40: the Coach replied too
   * soon, and the answer goes on as one, its feedback redone on the whole for the turn's one charge).
   */
  continuesWith: 'conjunction' | 'anything';

  // The candidate and the echo.
  /** Microphone speech before the candidate counts as talking, and the quiet that ends it. */
  candidateSpeechMs: number;
  candidateQuietMs: number;
  /**
   * A microphone frame within this lag of voiced tab audio and at most `echoMaxRatio` × the tab level is echo; so is a
   * frame of the heard channel at most that ratio × what the page itself played within the lag (the Coach's voice).
   */
  echoLagMs: number;
  echoMaxRatio: number;

  // Limits of the parts.
  /** The API refuses commits of less audio. */
  minCommitAudioMs: number;
  /**
   * How long the voice detector keeps voice on after speech ends (its hangover, bridging the gaps between words): the
   * early end counts from the real end of speech, so this much of `eagerSilenceMs` has passed at the last voiced frame.
   */
  detectorHangoverMs: number;
}

export const DEFAULT_TURN_OPTIONS: TurnOptions = {
  timing: 'instant',
  // 200 ms: the shortest gap between sentences; a draft started then is ready when the question is over.
  eagerSilenceMs: 200,
  // 100 ms: the transcriber wrote the question mark on words already heard, so the question is over; the rest of the
  // 200 ms would only delay the answer (the confirm still waits `questionSilenceMs`, and the interviewer going on
  // cancels the draft as at any early end).
  questionEagerSilenceMs: 100,
  // 700 ms: longer than the gaps inside a sentence, shorter than the pause people leave for an answer.
  confirmSilenceMs: 700,
  // 400 ms: a question mark says the question is over; only the transcriber's word on it waits.
  questionSilenceMs: 400,
  // 1.5 s: people pause 0.8–1.2 s mid-question to find a word; a half question answered costs a whole one.
  unfinishedSilenceMs: 1500,
  // "After a 2 s pause" says it.
  pauseSilenceMs: 2000,
  // 2 s: an upload of a few seconds of audio comes back within it; after that, answering late beats not answering.
  owedWordsMaxWaitMs: 2000,
  // The interviewer's questions end by their punctuation; the judge is for answers (the Coach). 'meaning' works here too.
  endOfTurn: 'punctuation',
  question: '',
  openCueSilenceMs: 3000,
  openSilenceMs: 8000,
  voiceThreshold: 0.5,
  // 150 ms: a click or a cough is shorter.
  speechStartMs: 150,
  // 120 ms: a syllable; shorter sounds in a pause are not the interviewer going on.
  resumeSpeechMs: 120,
  pauseVoiceMs: 80,
  // 800 ms: "OK." or "Right." needs no answer.
  minTurnSpeechMs: 800,
  // 10 s (LiveKit's maxSpeechDuration): long questions change at the end.
  maxSpeculativeSpeechMs: 10_000,
  // The gateway's drafts per turn (4): each draft costs tokens the gateway does not charge to the person; a question
  // paused mid-way needs one for each part and one for the whole (issue #38; LiveKit's maxRetries is 3).
  maxDrafts: AI_DRAFTS.perTurn,
  // 2 s: longer than the 0.8–1.2 s people pause mid-question (a question confirmed in that pause is taken back), shorter
  // than the 3 s an interviewer leaves for an answer before asking the next question ("And your weaknesses?").
  continuationWindowMs: 2000,
  continuesWith: 'conjunction',
  candidateSpeechMs: 300,
  candidateQuietMs: 300,
  echoLagMs: 300,
  echoMaxRatio: 0.5,
  minCommitAudioMs: 100,
  detectorHangoverMs: 0,
};

/** The options HearingSession runs with: the voice detector's hangover counts as silence already passed. */
export const HEARING_TURN_OPTIONS: TurnOptions = { ...DEFAULT_TURN_OPTIONS, detectorHangoverMs: DEFAULT_VOICE_OPTIONS.hangoverMs };

/**
 * The early end of an answer, 250 ms: the commit that brings a committed-audio transcriber's words (~120 ms later) and
 * the feedback draft on them; by the confirm a draft has its first sentence (first token ~300 ms, a heading ~60 ms)
 * and that sentence's speech (~280 ms, asked for before the confirm: Speaker.prepare), so the Coach speaks at once,
 * within a second of the last word with the words live and 1.2 s with the words after the commit (issue #40's goals:
 * at 400 ms, 1.12 s with the words live, coach bench 2026-11-26; this value moves the bench's decision stage, ~420 →
 * ~260 ms). Only a finished answer is drafted on (an open one waits: `pauseWait`); a
 * pause between two of its sentences that starts a draft costs tokens, not the person (the drafts of one answer share
 * its one charge), and its speech only when the pause outlasts the first sentence (~650 ms).
 */
const ANSWER_EARLY_END_MS = 250;

/**
 * The Coach hears the candidate's answer (the microphone is the channel whose turns are transcribed). Candidates stop
 * 1–2 s to think mid-answer, so the end of an answer waits longer than the end of a question, and an answer the judge
 * calls open (stopped mid-sentence, or a plan, list or story announced) waits longest, with a cue instead of feedback;
 * a feedback draft starts on the early end of a finished answer and is dropped (free) when they go on.
 */
export const ANSWER_TURN_OPTIONS: TurnOptions = {
  ...HEARING_TURN_OPTIONS,
  // Drafts start on their own: the feedback is ready to speak when the answer is confirmed.
  timing: 'instant',
  eagerSilenceMs: ANSWER_EARLY_END_MS,
  // Candidates ask themselves questions mid-answer ("What did I learn? Patience."): no sooner early end on a "?".
  questionEagerSilenceMs: ANSWER_EARLY_END_MS,
  // 900 ms after a finished sentence: longer than the gaps between sentences of an answer, and the Coach still
  // replies within about a second of the last word (issue 26's target).
  confirmSilenceMs: 900,
  // An answer ending in a question ("Does that answer it?") is over as surely as one ending in a full stop.
  questionSilenceMs: 900,
  // A slower upload of a long answer (30–60 s of audio) still comes back within it.
  owedWordsMaxWaitMs: 4000,
  // A thinking pause after a complete sentence ("I would start by measuring where the time goes.") is not the end:
  // the judge tells a finished answer (900 ms) from an open one, whose pause may last; the question is set per answer.
  endOfTurn: 'meaning',
  // 3 s: thinking pauses run 1–2 s; past 3 s the Coach says "take your time" rather than feedback (issue #40).
  openCueSilenceMs: 3000,
  // 8 s: semantic_vad's longest wait ("low" eagerness); the cue has told the person how to finish sooner ("I'm done").
  openSilenceMs: 8000,
  // 120 ms of voice (a syllable, as `resumeSpeechMs`) open the person's turn: speaking over the Coach silences it
  // (barge-in) within a few hundred milliseconds; a click is shorter, and a turn too short to answer gets no feedback.
  speechStartMs: 120,
  // 1 s: "Yes." to an open question is an answer, but a cough or "um" is not.
  minTurnSpeechMs: 1000,
  // Answers run for minutes: a draft is worth starting at any length.
  maxSpeculativeSpeechMs: Number.POSITIVE_INFINITY,
  // 3, within the gateway's drafts per turn (AI_DRAFTS.perTurn): the drafts of one answer share one charge.
  maxDrafts: 3,
  // 3 s after the last word (the "take your time" cue's wait): the person judged done who speaks again by then was
  // thinking, and whatever they say goes on with the answer (issue #40); later, the Coach's feedback has been heard
  // for two seconds, and what they say is a new answer.
  continuationWindowMs: 3000,
  continuesWith: 'anything',
  // The only echo here is the Coach's own voice (its playback, `playbackPeak`): 0.25 (−12 dB), as it reaches the
  // microphone through the speakers and echo cancellation far quieter than it plays, while a person speaking at about
  // its level must still interrupt it. At 0.5 (the Copilot's tab rule) a quarter of an espeak answer's voiced frames
  // (RMS median 0.061, under the fake voice's 0.065) counted as echo and barge-in waited (coach bench, 2026-11-26).
  echoMaxRatio: 0.25,
};

/** Words a sentence does not end on: a pause after them is a search for the next word, not the end of the question. */
const UNFINISHED_ENDINGS = new Set(
  // Conjunctions, articles and possessives only: prepositions end English questions ("What are you working on?").
  'and or but because the a an your my our their et ou mais parce le la les un une votre vos ton ta tes du des de'.split(' '),
);

// HESITATIONS (one list, with the comparison of questions in _shared/same-question.ts): heard last, they say the
// interviewer is not done ("What was your biggest, um"); the transcriber writes the hesitation it hears, so this cue
// comes from the audio.

/**
 * Whether the text so far stops mid-sentence: a trailing comma, dash or ellipsis, a word no sentence ends on, or a
 * hesitation.
 */
function isUnfinished(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed || /[.?!]$/.test(trimmed.replace(/(\.\.\.|…)$/, ''))) return false;
  if (/(,|-|–|—|\.\.\.|…)$/.test(trimmed)) return true;
  const last = trimmed.toLowerCase().split(/\s+/).at(-1) ?? '';
  return UNFINISHED_ENDINGS.has(last) || HESITATIONS.includes(last);
}

/** How a pause is waited out: when it confirms the turn, when (if ever) it gets the cue, and whether the answer is open. */
interface PauseWait {
  confirmMs: number;
  cueMs: number | null;
  /** The judge's verdict is open: no speculative draft (it would be dropped when the person goes on). */
  isOpen: boolean;
}

/**
 * The one place that turns the words heard so far into a pause's wait (read by turn-pause.ts for every hearing): a
 * question mark or a sentence stopped mid-way by punctuation, or, with `endOfTurn: 'meaning'`, the end-of-turn judge
 * (end-of-turn.ts). No words yet: the words owed by a commit decide (turn-pause.ts waits for them).
 */
export function pauseWait(text: string, options: TurnOptions): PauseWait {
  const plain = { cueMs: null, isOpen: false };
  if (options.timing === 'pause') return { confirmMs: options.pauseSilenceMs, ...plain };
  if (options.endOfTurn === 'meaning' && text.trim() !== '') {
    return judgeAnswerEnd(text, options.question) === 'open'
      ? { confirmMs: options.openSilenceMs, cueMs: options.openCueSilenceMs, isOpen: true }
      : { confirmMs: text.trimEnd().endsWith('?') ? options.questionSilenceMs : options.confirmSilenceMs, ...plain };
  }
  if (text.trimEnd().endsWith('?')) return { confirmMs: options.questionSilenceMs, ...plain };
  return { confirmMs: isUnfinished(text) ? options.unfinishedSilenceMs : options.confirmSilenceMs, ...plain };
}
