// How the Copilot hears, chosen from what the gateway says it can do (GET …/ai/v1/capabilities) and what the
// browser has: live transcription over the realtime API, recorded turns uploaded to the transcription route, or no
// hearing at all (the person types). Pure. One step is taken later, on the gateway's word: a realtime session whose
// mint is refused with `realtime_unavailable` goes on uploading in the same Start (hearing-session.ts), and the
// gateway's capabilities then say `realtime: null` for a while, so the next Start begins on the upload rung.

export interface HearingCapabilities {
  /** The gateway has an AI provider at all. */
  configured: boolean;
  /** Where the browser opens a realtime transcription session, or null when the provider offers none. */
  realtime: { transport: 'websocket'; url: string; model: string } | null;
}

export interface HearingBrowser {
  hasWebSocket: boolean;
  hasAudioWorklet: boolean;
  hasGetUserMedia: boolean;
}

export type HearingMode = 'realtime' | 'upload' | 'typed';

export function chooseHearing(capabilities: HearingCapabilities, browser: HearingBrowser): HearingMode {
  // Both hearing paths cut turns from the worklet's PCM, so without a microphone or a worklet there is nothing to hear.
  if (!capabilities.configured || !browser.hasGetUserMedia || !browser.hasAudioWorklet) return 'typed';
  if (capabilities.realtime?.transport === 'websocket' && browser.hasWebSocket) return 'realtime';
  return 'upload';
}

/** What this browser offers: the Copilot reads it with the gateway's capabilities before Start. */
export function detectHearingBrowser(): HearingBrowser {
  return {
    hasWebSocket: typeof WebSocket === 'function',
    hasAudioWorklet: typeof AudioWorkletNode === 'function',
    hasGetUserMedia: typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function',
  };
}
