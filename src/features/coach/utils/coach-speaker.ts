// The coach's voice: the gateway's speech streamed through Web Audio, read by the browser's own voice when that fails.
import { SPEECH_PCM, synthesizeSpeech, toAiError } from '@/lib/ai';
import type { PlaybackLevels } from '@/lib/hearing/playback-levels';
import { playPcmStream } from './pcm-player';
import { Speaker } from './speaker';

/**
 * Without spoken audio left this month, the browser's own voice reads on, and the person is told why. What plays goes
 * into `levels` (the hearing tells the Coach's voice from the person's by them).
 */
export function createCoachSpeaker(onAllowanceUsed: (message: string) => void, levels: PlaybackLevels): Speaker {
  const synthesize = (text: string, signal?: AbortSignal) =>
    synthesizeSpeech(text, signal).catch((error: unknown) => {
      const aiError = toAiError(error);
      if (aiError.code === 'audio_allowance_reached') onAllowanceUsed(aiError.message);
      throw aiError;
    });
  return new Speaker({ synthesize, play: (stream, signal) => playPcmStream(stream, signal, { sampleRate: SPEECH_PCM.sampleRate, levels }) });
}
