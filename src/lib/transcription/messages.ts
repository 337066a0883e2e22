// Everything the microphone and the transcription say to the person (docs/product.md#transcription), in one place:
// the engine, the Copilot's listening and the Coach's answer recognition import it.
export const LISTENING_MESSAGES = {
  startFailed: 'Failed to start session',
  toggleFailed: 'Failed to toggle listening',
  transcriptionFailed: 'Transcription error occurred. Please try again.',
  emptyInput: 'Please provide some speech input first.',
  selectFirst: 'Select an interview, an application or demo mode first.',
} as const;

/** The error's own message when it has one, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
