// One streamed feedback request (POST …/ai/v1/chat/completions, purpose coach-feedback): its text as it is written
// and each complete sentence once, for the voice. A draft (started on the early end of the answer, with the answer
// turn's key) is followed only once the answer is confirmed: `follow` first replays what was already written.
// Cancelling a draft before its first sentence makes it free (the gateway's draft metering, stream-meter.ts).
import { AI_LIMITS, type AiCoachPractice, type AiLanguage } from '@shared/ai-contract.ts';
import type { AiRequest } from '@/lib/ai';
import { completeSentencesEnd } from './sentences';

type FeedbackRequest = Extract<AiRequest, { purpose: 'coach-feedback' }>;
type Stream = (request: FeedbackRequest, options: { signal: AbortSignal; onDelta: (delta: string, text: string) => void }) => Promise<string>;

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

export class FeedbackStream {
  readonly done: Promise<string>;
  private text = '';
  private said = 0;
  private isFinished = false;
  private follower: FeedbackFollower | null = null;
  private readonly abort = new AbortController();

  constructor(
    readonly request: FeedbackRequest,
    stream: Stream,
  ) {
    this.done = stream(request, { signal: this.abort.signal, onDelta: (_delta, text) => this.grow(text) }).then((text) => {
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
  }

  private grow(text: string): void {
    if (text === this.text) return;
    this.text = text;
    this.follower?.onText(text);
    this.speakComplete();
  }

  private speakComplete(): void {
    const end = completeSentencesEnd(this.text);
    if (!this.follower || end <= this.said) return;
    const sentence = this.text.slice(this.said, end).trim();
    this.said = end;
    if (sentence) this.follower.onSentence(sentence);
  }

  private flush(): void {
    const rest = this.text.slice(this.said).trim();
    if (!this.follower || !rest) return;
    this.said = this.text.length;
    this.follower.onSentence(rest);
  }
}
