// How a live session hears, the Copilot's and the Coach's alike (docs/realtime.md, "The screens' side"): one
// HearingSession at a time through the gateway, its turn keys never repeated, its failures worded (a fatal one stops
// it), its step down remembered in the AI capabilities (hence here, beside them), nothing heard from it once closed or
// left. The screens show its other events (use-copilot-hearing.ts, use-answer-hearing.ts).
import { useQueryClient } from '@tanstack/react-query';
import { t } from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AiLanguage } from '@shared/ai-contract.ts';
import { canStepDownFromRealtime, mintRealtimeSecret, transcribeAudio } from '@/lib/ai';
import { HearingSession } from '@/lib/hearing/hearing-session';
import type { HearingProblem, HearingSessionEvent, HearingSessionOptions } from '@/lib/hearing/hearing-session-types';
import type { PlaybackLevels } from '@/lib/hearing/playback-levels';
import { ANSWER_TURN_OPTIONS, type AnswerTiming } from '@/lib/hearing/turn-config';
import { createLevelStore } from '@/lib/level-store';
import { LISTENING_MESSAGES } from '@/lib/transcription/messages';
import { useLatest } from '@/hooks/use-latest';
import { AI_CAPABILITIES_KEY } from './use-ai-capabilities';

/** What this hook drives of a session; a screen's own seam may ask for more of HearingSession. */
type OwnedSession = Pick<HearingSession, 'start' | 'stop' | 'nextTurnSeq'>;

/** Whose turns are heard, and what the session needs to know of them. */
type HearingSubject =
  /** The Copilot: the meeting tab is the interviewer, the microphone the candidate; drafts at the chosen timing. */
  | { subject: 'tab'; timing: AnswerTiming }
  /** The Coach: the microphone alone, the person answering `question`; the Coach's voice as it plays is not them. */
  | { subject: 'mic'; question: string; playback?: PlaybackLevels };

/** What a screen passes on as it was given it. */
export interface HearingSessionBase<Session extends OwnedSession> {
  /** The live session (`app_<id>`, `int_<id>` or `demo`): turn keys and the realtime mint name it. */
  sessionId: string;
  language: AiLanguage;
  /** A failure to show (null: the last one is over). */
  onError: (message: string | null) => void;
  /** Seam for tests. */
  createSession?: (options: HearingSessionOptions) => Session;
}

type HearingSessionHookOptions<Session extends OwnedSession> = HearingSessionBase<Session> &
  HearingSubject & {
    /** The session's events, for the screen to show (failures and the step down are handled here first). */
    onEvent: (event: HearingSessionEvent) => void;
    /** The hearing stopped (closed, or a fatal failure): the screen lets go of what it showed of it. */
    onStopped: () => void;
  };

/**
 * Turn keys must not repeat within a live session, even after Close and Start again or a reload: the gateway charges
 * one answer per key and meters drafts by it. Numbering starts from the clock (seconds, within the key's six digits)
 * and a session opened again goes on from where the last one stopped.
 */
const firstSeqFromClock = () => (Math.floor(Date.now() / 1000) % 900_000) + 1;

/** A hearing problem in the person's language; the session's own (English) message when it names none. */
export const said = (event: { message?: string; problem?: HearingProblem }): string =>
  event.problem ? t(`copilot:hearing.problems.${event.problem}`) : (event.message ?? LISTENING_MESSAGES.transcriptionFailed);

/** The Coach's turns are answers: the answer turn settings, judged against the question (ANSWER_TURN_OPTIONS). */
function subjectOptions(heard: HearingSubject): Pick<HearingSessionOptions, 'subject' | 'timing' | 'turnOptions' | 'playback'> {
  if (heard.subject === 'tab') return { timing: heard.timing };
  return { subject: 'mic', timing: 'instant', turnOptions: { ...ANSWER_TURN_OPTIONS, question: heard.question }, playback: heard.playback };
}

export function useHearingSession<Session extends OwnedSession>(options: HearingSessionHookOptions<Session>) {
  const queryClient = useQueryClient();
  // Levels live outside React state: only the meters re-render for them.
  const [levels] = useState(() => ({ tab: createLevelStore(), mic: createLevelStore() }));
  const sessionRef = useRef<Session | HearingSession | null>(null);
  const nextSeqRef = useRef<number | null>(null);
  const latest = useLatest(options);

  /** Stops the hearing (the screen lets go of it); the next session's turn keys go on from this one's. */
  const close = useCallback(() => {
    const session = sessionRef.current;
    if (session) nextSeqRef.current = session.nextTurnSeq;
    session?.stop();
    sessionRef.current = null;
    latest.current.onStopped();
  }, [latest]);

  const handleEvent = useCallback(
    (session: OwnedSession, event: HearingSessionEvent) => {
      // A session closed since (or replaced) has nothing more to say to the screen.
      if (sessionRef.current !== session) return;
      const { onEvent, onError } = latest.current;
      // The gateway now remembers there is no realtime: the next start reads that from its capabilities.
      if (event.type === 'steppedDown') void queryClient.invalidateQueries({ queryKey: AI_CAPABILITIES_KEY });
      if (event.type === 'error' || (event.type === 'channel' && event.channel === 'mic' && event.status === 'ended')) onError(said(event));
      onEvent(event);
      if (event.type === 'error' && event.isFatal) close();
    },
    [close, latest, queryClient],
  );

  /** Opens a session (none must be open) and resolves whether it is still the open one once started. */
  const open = useCallback(
    async (mode: HearingSessionOptions['mode']): Promise<boolean> => {
      if (sessionRef.current) return false;
      const { sessionId, language, createSession } = latest.current;
      const sessionOptions: HearingSessionOptions = {
        sessionId,
        mode,
        ...subjectOptions(latest.current),
        levels,
        firstTurnSeq: nextSeqRef.current ?? firstSeqFromClock(),
        onEvent: (event) => handleEvent(created, event),
        mintSecret: () => mintRealtimeSecret({ session: sessionId, language }),
        transcribe: (wav) => transcribeAudio(wav, language),
        isRealtimeUnavailable: canStepDownFromRealtime,
      };
      const created = createSession ? createSession(sessionOptions) : new HearingSession(sessionOptions);
      sessionRef.current = created;
      await created.start();
      return sessionRef.current === created;
    },
    [handleEvent, latest, levels],
  );

  // Leaving the screen releases the devices.
  useEffect(() => () => sessionRef.current?.stop(), []);

  /** The open session, if any. */
  const session = useCallback(() => sessionRef.current, []);

  return { levels, open, close, session };
}
