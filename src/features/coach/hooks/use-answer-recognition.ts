// The microphone side of an answer: the recognizer (browser or engine fallback) writes interim and final text,
// the quiet timer sends 5 s after the last final result, and it times how long the person spoke.
import { useCallback, useEffect, useRef, useState } from 'react';
import { transcribeAudio } from '@/lib/ai';
import { useLatest } from '@/hooks/use-latest';
import { createLevelStore } from '@/lib/level-store';
import { AnswerRecognizer, type RecognitionMode } from '@/features/coach/utils/answer-recognizer';
import { QuietTimer } from '@/features/coach/utils/quiet-timer';

/** The engine closes a segment after 3 s of silence: that wait is not speaking time. */
const ENGINE_SILENCE_MS = 3_000;
const SPEECH_LEVEL = 0.02;

export interface AnswerRecognitionOptions {
  /** Whisper's language (ISO 639-1). */
  language: string;
  /** The browser recognizer's language (BCP 47). */
  browserLanguage: string;
  /** Listen now (mic on and it is the person's turn). */
  isActive: boolean;
  onFinal: (text: string) => void;
  /** 5 s of quiet after a final result. */
  onQuiet: () => void;
  /** A microphone or transcription failure (null: pressing the microphone again clears it). */
  onError: (message: string | null) => void;
}

export function useAnswerRecognition({ language, browserLanguage, isActive, onFinal, onQuiet, onError }: AnswerRecognitionOptions) {
  const [interim, setInterim] = useState('');
  // The microphone level lives outside React state: only the meter re-renders for it.
  const [levelStore] = useState(createLevelStore);
  const [isMicOn, setIsMicOn] = useState(false);
  const callbacks = useLatest({ onFinal, onQuiet, onError, isActive });
  const recognizerRef = useRef<AnswerRecognizer | null>(null);
  const timerRef = useRef<QuietTimer | null>(null);
  const timing = useRef<{ firstSpeechAt: number | null; lastFinalAt: number | null }>({ firstSpeechAt: null, lastFinalAt: null });
  const modeRef = useRef<RecognitionMode | null>(null);

  const markSpeech = () => {
    timing.current.firstSpeechAt ??= Date.now();
  };

  const recognizer = useCallback(() => {
    if (!recognizerRef.current) {
      timerRef.current = new QuietTimer(() => {
        if (callbacks.current.isActive) callbacks.current.onQuiet();
      });
      recognizerRef.current = new AnswerRecognizer({
        browserLanguage,
        transcribe: (audio) => transcribeAudio(audio, language),
        onInterim: (text) => {
          if (!callbacks.current.isActive) return;
          setInterim(text);
          if (text) {
            markSpeech();
            timerRef.current?.speech();
          }
        },
        onFinal: (text) => {
          if (!callbacks.current.isActive) return;
          markSpeech();
          timing.current.lastFinalAt = Date.now();
          setInterim('');
          callbacks.current.onFinal(text);
          timerRef.current?.finalResult();
        },
        onLevel: (value) => {
          levelStore.set(value);
          if (value >= SPEECH_LEVEL && callbacks.current.isActive) markSpeech();
        },
        onMode: (next) => {
          modeRef.current = next;
        },
        onError: (message) => callbacks.current.onError(message),
        // The microphone did not start: show it off, so the next press tries again.
        onMicrophoneFailed: () => setIsMicOn(false),
      });
    }
    return recognizerRef.current;
  }, [callbacks, language, browserLanguage, levelStore]);

  useEffect(() => {
    if (!isMicOn) {
      void recognizerRef.current?.setListening(false);
      return;
    }
    recognizer()
      .setListening(isActive)
      .catch(() => setIsMicOn(false));
    if (!isActive) timerRef.current?.cancel();
  }, [isMicOn, isActive, recognizer]);

  const toggleMic = useCallback(() => {
    callbacks.current.onError(null);
    setIsMicOn((on) => !on);
  }, [callbacks]);

  useEffect(
    () => () => {
      timerRef.current?.cancel();
      void recognizerRef.current?.dispose();
      recognizerRef.current = null;
    },
    [],
  );

  /** How long the person spoke for this answer (voice), then starts timing the next one. */
  const takeDuration = useCallback((): number | undefined => {
    const { firstSpeechAt, lastFinalAt } = timing.current;
    timing.current = { firstSpeechAt: null, lastFinalAt: null };
    timerRef.current?.cancel();
    if (firstSpeechAt === null || lastFinalAt === null) return undefined;
    const silence = modeRef.current === 'engine' ? ENGINE_SILENCE_MS : 0;
    const duration = lastFinalAt - firstSpeechAt - silence;
    return duration >= 1000 ? duration : undefined;
  }, []);

  const stop = useCallback(async () => {
    setIsMicOn(false);
    timerRef.current?.cancel();
    setInterim('');
    levelStore.set(0);
    await recognizerRef.current?.dispose();
    recognizerRef.current = null;
    modeRef.current = null;
  }, [levelStore]);

  return { isMicOn, toggleMic, interim: isActive ? interim : '', levelStore, takeDuration, stop };
}
