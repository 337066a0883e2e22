// How the Coach hears the candidate (docs/realtime.md, "The Coach"): the shared hearing (useHearingSession) on the
// microphone alone (`subject: 'mic'`), on the rung the gateway and the browser allow (live transcription, recorded
// turns uploaded, or typing only), with the answer turn settings (ANSWER_TURN_OPTIONS): a feedback draft on the early
// end, asked again when the final words change it, dropped when the person goes on, the answer confirmed after a
// longer pause (the end-of-turn judge reads the words and the question: an open answer waits, with "take your time" in
// a long pause, issue #40). A new turn while the Coach talks is barge-in; the Coach's own voice leaking into the
// microphone is not (`playback`). The delivery clock times the speech by the microphone's levels (never by the wall
// clock between clicks).
import { t } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHearingSession, type HearingSessionBase } from '@/data/live-sessions/use-hearing-session';
import type { HearingSession } from '@/lib/hearing/hearing-session';
import type { HearingSessionEvent } from '@/lib/hearing/hearing-session-types';
import type { HearingMode } from '@/lib/hearing/ladder';
import type { PlaybackLevels } from '@/lib/hearing/playback-levels';
import { withoutEnding } from '@/lib/transcription/join-text';
import { useLatest } from '@/hooks/use-latest';
import { feedDeliveryClock, initialDeliveryClock, readDeliveryClock } from '@/features/coach/utils/delivery-clock';
import { answerDelivery } from '@/features/coach/utils/speech-metrics';

type CoachSession = Pick<HearingSession, 'start' | 'stop' | 'answerNow' | 'nextTurnSeq' | 'setQuestion'>;

export interface AnswerHearingOptions extends HearingSessionBase<CoachSession> {
  mode: HearingMode;
  /** The Coach's voice as it plays: the microphone at its level while it speaks is its echo, not the person. */
  playback?: PlaybackLevels;
  /** The question being answered: the end-of-turn judge reads it ("Name two strengths" wants two). */
  question?: string;
  /** The person may answer now (the interim text shows only then). */
  isActive: boolean;
  /** The person started speaking (a new turn): the Coach stops talking. */
  onSpeechStarted: () => void;
  onDraft: (turnKey: string, text: string) => void;
  onDraftCancelled: (turnKey: string) => void;
  /** The answer turn is over with these words (or "I'm done" found no open turn: `turnKey` null, no words). */
  onAnswer: (turnKey: string | null, text: string) => void;
  /**
   * The person went on with the answer confirmed as `turnKey` (its words `confirmed`) within the continuation window
   * (issue #40): the turn is open again, and its next confirm brings the whole answer.
   */
  onContinued: (turnKey: string, confirmed: string) => void;
}

export function useAnswerHearing(options: AnswerHearingOptions) {
  const [interim, setInterim] = useState('');
  const [isMicOn, setIsMicOn] = useState(false);
  /** A long pause in an open answer: the person is thinking ("take your time", not feedback). */
  const [isTakingTime, setIsTakingTime] = useState(false);
  const latest = useLatest(options);
  // This answer so far: the words heard and their audio clock.
  const heard = useRef({ text: '', clock: initialDeliveryClock });
  /** The last answer turn confirmed, with its words: a continued turn's next confirm brings them again. */
  const lastConfirmed = useRef<{ turnKey: string; text: string } | null>(null);

  // Failures, the step down and a fatal stop are the shared hearing's; the rest is the answer's.
  function handleEvent(event: HearingSessionEvent) {
    if (event.type === 'speechStarted' || event.type === 'confirmed' || event.type === 'nothingToAnswer') setIsTakingTime(false);
    switch (event.type) {
      case 'speechStarted':
        return options.onSpeechStarted();
      case 'takeYourTime':
        return setIsTakingTime(true);
      case 'interviewerText':
        return setInterim(event.text);
      // The hearing drafts again at once when the words under a draft change (turn-pause.ts).
      case 'draftStarted':
        return options.onDraft(event.turnKey, event.text);
      case 'draftCancelled':
        return options.onDraftCancelled(event.turnKey);
      case 'confirmed':
        heard.current.text = `${heard.current.text} ${event.text}`;
        lastConfirmed.current = { turnKey: event.turnKey, text: event.text };
        setInterim('');
        return options.onAnswer(event.turnKey, event.text);
      case 'turnContinued': {
        const confirmed = lastConfirmed.current?.turnKey === event.turnKey ? lastConfirmed.current.text : '';
        heard.current.text = withoutEnding(heard.current.text, confirmed);
        return options.onContinued(event.turnKey, confirmed);
      }
      case 'nothingToAnswer':
        return options.onAnswer(null, '');
    }
  }

  const { levels, open, close, session } = useHearingSession({
    ...options,
    subject: 'mic',
    question: options.question ?? '',
    onEvent: handleEvent,
    onStopped: () => {
      setIsMicOn(false);
      setIsTakingTime(false);
      setInterim('');
    },
  });

  // The delivery clock reads every level the microphone reports while the person may answer.
  useEffect(
    () =>
      levels.mic.subscribe(() => {
        if (latest.current.isActive) heard.current.clock = feedDeliveryClock(heard.current.clock, performance.now(), levels.mic.get());
      }),
    [latest, levels],
  );

  // The next question asked: the answers heard from now on are judged against it.
  useEffect(() => session()?.setQuestion(options.question ?? ''), [session, options.question]);

  const toggleMic = useCallback(() => {
    const { mode, onError } = latest.current;
    onError(null);
    if (session()) return close();
    if (mode === 'typed') return onError(t('coach:messages.typedOnly'));
    setIsMicOn(true);
    void open(mode);
  }, [close, latest, open, session]);

  /** The delivery of this answer so far (words heard, timed by the audio clock), or undefined when not timed. */
  const delivery = useCallback(() => answerDelivery(heard.current.text, readDeliveryClock(heard.current.clock)), []);

  /** The answer was sent: the next one starts with nothing heard. */
  const resetAnswer = useCallback(() => {
    heard.current = { text: '', clock: initialDeliveryClock };
  }, []);

  /** "I'm done": ends the open turn now (its words come as an answer), or says there is none (`onAnswer(null)`). */
  const finish = useCallback(() => {
    const current = session();
    if (current) current.answerNow();
    else latest.current.onAnswer(null, '');
  }, [latest, session]);

  return {
    isMicOn,
    isTakingTime: options.isActive && isTakingTime,
    toggleMic,
    interim: options.isActive ? interim : '',
    levelStore: levels.mic,
    delivery,
    resetAnswer,
    finish,
    stop: close,
  };
}
