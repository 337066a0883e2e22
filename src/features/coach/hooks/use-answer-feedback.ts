// An answer's feedback in a mock interview (docs/product.md#coach-interview), carried out for the feedback desk
// (feedback-desk.ts, its rules as plain values): feedback drafts on the early end of a spoken answer (each draft's
// first sentence's speech asked for at once), the credit gate when an answer goes out, the feedback streamed onto the
// screen with each sentence spoken as soon as it is written, then the next question (`askNext`) and the answered turns
// saved at once (`onAnswered`). The newest answer wins: one sent while a feedback is written stops that feedback, shown
// as stopped, and is answered. Split from useMockInterview, whose run it follows: the run's signal stops late replies
// and speech.
import { t } from 'i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type Dispatch, type RefObject } from 'react';
import type { LanguageCode } from '@/config/constants';
import { streamAnswer } from '@/lib/ai';
import { describeAiFailure } from '@/lib/ai-failures';
import { LISTENING_MESSAGES } from '@/lib/transcription/messages';
import { ensureQuestionAvailable } from '@/data/credits/ensure-question-available';
import { creditsKeys } from '@/data/credits/keys';
import type { CoachTurn } from '@/data/coach-sessions/types';
import type { MockInterviewOptions } from '@/features/coach/hooks/use-mock-interview';
import { COACH_FALLBACKS } from '@/features/coach/utils/coach-prompts';
import {
  answeredTurns,
  type AnswerInput,
  type DraftTurn,
  type MockInterviewEvent,
  type MockInterviewState,
} from '@/features/coach/utils/mock-interview-machine';
import { feedbackDeskReducer, initialFeedbackDesk, openAnswer, type FeedbackDeskEffect, type FeedbackDeskEvent } from '@/features/coach/utils/feedback-desk';
import { FeedbackStream, feedbackRequestFor } from '@/features/coach/utils/feedback-stream';
import type { VoiceQueue } from '@/features/coach/utils/voice-queue';

interface AnswerFeedbackOptions {
  dispatch: Dispatch<MockInterviewEvent>;
  latest: RefObject<{ options: MockInterviewOptions; state: MockInterviewState }>;
  /** The interview's current run: its signal stops the feedback's stream and speech. */
  run: RefObject<AbortController>;
  voice: VoiceQueue;
  say: (text: string, language: LanguageCode, signal: AbortSignal) => Promise<void>;
  /** After the feedback: writes the next question while the feedback is spoken, and asks it once it was said. */
  askNext: (turns: ReadonlyArray<DraftTurn>, signal: AbortSignal) => Promise<void>;
  /** Every answered turn so far, once an answer's feedback is complete (they are saved at once). */
  onAnswered: (turns: CoachTurn[]) => void;
}

/** A sent answer, by its feedback's attempt. */
interface SentAnswer {
  /** The open question's turn with this answer (no feedback yet). */
  turn: DraftTurn;
  earlier: DraftTurn[];
  /** Stops its speech and its next question: a newer answer, or the run's end. */
  controller: AbortController;
  /** Resolves the send: true once the answer got its feedback (once). */
  settle: (isAnswered: boolean) => void;
  shown: string | null;
  error?: unknown;
}

export function useAnswerFeedback({ dispatch, latest, run, voice, say, askNext, onAnswered }: AnswerFeedbackOptions) {
  const queryClient = useQueryClient();
  const deskRef = useRef(initialFeedbackDesk);
  const [streams] = useState(() => new Map<number, FeedbackStream>());
  const [sends] = useState(() => new Map<number, SentAnswer>());

  const feedbackRequest = (question: string, answer: string, turnKey?: string) => {
    const { sessionId, practice, offer, languages } = latest.current.options;
    const request = feedbackRequestFor({ session: sessionId, practice }, languages.responseLanguage, question, answer, turnKey);
    // A negotiation role-play names its offer (issue #43): the gateway reads it for the feedback too.
    return offer ? { ...request, offer } : request;
  };

  const apply = (step: ReturnType<typeof feedbackDeskReducer>) => {
    deskRef.current = step.state;
    step.effects.forEach(carryOut);
  };
  const tell = (event: FeedbackDeskEvent) => apply(feedbackDeskReducer(deskRef.current, event));

  function carryOut(effect: FeedbackDeskEffect): void {
    const sent = sends.get(effect.attempt);
    switch (effect.type) {
      case 'start':
        return void startStream(effect);
      case 'follow':
        return follow(effect.attempt);
      case 'abort':
        return streams.get(effect.attempt)?.cancel();
      case 'stopped':
        if (!sent) return;
        sent.controller.abort();
        dispatch({ type: 'answerStopped', answer: sent.turn.answer ?? '' });
        return sent.settle(false);
      case 'answered':
        return void streams.get(effect.attempt)?.done.then(
          (reply) => complete(effect.attempt, reply),
          () => complete(effect.attempt, ''),
        );
      case 'failed':
        return fail(effect.attempt);
      case 'reopened':
        if (!sent) return;
        sent.controller.abort();
        dispatch({ type: 'answerReopened' });
        return sent.settle(false);
    }
  }

  async function startStream({ attempt, turnKey, question, answer, isDraft, checksCredit }: Extract<FeedbackDeskEffect, { type: 'start' }>) {
    if (checksCredit && !(await ensureQuestionAvailable(queryClient, latest.current.options.userId))) {
      const sent = sends.get(attempt);
      if (sent) sent.error = 'credit-limit';
      return tell({ type: 'streamFailed', attempt, wasShown: false });
    }
    // Stopped during the credit check: it never goes out.
    if (!deskRef.current.handles.some((handle) => handle.attempt === attempt && handle.status !== 'stopped')) return;
    // A draft's first sentence is synthesized while the answer is being confirmed, so it plays at the confirm.
    const stream = new FeedbackStream(feedbackRequest(question, answer, turnKey), streamAnswer, (sentence) => voice.prepare(sentence));
    streams.set(attempt, stream);
    stream.done.then(
      () => tell({ type: 'streamEnded', attempt }),
      (error: unknown) => {
        const sent = sends.get(attempt);
        if (sent) sent.error = error;
        tell({ type: 'streamFailed', attempt, wasShown: Boolean(sent?.shown) });
      },
    );
    if (!isDraft) follow(attempt);
  }

  function follow(attempt: number): void {
    const stream = streams.get(attempt);
    const sent = sends.get(attempt);
    if (!stream || !sent) return;
    const { signal } = sent.controller;
    stream.follow({
      onText: (text) => {
        if (signal.aborted) return;
        const cited = { evidence: stream.evidence, notInRecord: stream.notInRecord };
        dispatch(sent.shown !== null ? { type: 'feedbackText', feedback: text } : { type: 'feedbackReady', turn: { ...sent.turn, feedback: text, ...cited } });
        sent.shown = text;
      },
      onSentence: (sentence) => void say(sentence, latest.current.options.languages.responseLanguage, signal),
    });
  }

  /** The feedback is whole (or cut short after some was shown): the turn is saved and the next question asked. */
  function complete(attempt: number, reply: string): void {
    const sent = sends.get(attempt);
    if (!sent || sent.controller.signal.aborted) return;
    const { signal } = sent.controller;
    const feedback = sent.shown ?? (reply.trim() || COACH_FALLBACKS.feedback);
    const stream = streams.get(attempt);
    if (sent.shown === null) {
      const cited = stream ? { evidence: stream.evidence, notInRecord: stream.notInRecord } : {};
      dispatch({ type: 'feedbackReady', turn: { ...sent.turn, feedback, ...cited, isFeedbackWritten: true } });
      if (!reply.trim()) void say(COACH_FALLBACKS.feedback, latest.current.options.languages.responseLanguage, signal);
    } else {
      dispatch({ type: 'feedbackText', feedback, isWritten: true });
    }
    onAnswered(answeredTurns([...sent.earlier, { ...sent.turn, feedback }]));
    void askNext([...sent.earlier, sent.turn], signal);
    sent.settle(true);
  }

  function fail(attempt: number): void {
    const sent = sends.get(attempt);
    if (!sent || sent.controller.signal.aborted) return;
    sent.settle(false);
    const failure = sent.error === 'credit-limit' ? null : describeAiFailure(sent.error);
    if (!failure || failure.kind === 'credit-limit') dispatch({ type: 'creditLimitReached' });
    else dispatch({ type: 'failed', problem: { title: failure.title, detail: `${failure.detail} ${t('coach:messages.answerKept')}`.trim() } });
  }

  /** A feedback draft on the early end of a spoken answer (`answer`: everything the answer holds so far). */
  const draft = (turnKey: string, answer: string) => {
    const { phase, activity, turns } = latest.current.state;
    const turn = turns.at(-1);
    if (phase !== 'active' || activity !== 'answering' || !turn || !answer.trim()) return;
    tell({ type: 'draftStarted', turn: turns.length - 1, turnKey, question: turn.question, answer: answer.trim() });
  };

  /** Resolves true when the answer got its feedback (the caller then clears the answer box); false when it did not, said. */
  const send = (input: AnswerInput, turnKey?: string): Promise<boolean> => {
    const answer = input.text.trim();
    const { state: current } = latest.current;
    const turn = current.turns.at(-1);
    const problem = !answer ? LISTENING_MESSAGES.emptyInput : current.phase !== 'active' || !turn ? t('coach:messages.noOpenQuestion') : null;
    if (problem || !turn) {
      dispatch({ type: 'problem', problem: { title: problem ?? '' } });
      return Promise.resolve(false);
    }
    voice.interrupt();
    voice.resume();
    const index = current.turns.length - 1;
    const step = feedbackDeskReducer(deskRef.current, { type: 'answerSent', turn: index, ...(turnKey ? { turnKey } : {}), question: turn.question, answer });
    const attempt = openAnswer(step.state, index)?.attempt ?? 0;
    const controller = new AbortController();
    run.current.signal.addEventListener('abort', () => controller.abort(), { once: true });
    const answered = new Promise<boolean>((resolve) => {
      let isSettled = false;
      const settle = (isAnswered: boolean) => {
        if (isSettled) return;
        isSettled = true;
        resolve(isAnswered);
        void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
      };
      const sentTurn = { question: turn.question, answer, source: input.source, ...(input.delivery ? { delivery: input.delivery } : {}) };
      sends.set(attempt, { turn: sentTurn, earlier: current.turns.slice(0, -1), controller, settle, shown: null });
    });
    dispatch({ type: 'answerSent' });
    apply(step);
    // What belongs to earlier questions is done with.
    for (const known of [...sends.keys()]) {
      if (deskRef.current.handles.some((handle) => handle.attempt === known)) continue;
      sends.delete(known);
      streams.delete(known);
    }
    return answered;
  };

  /** Leaving the interview (End, a new run, the screen closed): every feedback stops, and every send settles. */
  const close = () => {
    tell({ type: 'closed' });
    sends.forEach((sent) => sent.settle(false));
    sends.clear();
    streams.clear();
  };

  /** The person went on with the answer heard as `turnKey` (issue #40): its feedback gives way, the question is open again. */
  const reopen = (turnKey: string) => tell({ type: 'answerContinued', turn: latest.current.state.turns.length - 1, turnKey });

  return { draft, send, reopen, cancelDraft: (turnKey: string) => tell({ type: 'draftCancelled', turnKey }), close };
}
