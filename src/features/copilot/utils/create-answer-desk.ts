// The answer desk (answer-desk.ts) with its effects carried out: streams with their own AbortController, the credit
// check before a question that is not a draft, the history rows saved and withdrawn. A plain store: React reads it
// through useSyncExternalStore (use-ask-copilot.ts); nothing here knows React. "What's on screen" is asked here too
// (`sendScreen`): its screenshot stays beside the desk, in memory until its stream settles.
import { withoutMarkers, type EvidencePiece } from '@shared/evidence.ts';
import { isUsableSoFar } from '@shared/answer-usable.ts';
import { deskReducer } from './answer-desk';
import { initialDesk, type DeskEffect, type DeskEvent, type DeskState, type SendFailure } from './answer-desk-state';
import { SEND_MESSAGES, type SendProblem } from './send-errors';

/** A "What's on screen" question: the JPEG sent, the thumbnail kept in the history, the person's note. */
export interface ScreenShot {
  image: string;
  thumbnail: string;
  note: string;
}

export interface DeskPorts {
  /**
   * Streams the answer to `question` for `key` (a turn key is sent to the gateway, which charges a turn once);
   * `screen`: a screenshot's question (`screen:<n>`).
   */
  stream: (
    question: string,
    key: string,
    signal: AbortSignal,
    onDelta: (full: string, evidence?: ReadonlyArray<EvidencePiece>) => void,
    screen?: ScreenShot,
  ) => Promise<string>;
  /** The credit check before a question that is not a draft (false: none left). */
  isQuestionAvailable: () => Promise<boolean>;
  saveMessage: (role: 'user' | 'assistant', content: string, screenshotThumbnail?: string) => Promise<{ id: string }>;
  deleteMessages: (ids: string[]) => Promise<unknown>;
  describeFailure: (error: unknown) => SendFailure;
  /** A stream settled (`isSpent`: it reached the gateway): the history and the credits are read again. */
  onSettled: (isSpent: boolean) => void;
  onProblem: (problem: SendProblem | null) => void;
  /** An answer stands for turn `key` (and the turns in `covers`): what was sent leaves the box. */
  onAnswered: (key: string, covers: string[]) => void;
}

export interface CopilotAnswer {
  question: string;
  text: string;
  isDone: boolean;
  /** Started before the turn was confirmed: marked until it is. */
  isDraft: boolean;
  /** A heard question answered before in this session: its answer shown again, free (asking again is a Send). */
  isRepeat: boolean;
  /** The evidence a cited answer's markers name (issue #39); none for an answer that cites nothing (a screen question). */
  evidence?: ReadonlyArray<EvidencePiece>;
}

export interface DeskView {
  answer: CopilotAnswer | null;
  isSending: boolean;
  /**
   * The person's own Send is still being answered: Send waits (a double press asks nothing twice). A heard or screen
   * answer does not hold it: a question sent then is the newest, and stops that answer.
   */
  isSendPending: boolean;
  isCreditLimitOpen: boolean;
}

function view(state: DeskState): DeskView {
  const shown = state.shown === null ? undefined : state.handles.get(state.shown);
  const answer = shown && {
    question: shown.question,
    text: shown.text,
    isDone: shown.stream !== 'running',
    isDraft: shown.status === 'draft',
    isRepeat: shown.repeatOf !== undefined,
    ...(shown.evidence ? { evidence: shown.evidence } : {}),
  };
  const isSending = shown?.stream === 'running';
  return {
    answer: answer ?? null,
    isSending,
    isSendPending: isSending && shown?.key.startsWith('typed:') === true,
    isCreditLimitOpen: state.isCreditLimitOpen,
  };
}

/**
 * Whether the gateway charged a stream stopped with `relayed` shown (stream-meter.ts): a heard turn's draft (a turn key)
 * once its words could be used (its first sentence), a question without one (typed, a screenshot) once any answer
 * reached the person.
 */
const isCharged = (key: string, relayed: string) => (key.startsWith('typed:') || key.startsWith('screen:') ? relayed !== '' : isUsableSoFar(relayed));

export function createAnswerDesk(ports: DeskPorts) {
  let state = initialDesk;
  let snapshot = view(state);
  const listeners = new Set<() => void>();
  /** Streams not yet settled, by attempt: a new one goes out once those being aborted have unwound. */
  const running = new Map<number, { controller: AbortController; settled: Promise<void> }>();
  let typedCount = 0;
  /** Streams the person stopped (Stop), as opposed to those a newer question stopped. */
  const stoppedByPerson = new Set<number>();
  /** The screenshots of screen questions not yet settled, by key. */
  const screens = new Map<string, ScreenShot>();

  function dispatch(event: DeskEvent): void {
    const step = deskReducer(state, event);
    state = step.state;
    step.effects.forEach(carryOut);
    snapshot = view(state);
    listeners.forEach((listener) => listener());
  }

  function carryOut(effect: DeskEffect): void {
    switch (effect.type) {
      case 'startStream':
        return void startStream(effect);
      case 'abort':
        return running.get(effect.attempt)?.controller.abort();
      case 'deleteRows':
        return void ports
          .deleteMessages(effect.ids)
          .catch(() => undefined)
          .finally(() => ports.onSettled(false));
      case 'report':
        return ports.onProblem(effect.problem);
      case 'answered':
        return ports.onAnswered(effect.key, effect.covers);
    }
  }

  async function startStream({ attempt, key, question, checksCredit }: Extract<DeskEffect, { type: 'startStream' }>): Promise<void> {
    const controller = new AbortController();
    const earlier = [...running.values()].map((stream) => stream.settled);
    let settle = () => undefined as void;
    running.set(attempt, { controller, settled: new Promise<void>((resolve) => (settle = resolve)) });
    let isSpent = false;
    const screen = screens.get(key);
    try {
      await Promise.all(earlier);
      if (controller.signal.aborted) throw new DOMException('Aborted before it went out.', 'AbortError');
      if (checksCredit && !(await ports.isQuestionAvailable())) return dispatch({ type: 'refused', attempt });
      // The question is saved while the answer streams, so saving never delays the first words.
      const savedQuestion = ports.saveMessage('user', question, screen?.thumbnail);
      savedQuestion.catch(() => undefined);
      let text: string;
      let relayed = '';
      try {
        isSpent = true;
        text = await ports.stream(
          question,
          key,
          controller.signal,
          (full, evidence) => dispatch({ type: 'streamDelta', attempt, text: (relayed = full), evidence }),
          screen,
        );
      } catch (error) {
        if (stoppedByPerson.has(attempt) && isCharged(key, relayed)) await keepStopped(attempt, savedQuestion, relayed);
        // No answer: the question leaves the history too (and stays in the box to be sent again).
        else await savedQuestion.then((saved) => ports.deleteMessages([saved.id])).catch(() => undefined);
        throw error;
      }
      const finalText = text.trim() ? text : SEND_MESSAGES.fallbackAnswer;
      dispatch({ type: 'streamEnded', attempt, text: finalText });
      try {
        const { id: questionId } = await savedQuestion;
        const { id: answerId } = await ports.saveMessage('assistant', withoutMarkers(finalText));
        dispatch({ type: 'rowsSaved', attempt, ids: [questionId, answerId] });
      } catch (error) {
        ports.onProblem({ title: SEND_MESSAGES.answerNotSaved, detail: error instanceof Error ? error.message : undefined });
      }
    } catch (error) {
      dispatch({ type: 'streamFailed', attempt, failure: ports.describeFailure(error) });
    } finally {
      stoppedByPerson.delete(attempt);
      running.delete(attempt);
      screens.delete(key);
      settle();
      ports.onSettled(isSpent);
    }
  }

  /**
   * An answer the person stopped after it was charged: the question and the words it had stay in the history, cut
   * short ("…"), as the question was paid for.
   */
  async function keepStopped(attempt: number, savedQuestion: Promise<{ id: string }>, relayed: string): Promise<void> {
    try {
      const { id: questionId } = await savedQuestion;
      const { id: answerId } = await ports.saveMessage('assistant', `${withoutMarkers(relayed).trimEnd()} …`);
      dispatch({ type: 'rowsSaved', attempt, ids: [questionId, answerId] });
    } catch (error) {
      ports.onProblem({ title: SEND_MESSAGES.answerNotSaved, detail: error instanceof Error ? error.message : undefined });
    }
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    /** The hearing's answer events, each naming its turn. */
    hear: (
      event:
        | { type: 'draftStarted'; turnKey: string; text: string }
        | { type: 'draftCancelled'; turnKey: string }
        | { type: 'confirmed'; turnKey: string; text: string }
        | { type: 'turnContinued'; turnKey: string },
    ) => {
      if (event.type === 'turnContinued') return dispatch({ type: 'continued', key: event.turnKey });
      dispatch(event.type === 'draftCancelled' ? { type: event.type, key: event.turnKey } : { type: event.type, key: event.turnKey, text: event.text });
    },
    /**
     * The person's Send: `covers` are the turns whose words it sends; `isFresh`: "Ask again" (a question answered
     * before is otherwise shown again, free). Returns the answer's key (`typed:<n>`).
     */
    sendTyped(question: string, covers: string[], isFresh = false): string {
      const key = `typed:${(typedCount += 1)}`;
      dispatch({ type: 'typedSend', key, text: question, covers, isFresh });
      return key;
    },
    /** "What's on screen": `question` is the history's line for it. Returns the answer's key (`screen:<n>`). */
    sendScreen(question: string, shot: ScreenShot): string {
      const key = `screen:${(typedCount += 1)}`;
      screens.set(key, shot);
      dispatch({ type: 'screenSend', key, text: question });
      return key;
    },
    /** The person stops the answer on screen (once charged, it stays in the history as far as it went). */
    cancel() {
      const shown = state.shown === null ? undefined : state.handles.get(state.shown);
      const stream = shown && running.get(shown.attempt);
      if (!shown || !stream) return;
      stoppedByPerson.add(shown.attempt);
      stream.controller.abort();
    },
    closeCreditLimit: () => dispatch({ type: 'closeCreditLimit' }),
    /** Leaving the screen: every stream stops. */
    close: () => running.forEach((stream) => stream.controller.abort()),
  };
}
