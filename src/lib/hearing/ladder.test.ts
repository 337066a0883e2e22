import { describe, expect, it } from 'vitest';
import { chooseHearing, type HearingBrowser, type HearingCapabilities } from './ladder';

const full: HearingBrowser = { hasWebSocket: true, hasAudioWorklet: true, hasGetUserMedia: true };
const realtime: HearingCapabilities = {
  configured: true,
  realtime: { transport: 'websocket', url: 'wss://api.openai.com/v1/realtime', model: 'gpt-realtime-whisper' },
};

describe('chooseHearing', () => {
  it('hears live when the gateway offers a realtime session and the browser can open it', () => {
    expect(chooseHearing(realtime, full)).toBe('realtime');
  });

  it('uploads recorded turns when the provider has no realtime sessions or the browser has no WebSocket', () => {
    expect(chooseHearing({ configured: true, realtime: null }, full)).toBe('upload');
    expect(chooseHearing(realtime, { ...full, hasWebSocket: false })).toBe('upload');
  });

  it('leaves the person typing without an AI provider, a microphone or an audio worklet', () => {
    expect(chooseHearing({ configured: false, realtime: null }, full)).toBe('typed');
    expect(chooseHearing({ ...realtime, configured: false }, full)).toBe('typed');
    expect(chooseHearing(realtime, { ...full, hasGetUserMedia: false })).toBe('typed');
    expect(chooseHearing(realtime, { ...full, hasAudioWorklet: false })).toBe('typed');
  });
});
