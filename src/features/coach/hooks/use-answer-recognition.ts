// The microphone side of an answer: the recognizer (browser or engine fallback) writes interim and final text,
// the quiet timer sends 5 s after the last final result, and the delivery clock times the speech by the audio levels
// the recording reads (never by the wall clock between clicks or transcripts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { transcribeAudio } from '@/lib/ai';
import { useLatest } from '@/hooks/use-latest';
import { createLevelStore } from '@/lib/level-store';
import { AnswerRecognizer } from '@/features/coach/utils/answer-recognizer';
import { feedDeliveryClock, initialDeliveryClock, readDeliveryClock } from '@/features/coach/utils/delivery-clock';
import { QuietTimer } from '@/features/coach/utils/quiet-timer';
import { answerDelivery } from '@/features/coach/utils/speech-metrics';

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
  // This answer so far: what the microphone heard and its audio clock.
  const heard = useRef({ text: '', clock: initialDeliveryClock });

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
          if (text) timerRef.current?.speech();
        },
        onFinal: (text) => {
          if (!callbacks.current.isActive) return;
          heard.current.text = `${heard.current.text} ${text}`;
          setInterim('');
          callbacks.current.onFinal(text);
          timerRef.current?.finalResult();
        },
        onLevel: (value) => {
          levelStore.set(value);
          // Level readings come from the recording (the engine); the browser recognizer gives none, so its
          // answers are spoken but not timed.
          if (callbacks.current.isActive) heard.current.clock = feedDeliveryClock(heard.current.clock, performance.now(), value);
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

  /** The delivery of this answer so far (words heard, timed by the audio clock), or undefined when not timed. */
  const delivery = useCallback(() => answerDelivery(heard.current.text, readDeliveryClock(heard.current.clock)), []);

  /** The answer was sent: the next one starts with nothing heard. */
  const resetAnswer = useCallback(() => {
    heard.current = { text: '', clock: initialDeliveryClock };
    timerRef.current?.cancel();
  }, []);

  /**
   * "I'm done": stops the recording now (the open segment is transcribed and delivered, as at the silence timeout),
   * runs `send`, and listens again if the answer is still open (the send failed or was refused).
   */
  const finish = useCallback(
    async (send: () => Promise<void>) => {
      const current = recognizerRef.current;
      timerRef.current?.cancel();
      await current?.setListening(false).catch(() => undefined);
      await send();
      if (current && recognizerRef.current === current && callbacks.current.isActive) await current.setListening(true).catch(() => setIsMicOn(false));
    },
    [callbacks],
  );

  const stop = useCallback(async () => {
    setIsMicOn(false);
    timerRef.current?.cancel();
    setInterim('');
    levelStore.set(0);
    await recognizerRef.current?.dispose();
    recognizerRef.current = null;
  }, [levelStore]);

  return { isMicOn, toggleMic, interim: isActive ? interim : '', levelStore, delivery, resetAnswer, finish, stop };
}
