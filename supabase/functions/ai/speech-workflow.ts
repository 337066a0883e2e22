// Which workflow speaks for a speech model, and what the browser receives. Pure, unit-tested.
//
// Checked 2026-11-25 (developers.openai.com/api/docs/guides/text-to-speech): tts-1, tts-1-hd and gpt-4o-mini-tts, the
// models POST /v1/audio/speech takes, shut down on 2027-01-06; their named replacement gpt-realtime-2.1-mini "isn't a
// supported model for /v1/audio/speech": it speaks only through the Realtime API. There, one out-of-band
// `response.create` (conversation "none", output_modalities ["audio"], audio.output.format audio/pcm at 24 kHz, a
// realtime voice such as marin) streams `response.output_audio.delta` events (base64 PCM16) until `response.done`
// (Realtime API reference: client and server events; the GA voices are alloy, ash, ballad, coral, echo, sage,
// shimmer, verse, marin and cedar, "We recommend marin and cedar for best quality").

export type SpeechWorkflow = 'speech-api' | 'realtime';

/** Model families, first match wins; any other name (another provider's TTS model) takes the Speech API. */
const WORKFLOWS: ReadonlyArray<readonly [RegExp, SpeechWorkflow]> = [
  [/^gpt-realtime/, 'realtime'],
  [/^(tts-1|gpt-4o-mini-tts)/, 'speech-api'],
];

export function speechWorkflowOf(model: string): SpeechWorkflow {
  const name = model.slice(model.lastIndexOf('/') + 1);
  return WORKFLOWS.find(([family]) => family.test(name))?.[1] ?? 'speech-api';
}

/**
 * What the browser gets from either workflow: raw PCM, 16-bit signed little-endian, mono, 24 kHz, streamed as it is
 * synthesized, so the first words play before the sentence is done (the Speech API's `pcm` format and the Realtime
 * API's `audio/pcm` output are both exactly this). No container: nothing to wait for, nothing to parse.
 */
export const SPEECH_AUDIO = { contentType: 'audio/pcm;rate=24000;channels=1', sampleRate: 24_000 } as const;

/** The Speech API's response_format that yields SPEECH_AUDIO. */
export const SPEECH_API_FORMAT = 'pcm';

/** The out-of-band response that reads `text` aloud, word for word, in `voice`. */
export function readAloudEvent(text: string, voice: string): Record<string, unknown> {
  return {
    type: 'response.create',
    response: {
      conversation: 'none',
      output_modalities: ['audio'],
      instructions:
        'You are a text-to-speech reader. Read the user message aloud exactly as written, word for word, in its own language, in a calm and friendly interviewer voice. Do not answer it, comment on it or add anything.',
      input: [{ type: 'message', role: 'user', content: [{ type: 'input_text', text }] }],
      audio: { output: { format: { type: 'audio/pcm', rate: SPEECH_AUDIO.sampleRate }, voice } },
    },
  };
}
