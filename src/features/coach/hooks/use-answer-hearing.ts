// How the Coach hears the candidate (docs/realtime.md, "The Coach"): the shared HearingSession on the microphone
// alone (`subject: 'mic'`), on the rung the gateway and the browser allow (live transcription, recorded turns
// uploaded, or typing only), with the answer turn settings (ANSWER_TURN_OPTIONS): a feedback draft on the early end,
// asked again when the final words change it, dropped when the person goes on, the answer confirmed after a longer pause
// (the end-of-turn judge reads the words and the question: an open answer waits, with "take your time" in a long pause,
// issue #40). A new turn while the Coach talks is
// barge-in; the Coach's own voice leaking into the microphone is not (`playback`). The delivery clock times the speech by the microphone's levels (never by the wall clock between clicks).
import { useQueryClient } from '@tanstack/react-query';
import { t } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AiLanguage } from '@shared/ai-contract.ts';
import { AI_CAPABILITIES_KEY } from '@/data/live-sessions/use-ai-capabilities';
import { canStepDownFromRealtime, mintRealtimeSecret, transcribeAudio } from '@/lib/ai';
import { HearingSession } from '@/lib/hearing/hearing-session';
import type { HearingProblem, HearingSessionEvent, HearingSessionOptions } from '@/lib/hearing/hearing-session-types';
import type { HearingMode } from '@/lib/hearing/ladder';
import type { PlaybackLevels } from '@/lib/hearing/playback-levels';
import { ANSWER_TURN_OPTIONS } from '@/lib/hearing/turn-config';
import { createLevelStore } from '@/lib/level-store';
import { LISTENING_MESSAGES } from '@/lib/transcription/messages';
import { useLatest } from '@/hooks/use-latest';
import { feedDeliveryClock, initialDeliveryClock, readDeliveryClock } from '@/features/coach/utils/delivery-clock';
import { answerDelivery } from '@/features/coach/utils/speech-metrics';

type SessionLike = Pick<HearingSession, 'start' | 'stop' | 'answerNow' | 'nextTurnSeq' | 'setQuestion'>;

export interface AnswerHearingOptions {
  sessionId: string;
  language: AiLanguage;
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
  /** A failure to show (null: the last one is over). */
  onError: (message: string | null) => void;
  /** Seam for tests. */
  createSession?: (options: HearingSessionOptions) => SessionLike;
}

/** Turn keys must not repeat for the gateway's draft metering, even after a reload: numbering starts from the clock. */
const firstSeqFromClock = () => (Math.floor(Date.now() / 1000) % 900_000) + 1;

const said = (event: { message?: string; problem?: HearingProblem }): string =>
  event.problem ? t(`copilot:hearing.problems.${event.problem}`) : (event.message ?? LISTENING_MESSAGES.transcriptionFailed);

export function useAnswerHearing(options: AnswerHearingOptions) {
  const queryClient = useQueryClient();
  const [interim, setInterim] = useState('');
  // The microphone level lives outside React state: only the meter re-renders for it.
  const [levels] = useState(() => ({ tab: createLevelStore(), mic: createLevelStore() }));
  const [isMicOn, setIsMicOn] = useState(false);
  /** A long pause in an open answer: the person is thinking ("take your time", not feedback). */
  const [isTakingTime, setIsTakingTime] = useState(false);
  const latest = useLatest(options);
  const sessionRef = useRef<SessionLike | null>(null);
  const nextSeqRef = useRef(firstSeqFromClock());
  // This answer so far: the words heard and their audio clock.
  const heard = useRef({ text: '', clock: initialDeliveryClock });

  const close = useCallback(() => {
    if (sessionRef.current) nextSeqRef.current = sessionRef.current.nextTurnSeq;
    sessionRef.current?.stop();
    sessionRef.current = null;
    setIsMicOn(false);
    setIsTakingTime(false);
    setInterim('');
    levels.mic.set(0);
  }, [levels]);

  const handleEvent = useCallback(
    (session: SessionLike, event: HearingSessionEvent) => {
      if (sessionRef.current !== session) return;
      const on = latest.current;
      if (event.type === 'speechStarted' || event.type === 'confirmed' || event.type === 'nothingToAnswer') setIsTakingTime(false);
      switch (event.type) {
        case 'speechStarted':
          return on.onSpeechStarted();
        case 'takeYourTime':
          return setIsTakingTime(true);
        case 'interviewerText':
          return setInterim(event.text);
        // The hearing drafts again at once when the words under a draft change (turn-pause.ts).
        case 'draftStarted':
          return on.onDraft(event.turnKey, event.text);
        case 'draftCancelled':
          return on.onDraftCancelled(event.turnKey);
        case 'confirmed':
          heard.current.text = `${heard.current.text} ${event.text}`;
          setInterim('');
          return on.onAnswer(event.turnKey, event.text);
        case 'nothingToAnswer':
          return on.onAnswer(null, '');
        case 'channel':
          if (event.status === 'ended') on.onError(said(event));
          return;
        case 'steppedDown':
          // The gateway now remembers there is no realtime: the next start reads that from its capabilities.
          return void queryClient.invalidateQueries({ queryKey: AI_CAPABILITIES_KEY });
        case 'error':
          on.onError(said(event));
          if (event.isFatal) close();
          return;
      }
    },
    [close, latest, queryClient],
  );

  const open = useCallback(async () => {
    const { sessionId, language, mode, playback, question, createSession } = latest.current;
    if (mode === 'typed') return latest.current.onError(t('coach:messages.typedOnly'));
    const sessionOptions: HearingSessionOptions = {
      sessionId,
      mode,
      subject: 'mic',
      timing: 'instant',
      turnOptions: { ...ANSWER_TURN_OPTIONS, question: question ?? '' },
      levels,
      playback,
      firstTurnSeq: nextSeqRef.current,
      onEvent: (event) => handleEvent(created, event),
      mintSecret: () => mintRealtimeSecret({ session: sessionId, language }),
      transcribe: (wav) => transcribeAudio(wav, language),
      isRealtimeUnavailable: canStepDownFromRealtime,
    };
    const created = createSession ? createSession(sessionOptions) : new HearingSession(sessionOptions);
    sessionRef.current = created;
    setIsMicOn(true);
    await created.start();
  }, [handleEvent, latest, levels]);

  // The delivery clock reads every level the microphone reports while the person may answer.
  useEffect(
    () =>
      levels.mic.subscribe(() => {
        if (latest.current.isActive) heard.current.clock = feedDeliveryClock(heard.current.clock, performance.now(), levels.mic.get());
      }),
    [latest, levels],
  );

  useEffect(() => () => sessionRef.current?.stop(), []);

  // The next question asked: the answers heard from now on are judged against it.
  useEffect(() => sessionRef.current?.setQuestion(options.question ?? ''), [options.question]);

  const toggleMic = useCallback(() => {
    latest.current.onError(null);
    if (sessionRef.current) return close();
    void open();
  }, [close, latest, open]);

  /** The delivery of this answer so far (words heard, timed by the audio clock), or undefined when not timed. */
  const delivery = useCallback(() => answerDelivery(heard.current.text, readDeliveryClock(heard.current.clock)), []);

  /** The answer was sent: the next one starts with nothing heard. */
  const resetAnswer = useCallback(() => {
    heard.current = { text: '', clock: initialDeliveryClock };
  }, []);

  /** "I'm done": ends the open turn now (its words come as an answer), or says there is none (`onAnswer(null)`). */
  const finish = useCallback(() => {
    if (sessionRef.current) sessionRef.current.answerNow();
    else latest.current.onAnswer(null, '');
  }, [latest]);

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
