// How the Copilot hears one live session (docs/realtime.md, "The screens' side"). At Start it takes the rung the
// gateway and the browser allow (src/lib/hearing/ladder.ts): live transcription of the meeting tab, recorded turns
// uploaded after a short pause, or typing only. For the first two one HearingSession runs: the tab and the microphone
// with a meter each, the interviewer's words as the transcript, the turn's answer events (drafts, confirmations) for
// the caller, and what the person should know about the channels (no tab audio, tab sharing stopped).
// disconnected → connecting (the tab and the microphone asked for) → connected; a fatal failure or closing returns to
// disconnected and releases both.
// What each of the session's events does on the screen is in utils/hearing-events.ts.
import { useQueryClient } from '@tanstack/react-query';
import { t } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AiLanguage } from '@shared/ai-contract.ts';
import { AI_CAPABILITIES_KEY } from '@/data/live-sessions/use-ai-capabilities';
import { canStepDownFromRealtime, mintRealtimeSecret, transcribeAudio } from '@/lib/ai';
import { HearingSession } from '@/lib/hearing/hearing-session';
import type { HearingSessionEvent, HearingSessionOptions } from '@/lib/hearing/hearing-session-types';
import type { HearingMode } from '@/lib/hearing/ladder';
import type { AnswerTiming } from '@/lib/hearing/turn-config';
import { createLevelStore } from '@/lib/level-store';
import { useLatest } from '@/hooks/use-latest';
import { showHearingEvent, type AnswerEvent, type HearingNotice } from '@/features/copilot/utils/hearing-events';
import { clearAll, clearAnswered, editTranscript, emptyTranscript, transcriptText, type HeardTranscript } from '@/features/copilot/utils/heard-transcript';

export type HearingStatus = 'disconnected' | 'connecting' | 'connected';

type SessionLike = Pick<HearingSession, 'start' | 'stop' | 'reconnectTab' | 'answerNow' | 'setTiming' | 'setListening' | 'nextTurnSeq' | 'turnKey'>;

export interface CopilotHearingOptions {
  /** The live session (`app_<id>`, `int_<id>` or `demo`): turn keys and the realtime mint name it. */
  sessionId: string;
  /** The interview language (v2 is fixed at fr). */
  language: AiLanguage;
  timing: AnswerTiming;
  /** The rung chosen from the gateway's capabilities and the browser (read at Start). */
  mode: HearingMode;
  /** A draft started, was cancelled, or the turn was confirmed: the caller answers. */
  onAnswerEvent: (event: AnswerEvent) => void;
  /** A failure to show (null: the last one is over). */
  onError: (message: string | null) => void;
  /** Something to know that is not a failure (Answer now with nothing new to answer). */
  onInfo: (message: string) => void;
  /** Seam for tests. */
  createSession?: (options: HearingSessionOptions) => SessionLike;
}

/**
 * Turn keys must not repeat within a live session, even after Close and Start again or a reload: the gateway charges
 * one answer per key. Numbering starts from the clock (seconds, within the key's six digits) and goes on from there.
 */
const firstSeqFromClock = () => (Math.floor(Date.now() / 1000) % 900_000) + 1;

export function useCopilotHearing({ sessionId, language, timing, mode, onAnswerEvent, onError, onInfo, createSession }: CopilotHearingOptions) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<HearingStatus>('disconnected');
  const [isListening, setIsListening] = useState(false);
  const [isTypingOnly, setIsTypingOnly] = useState(false);
  const [isTabHeard, setIsTabHeard] = useState(false);
  const [notice, setNotice] = useState<HearingNotice | null>(null);
  const [connectedAt, setConnectedAt] = useState<number | null>(null);
  /** The turn whose confirm waits for words still being transcribed ("still hearing…"). */
  const [stillHearing, setStillHearing] = useState<string | null>(null);
  // Levels live outside React state: only the meters re-render for them.
  const [levels] = useState(() => ({ tab: createLevelStore(), mic: createLevelStore() }));
  const [heard, setHeard] = useState<HeardTranscript>(emptyTranscript);
  const sessionRef = useRef<SessionLike | null>(null);
  const nextSeqRef = useRef<number | null>(null);
  const latest = useLatest({ sessionId, language, timing, onAnswerEvent, onError, onInfo });

  const reset = useCallback(() => {
    if (sessionRef.current) nextSeqRef.current = sessionRef.current.nextTurnSeq;
    sessionRef.current?.stop();
    sessionRef.current = null;
    setStatus('disconnected');
    setIsListening(false);
    setIsTabHeard(false);
    setNotice(null);
    setHeard(emptyTranscript);
    setConnectedAt(null);
    setStillHearing(null);
  }, []);

  const handleEvent = useCallback(
    (session: SessionLike, event: HearingSessionEvent) => {
      if (sessionRef.current !== session) return;
      const { onAnswerEvent, onError, onInfo } = latest.current;
      // The gateway now remembers there is no realtime: the next Start reads that from its capabilities.
      const onSteppedDown = () => void queryClient.invalidateQueries({ queryKey: AI_CAPABILITIES_KEY });
      showHearingEvent(event, { setIsTabHeard, setNotice, setHeard, setStillHearing, onAnswerEvent, onError, onInfo, reset, onSteppedDown });
    },
    [latest, queryClient, reset],
  );

  /** `typed`: a question typed before Start (without a microphone); it opens the question box once connected. Resolves whether it connected. */
  const start = useCallback(
    async (typed = ''): Promise<boolean> => {
      if (sessionRef.current) return false;
      latest.current.onError(null);
      setNotice(null);
      setIsTypingOnly(false);
      if (mode === 'typed') {
        setIsTypingOnly(true);
        setNotice({ message: t('copilot:hearing.typedOnly'), canShareTab: false });
        return false;
      }
      setStatus('connecting');
      const { sessionId: session, language: lang, timing: answerTiming } = latest.current;
      const options: HearingSessionOptions = {
        sessionId: session,
        mode,
        timing: answerTiming,
        levels,
        firstTurnSeq: nextSeqRef.current ?? firstSeqFromClock(),
        onEvent: (event) => handleEvent(created, event),
        mintSecret: () => mintRealtimeSecret({ session, language: lang }),
        transcribe: (wav) => transcribeAudio(wav, lang),
        isRealtimeUnavailable: canStepDownFromRealtime,
      };
      const created = createSession ? createSession(options) : new HearingSession(options);
      sessionRef.current = created;
      await created.start();
      // A fatal start failure has already reset (and said why): questions can still be typed.
      if (sessionRef.current !== created) {
        setIsTypingOnly(true);
        return false;
      }
      setStatus('connected');
      setConnectedAt(Date.now());
      setIsListening(true);
      if (typed.trim()) setHeard((current) => editTranscript(current, typed));
      return true;
    },
    [createSession, handleEvent, latest, levels, mode],
  );

  useEffect(() => sessionRef.current?.setTiming(timing), [timing]);

  const toggleListening = useCallback(() => {
    const session = sessionRef.current;
    if (!session || status !== 'connected') return;
    const isOn = !isListening;
    session.setListening(isOn);
    setIsListening(isOn);
    if (!isOn) return;
    // Listening again clears the transcript and the error (docs/product.md#copilot-session).
    setHeard(clearAll);
    latest.current.onError(null);
  }, [isListening, latest, status]);

  const setTranscript = useCallback((text: string) => setHeard((current) => editTranscript(current, text, sessionRef.current?.turnKey() ?? null)), []);
  /** An answer stands for these turns (and `sentEdit`, the person's text a Send sent): they leave the box. */
  const clearSent = useCallback(
    (keys: readonly string[], sentEdit: HeardTranscript['edited'] = null) => setHeard((current) => clearAnswered(current, keys, sentEdit)),
    [],
  );

  const close = useCallback(() => {
    reset();
    setIsTypingOnly(false);
  }, [reset]);

  // Leaving the screen releases the tab and the microphone.
  useEffect(() => () => sessionRef.current?.stop(), []);

  return {
    mode,
    status,
    isListening,
    isTypingOnly,
    isTabHeard,
    notice,
    levels,
    /** The box's turns and override (what a Send covers); `transcript` is its text. */
    heard,
    transcript: transcriptText(heard),
    setTranscript,
    clearSent,
    connectedAt,
    isStillHearing: stillHearing !== null,
    start,
    toggleListening,
    answerNow: () => sessionRef.current?.answerNow(),
    shareTabAgain: () => void sessionRef.current?.reconnectTab(),
    close,
  };
}
