// An answer's feedback in a mock interview (docs/product.md#coach-interview): a feedback draft on the early end of a
// spoken answer (its first sentence's speech asked for at once), the credit gate when the answer is sent, the feedback
// streamed onto the screen (the draft taken when it asked the same) with each sentence spoken as soon as it is written,
// then the next question (`askNext`), the answered turns saved at once (`onAnswered`). One answer at a time. Split from
// useMockInterview, whose run it follows: the run's signal stops late replies and speech.
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
import { FeedbackDrafts } from '@/features/coach/utils/feedback-drafts';
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

export function useAnswerFeedback({ dispatch, latest, run, voice, say, askNext, onAnswered }: AnswerFeedbackOptions) {
  const queryClient = useQueryClient();
  const sendingRef = useRef(false);
  // A draft's first sentence is synthesized while the answer is being confirmed, so it plays at the confirm.
  const [drafts] = useState(() => new FeedbackDrafts((request) => new FeedbackStream(request, streamAnswer, (sentence) => voice.prepare(sentence))));

  const feedbackRequest = (question: string, answer: string, turnKey?: string) => {
    const { sessionId, practice, languages } = latest.current.options;
    return feedbackRequestFor({ session: sessionId, practice }, languages.responseLanguage, question, answer, turnKey);
  };

  /** A feedback draft on the early end of a spoken answer (`answer`: everything the answer holds so far). */
  const draft = (turnKey: string, answer: string) => {
    const { phase, activity, turns } = latest.current.state;
    const turn = turns.at(-1);
    if (phase !== 'active' || activity !== 'answering' || !turn || turn.answer !== undefined || sendingRef.current || !answer.trim()) return;
    drafts.draft(feedbackRequest(turn.question, answer.trim(), turnKey));
  };

  /** Resolves true when the answer got its feedback (the caller then clears the answer box). */
  const send = async (input: AnswerInput, turnKey?: string): Promise<boolean> => {
    const answer = input.text.trim();
    if (!answer) {
      dispatch({ type: 'problem', problem: { title: LISTENING_MESSAGES.emptyInput } });
      return false;
    }
    const {
      state: current,
      options: { userId, languages },
    } = latest.current;
    const turn = current.turns.at(-1);
    // One answer at a time, and only to a question still open.
    if (!turn || turn.answer !== undefined || sendingRef.current) return false;
    sendingRef.current = true;
    const signal = run.current.signal;
    voice.interrupt();
    voice.resume();
    dispatch({ type: 'answerSent' });
    let isShown = false;
    let shownFeedback = '';
    try {
      if (!(await ensureQuestionAvailable(queryClient, userId))) {
        drafts.drop();
        dispatch({ type: 'creditLimitReached' });
        return false;
      }
      const stream = drafts.take(feedbackRequest(turn.question, answer, turnKey));
      signal.addEventListener('abort', () => stream.cancel(), { once: true });
      const answered = { ...turn, answer, source: input.source, ...(input.delivery ? { delivery: input.delivery } : {}) };
      stream.follow({
        onText: (text) => {
          if (!signal.aborted) dispatch(isShown ? { type: 'feedbackText', feedback: text } : { type: 'feedbackReady', turn: { ...answered, feedback: text } });
          isShown = !signal.aborted;
          shownFeedback = text;
        },
        onSentence: (sentence) => void say(sentence, languages.responseLanguage, signal),
      });
      const reply = await stream.done.catch((error: unknown) => {
        // Feedback cut short after some of it was shown is kept as it is.
        if (isShown && !signal.aborted) return '';
        throw error;
      });
      if (signal.aborted) return false;
      const feedback = isShown ? shownFeedback : reply.trim() || COACH_FALLBACKS.feedback;
      if (!isShown) {
        dispatch({ type: 'feedbackReady', turn: { ...answered, feedback } });
        if (!reply.trim()) void say(COACH_FALLBACKS.feedback, languages.responseLanguage, signal);
      }
      onAnswered(answeredTurns([...current.turns.slice(0, -1), { ...answered, feedback }]));
      void askNext(current.turns, signal);
      return true;
    } catch (error) {
      if (signal.aborted) return false;
      const failure = describeAiFailure(error);
      if (failure.kind === 'credit-limit') dispatch({ type: 'creditLimitReached' });
      else dispatch({ type: 'failed', problem: { title: failure.title, detail: `${failure.detail} ${t('coach:messages.answerKept')}`.trim() } });
      return false;
    } finally {
      sendingRef.current = false;
      void queryClient.invalidateQueries({ queryKey: creditsKeys.all });
    }
  };

  return { drafts, draft, send };
}
