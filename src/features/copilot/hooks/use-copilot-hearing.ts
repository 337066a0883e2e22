// How the Copilot hears one live session (docs/realtime.md, "The screens' side"). At Start it takes the rung the
// gateway and the browser allow (src/lib/hearing/ladder.ts): live transcription of the meeting tab, recorded turns
// uploaded after a short pause, or typing only. For the first two one HearingSession runs (useHearingSession: the
// session, its turn keys, its failures): the tab and the microphone with a meter each, the interviewer's words as the
// editable transcript, the turn's answer events (drafts, confirmations) for the caller, and what the person should
// know about the channels (no tab audio, tab sharing stopped).
// disconnected → connecting (the tab and the microphone asked for) → connected; a fatal failure or closing returns to
// disconnected and releases both.
// What each of the session's events does on the screen is in utils/hearing-events.ts.
import { t } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useHearingSession, type HearingSessionBase } from '@/data/live-sessions/use-hearing-session';
import type { HearingSession } from '@/lib/hearing/hearing-session';
import type { HearingMode } from '@/lib/hearing/ladder';
import type { AnswerTiming } from '@/lib/hearing/turn-config';
import { showHearingEvent, type AnswerEvent, type HearingNotice } from '@/features/copilot/utils/hearing-events';
import { clearAll, clearAnswered, editTranscript, emptyTranscript, transcriptText, type HeardTranscript } from '@/features/copilot/utils/heard-transcript';

export type HearingStatus = 'disconnected' | 'connecting' | 'connected';

type CopilotSession = Pick<HearingSession, 'start' | 'stop' | 'reconnectTab' | 'answerNow' | 'setTiming' | 'setListening' | 'nextTurnSeq' | 'turnKey'>;

export interface CopilotHearingOptions extends HearingSessionBase<CopilotSession> {
  timing: AnswerTiming;
  /** The rung chosen from the gateway's capabilities and the browser (read at Start). */
  mode: HearingMode;
  /** A draft started, was cancelled, or the turn was confirmed: the caller answers. */
  onAnswerEvent: (event: AnswerEvent) => void;
  /** Something to know that is not a failure (Answer now with nothing new to answer). */
  onInfo: (message: string) => void;
}

export function useCopilotHearing(options: CopilotHearingOptions) {
  const { timing, mode, onAnswerEvent, onError, onInfo } = options;
  const [status, setStatus] = useState<HearingStatus>('disconnected');
  const [isListening, setIsListening] = useState(false);
  const [isTypingOnly, setIsTypingOnly] = useState(false);
  const [isTabHeard, setIsTabHeard] = useState(false);
  const [notice, setNotice] = useState<HearingNotice | null>(null);
  const [connectedAt, setConnectedAt] = useState<number | null>(null);
  /** The turn whose confirm waits for words still being transcribed ("still hearing…"). */
  const [stillHearing, setStillHearing] = useState<string | null>(null);
  const [heard, setHeard] = useState<HeardTranscript>(emptyTranscript);
  const hearing = useHearingSession({
    ...options,
    subject: 'tab',
    onEvent: (event) => showHearingEvent(event, { setIsTabHeard, setNotice, setHeard, setStillHearing, onAnswerEvent, onInfo }),
    onStopped: () => {
      setStatus('disconnected');
      setIsListening(false);
      setIsTabHeard(false);
      setNotice(null);
      setHeard(emptyTranscript);
      setConnectedAt(null);
      setStillHearing(null);
    },
  });
  const { session } = hearing;

  /** `typed`: a question typed before Start (without a microphone); it opens the question box once connected. Resolves whether it connected. */
  async function start(typed = ''): Promise<boolean> {
    if (session()) return false;
    onError(null);
    setNotice(null);
    setIsTypingOnly(false);
    if (mode === 'typed') {
      setIsTypingOnly(true);
      setNotice({ message: t('copilot:hearing.typedOnly'), canShareTab: false });
      return false;
    }
    setStatus('connecting');
    // A fatal start failure has already stopped the hearing (and said why): questions can still be typed.
    if (!(await hearing.open(mode))) {
      setIsTypingOnly(true);
      return false;
    }
    setStatus('connected');
    setConnectedAt(Date.now());
    setIsListening(true);
    if (typed.trim()) setHeard((current) => editTranscript(current, typed));
    return true;
  }

  useEffect(() => session()?.setTiming(timing), [session, timing]);

  function toggleListening() {
    const current = session();
    if (!current || status !== 'connected') return;
    const isOn = !isListening;
    current.setListening(isOn);
    setIsListening(isOn);
    if (!isOn) return;
    // Listening again clears the transcript and the error (docs/product.md#copilot-session).
    setHeard(clearAll);
    onError(null);
  }

  const setTranscript = useCallback((text: string) => setHeard((current) => editTranscript(current, text, session()?.turnKey() ?? null)), [session]);
  /** An answer stands for these turns (and `sentEdit`, the person's text a Send sent): they leave the box. */
  const clearSent = useCallback(
    (keys: readonly string[], sentEdit: HeardTranscript['edited'] = null) => setHeard((current) => clearAnswered(current, keys, sentEdit)),
    [],
  );

  return {
    mode,
    status,
    isListening,
    isTypingOnly,
    isTabHeard,
    notice,
    levels: hearing.levels,
    /** The box's turns and override (what a Send covers); `transcript` is its text. */
    heard,
    transcript: transcriptText(heard),
    setTranscript,
    clearSent,
    connectedAt,
    isStillHearing: stillHearing !== null,
    start,
    toggleListening,
    answerNow: () => session()?.answerNow(),
    shareTabAgain: () => void session()?.reconnectTab(),
    close: () => {
      hearing.close();
      setIsTypingOnly(false);
    },
  };
}
