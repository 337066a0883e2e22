// The Copilot's listening (docs/product.md#copilot-session): drives a TranscriptionEngine for one live session,
// disconnected → connecting (microphone requested) → connected; any failure or closing returns to
// disconnected, stops the microphone and clears the timer and the transcript.
import { useCallback, useEffect, useRef, useState } from 'react';
import { transcribeAudio } from '@/lib/ai';
import { createLevelStore } from '@/lib/level-store';
import { TranscriptionEngine, type EngineStatus } from '@/lib/transcription/engine';
import { LISTENING_MESSAGES, messageOf } from '@/lib/transcription/messages';
import { useLatest } from '@/hooks/use-latest';
import { joinText } from '@/lib/transcription/join-text';

export interface CopilotListeningOptions {
  /** Whisper's language (the interview language, docs/product.md#copilot-settings; v2 is fixed at fr). */
  language: string;
  /** A segment closed after its text was added (receives the transcript so far): the moment auto-send may fire. */
  onSegmentClosed?: (transcript: string) => void;
  /** A microphone or transcription failure (null: the last one is over). */
  onError: (message: string | null) => void;
  /** Seam for tests. */
  createEngine?: (options: ConstructorParameters<typeof TranscriptionEngine>[0]) => Pick<TranscriptionEngine, 'connect' | 'disconnect' | 'startListening' | 'stopListening'>;
}

export function useCopilotListening({ language, onSegmentClosed, onError, createEngine }: CopilotListeningOptions) {
  const [status, setStatus] = useState<EngineStatus>('disconnected');
  const [isListening, setIsListening] = useState(false);
  // The microphone level lives outside React state: only the meter re-renders for it.
  const [levelStore] = useState(createLevelStore);
  const [transcript, setTranscriptState] = useState('');
  // The engine reports text and the segment's end in one go: the ref lets auto-send read the text at once.
  const transcriptRef = useRef('');
  const setTranscript = useCallback((next: string | ((previous: string) => string)) => {
    transcriptRef.current = typeof next === 'function' ? next(transcriptRef.current) : next;
    setTranscriptState(transcriptRef.current);
  }, []);
  /** The last start failed for want of a microphone or a recorder: questions can still be typed. */
  const [isMicrophoneUnavailable, setIsMicrophoneUnavailable] = useState(false);
  const [connectedAt, setConnectedAt] = useState<number | null>(null);

  const engineRef = useRef<ReturnType<NonNullable<CopilotListeningOptions['createEngine']>> | null>(null);
  const latest = useLatest({ language, onSegmentClosed, onError });

  const reset = useCallback(() => {
    engineRef.current = null;
    setStatus('disconnected');
    setIsListening(false);
    levelStore.set(0);
    setTranscript('');
    setConnectedAt(null);
  }, [levelStore, setTranscript]);

  const start = useCallback(async () => {
    if (engineRef.current) return;
    latest.current.onError(null);
    setIsMicrophoneUnavailable(false);
    setStatus('connecting');
    const make = createEngine ?? ((options) => new TranscriptionEngine(options));
    const engine = make({
      transcribe: (audio) => transcribeAudio(audio, latest.current.language),
      onText: (text) => setTranscript((previous) => joinText(previous, text)),
      onSegmentClosed: () => latest.current.onSegmentClosed?.(transcriptRef.current),
      onLevel: levelStore.set,
      onStatus: (next) => {
        if (engineRef.current !== engine) return;
        if (next === 'disconnected') reset();
        else setStatus(next);
      },
      onError: (failure) => latest.current.onError(messageOf(failure, LISTENING_MESSAGES.transcriptionFailed)),
    });
    engineRef.current = engine;
    try {
      await engine.connect();
      if (engineRef.current !== engine) return;
      setStatus('connected');
      setConnectedAt(Date.now());
      engine.startListening();
      setIsListening(true);
    } catch (failure) {
      await engine.disconnect().catch(() => undefined);
      reset();
      latest.current.onError(messageOf(failure, LISTENING_MESSAGES.startFailed));
      // connect() fails only for the microphone or the recorder (refused, absent, busy, no format).
      setIsMicrophoneUnavailable(true);
    }
  }, [createEngine, latest, levelStore, reset, setTranscript]);

  const toggleListening = useCallback(async () => {
    const engine = engineRef.current;
    if (!engine || status !== 'connected') return;
    try {
      if (isListening) {
        setIsListening(false);
        await engine.stopListening();
      } else {
        // Starting clears the transcript and the error (docs/product.md#copilot-session).
        setTranscript('');
        latest.current.onError(null);
        engine.startListening();
        setIsListening(true);
      }
    } catch {
      latest.current.onError(LISTENING_MESSAGES.toggleFailed);
    }
  }, [isListening, latest, status, setTranscript]);

  /** After a successful send: removes the text that was sent, keeping anything heard since. */
  const clearSent = useCallback(
    (sent: string) => {
      setTranscript((current) => {
        if (current === sent) return '';
        return sent && current.startsWith(sent) ? current.slice(sent.length).trimStart() : current;
      });
    },
    [setTranscript],
  );

  const close = useCallback(async () => {
    const engine = engineRef.current;
    reset();
    await engine?.disconnect().catch(() => undefined);
  }, [reset]);

  // Leaving the screen releases the microphone.
  useEffect(
    () => () => {
      void engineRef.current?.disconnect().catch(() => undefined);
      engineRef.current = null;
    },
    [],
  );

  return { status, isListening, levelStore, transcript, setTranscript, clearSent, isMicrophoneUnavailable, connectedAt, start, toggleListening, close };
}
