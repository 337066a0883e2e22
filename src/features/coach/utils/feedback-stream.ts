// One streamed feedback request (POST …/ai/v1/chat/completions, purpose coach-feedback): its text as it is written
// and each complete sentence once, for the voice. A draft (started on the early end of the answer, with the answer
// turn's key) is followed only once the answer is confirmed: `follow` first replays what was already written.
// Cancelling a draft before its first sentence makes it free (the gateway's draft metering, stream-meter.ts). A draft's
// first sentence has its speech asked for before the draft is followed (`prepareSpeech`), so it plays at the confirm.
// The feedback cites the person's record (issue #39): the evidence and the answer's claims the record does not hold
// come ahead of the text; the voice says each sentence without its markers.
import { AI_LIMITS, type AiCoachPractice, type AiLanguage } from '@shared/ai-contract.ts';
import { withoutMarkers, type EvidencePiece, type UnheldClaim } from '@shared/evidence.ts';
import type { AiRequest } from '@/lib/ai';
import { judgeAnswerEnd } from '@/lib/hearing/end-of-turn';
import { completeSentencesEnd, firstSentenceEnd } from './sentences';

type FeedbackRequest = Extract<AiRequest, { purpose: 'coach-feedback' }>;
type Stream = (
  request: FeedbackRequest,
  options: {
    signal: AbortSignal;
    onDelta: (delta: string, text: string) => void;
    onEvidence: (evidence: EvidencePiece[]) => void;
    onClaims: (claims: UnheldClaim[]) => void;
  },
) => Promise<string>;

/** What a Coach session is about: its session, and what it drills (a debrief's weak points: the gateway reads them). */
export interface CoachSubject {
  session: string;
  practice?: AiCoachPractice;
}

/** The feedback request for an answer; what was said last matters most, so a very long answer keeps its end. */
export function feedbackRequestFor(
  { session, practice }: CoachSubject,
  responseLanguage: AiLanguage,
  question: string,
  answer: string,
  turnKey?: string,
): FeedbackRequest {
  const request: FeedbackRequest = {
    purpose: 'coach-feedback',
    session,
    question: question.slice(0, AI_LIMITS.questionChars),
    answer: answer.slice(-AI_LIMITS.answerChars),
    settings: { responseLanguage },
    ...(practice ? { practice } : {}),
  };
  return turnKey ? { ...request, turn: turnKey } : request;
}

export interface FeedbackFollower {
  onText: (text: string) => void;
  onSentence: (sentence: string) => void;
}

/**
 * Asks for the speech of a draft's first sentence before the draft is followed (Speaker.prepare), so that it plays as
 * soon as the answer is confirmed; the returned release drops it when the draft is.
 */
export type PrepareSpeech = (sentence: string) => () => void;

export class FeedbackStream {
  readonly done: Promise<string>;
  /** What the feedback may cite, and what the answer claimed that the record does not hold: known before its text. */
  evidence: EvidencePiece[] = [];
  notInRecord: UnheldClaim[] = [];
  private text = '';
  private said = 0;
  private isFinished = false;
  private follower: FeedbackFollower | null = null;
  private readonly abort = new AbortController();
  /** The end of the first sentence whose speech was prepared (handed over on its own, so that it is what was prepared). */
  private preparedEnd = 0;
  private releasePrepared: () => void = () => undefined;

  constructor(
    readonly request: FeedbackRequest,
    stream: Stream,
    private readonly prepareSpeech?: PrepareSpeech,
  ) {
    const cited = { onEvidence: (evidence: EvidencePiece[]) => (this.evidence = evidence), onClaims: (claims: UnheldClaim[]) => (this.notInRecord = claims) };
    this.done = stream(request, { signal: this.abort.signal, onDelta: (_delta, text) => this.grow(text), ...cited }).then((text) => {
      this.grow(text);
      this.isFinished = true;
      this.flush();
      return text;
    });
    // A draft nobody follows must not surface as an unhandled rejection.
    this.done.catch(() => undefined);
  }

  /** Hands over what was written so far, then every new piece; the last unfinished sentence comes when it ends. */
  follow(follower: FeedbackFollower): void {
    this.follower = follower;
    if (this.text) follower.onText(this.text);
    this.speakComplete();
    if (this.isFinished) this.flush();
  }

  cancel(): void {
    this.follower = null;
    this.abort.abort();
    this.releasePrepared();
  }

  private grow(text: string): void {
    if (text === this.text) return;
    this.text = text;
    this.follower?.onText(text);
    this.prepareFirst();
    this.speakComplete();
  }

  /**
   * A draft nobody follows yet: its first sentence's speech is asked for now, once. Not when the answer so far is open
   * (the end-of-turn judge: "… and", "First, …"): that pause is for thinking, the draft is likely dropped and its speech
   * never said.
   */
  private prepareFirst(): void {
    if (this.follower || !this.prepareSpeech || this.preparedEnd > 0 || judgeAnswerEnd(this.request.answer, this.request.question) === 'open') return;
    const end = firstSentenceEnd(this.text);
    const sentence = withoutMarkers(this.text.slice(0, end)).trim();
    if (!sentence) return;
    this.preparedEnd = end;
    this.releasePrepared = this.prepareSpeech(sentence);
  }

  private speakComplete(): void {
    const end = completeSentencesEnd(this.text);
    if (!this.follower || end <= this.said) return;
    // The prepared first sentence goes on its own; the rest written by now, together.
    if (this.said < this.preparedEnd && end > this.preparedEnd) this.handOver(this.preparedEnd);
    this.handOver(end);
  }

  private handOver(end: number): void {
    const sentence = withoutMarkers(this.text.slice(this.said, end)).trim();
    this.said = end;
    if (sentence) this.follower?.onSentence(sentence);
  }

  private flush(): void {
    const rest = withoutMarkers(this.text.slice(this.said)).trim();
    if (!this.follower || !rest) return;
    this.said = this.text.length;
    this.follower.onSentence(rest);
  }
}
