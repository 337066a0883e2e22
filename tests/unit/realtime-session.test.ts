import { describe, expect, it } from 'vitest';
import {
  buildClientSecretRequest,
  keywordsFrom,
  parseClientSecretResponse,
  realtimeCapabilityFromEnv,
  realtimeConfigFromEnv,
  type RealtimeConfig,
} from '../../supabase/functions/ai/realtime-session.ts';

const env = (values: Record<string, string>) => (name: string) => values[name];
const config: RealtimeConfig = { baseUrl: 'https://api.openai.com/v1', realtimeUrl: 'wss://api.openai.com/v1/realtime', model: 'gpt-live-transcribe' };

describe('realtimeConfigFromEnv', () => {
  it('defaults to OpenAI and the live model', () => {
    expect(realtimeConfigFromEnv(env({}))).toEqual(config);
  });

  it('derives the WebSocket URL from OPENAI_BASE_URL, or takes OPENAI_REALTIME_URL and OPENAI_REALTIME_MODEL', () => {
    expect(realtimeConfigFromEnv(env({ OPENAI_BASE_URL: 'http://127.0.0.1:5001/v1/' })).realtimeUrl).toBe('ws://127.0.0.1:5001/v1/realtime');
    expect(
      realtimeConfigFromEnv(
        env({ OPENAI_BASE_URL: 'https://x.test/v1', OPENAI_REALTIME_URL: 'wss://rt.test/v1/realtime/', OPENAI_REALTIME_MODEL: 'gpt-4o-transcribe' }),
      ),
    ).toEqual({ baseUrl: 'https://rt.test/v1', realtimeUrl: 'wss://rt.test/v1/realtime', model: 'gpt-4o-transcribe' });
  });

  it('refuses a realtime URL that is not a WebSocket URL', () => {
    expect(() => realtimeConfigFromEnv(env({ OPENAI_REALTIME_URL: 'https://rt.test' }))).toThrow(/wss:\/\//);
  });
});

describe('keywordsFrom', () => {
  it('takes the company, the job title and the terms of the job offer and résumé, not sentence-initial words', () => {
    const keywords = keywordsFrom({
      company: 'Acme Corp',
      jobTitle: 'Staff Engineer',
      jobOffer: 'We run Kubernetes on AWS. You will own our Node.js services and the C++ engine.',
      resume: 'Led the migration to PostgreSQL 17 at Initech. Mentored 4 engineers.',
    });
    expect(keywords).toEqual(['Acme Corp', 'Staff Engineer', 'Kubernetes', 'AWS', 'Node.js', 'C++', 'PostgreSQL', 'Initech']);
  });

  it('removes angle brackets and line breaks, and dedupes case-insensitively', () => {
    expect(keywordsFrom({ company: 'Acme <b>\nLabs', jobTitle: 'acme labs' })).toEqual(['Acme b Labs', 'acme labs']);
    expect(keywordsFrom({ company: 'Acme', jobOffer: 'Join ACME and Acme today' })).toEqual(['Acme']);
  });
});

describe('buildClientSecretRequest', () => {
  it('asks for a short-lived transcription session in 24 kHz PCM with our own turn detection, languages and keywords', () => {
    const request = buildClientSecretRequest(config, { language: 'EN', company: 'Acme', jobOffer: 'Uses Kubernetes daily.' });
    expect(request).toEqual({
      url: 'https://api.openai.com/v1/realtime/client_secrets',
      body: {
        expires_after: { anchor: 'created_at', seconds: 60 },
        session: {
          type: 'transcription',
          audio: {
            input: {
              format: { type: 'audio/pcm', rate: 24000 },
              transcription: { model: 'gpt-live-transcribe', languages: ['en'], keywords: ['Acme', 'Kubernetes'] },
              turn_detection: null,
            },
          },
        },
      },
    });
  });

  it('sends what each model family accepts: delay without prompt for gpt-realtime-whisper, a prompt for committed models', () => {
    const whisper = buildClientSecretRequest({ ...config, model: 'gpt-realtime-whisper' }, { language: 'fr', company: 'Acme' });
    expect(JSON.stringify(whisper.body)).toContain('"transcription":{"model":"gpt-realtime-whisper","language":"fr","delay":"low"}');
    const committed = buildClientSecretRequest({ ...config, model: 'gpt-4o-transcribe' }, { company: 'Acme' });
    expect(JSON.stringify(committed.body)).toContain('"transcription":{"model":"gpt-4o-transcribe","prompt":"Interview vocabulary: Acme"}');
  });

  it('refuses a language that is not a two-letter code and a lifetime out of 10–7200 s', () => {
    expect(() => buildClientSecretRequest(config, { language: 'english' })).toThrow(/ISO-639-1/);
    expect(() => buildClientSecretRequest(config, {}, 5)).toThrow(/10 to 7200/);
  });
});

describe('parseClientSecretResponse', () => {
  it('gives the browser the secret, its expiry, the transcription URL and the model', () => {
    const answer = { value: 'ek_abc', expires_at: 1_790_000_060, session: { audio: { input: { transcription: { model: 'gpt-live-transcribe' } } } } };
    expect(parseClientSecretResponse(config, answer)).toEqual({
      secret: 'ek_abc',
      expiresAt: '2026-09-21T14:14:20.000Z',
      url: 'wss://api.openai.com/v1/realtime?intent=transcription',
      model: 'gpt-live-transcribe',
    });
  });

  it('throws on an answer without a secret or an expiry', () => {
    expect(() => parseClientSecretResponse(config, { expires_at: 1 })).toThrow(/no client secret/);
    expect(() => parseClientSecretResponse(config, { value: 'ek_1' })).toThrow(/no expiry/);
    expect(() => parseClientSecretResponse(config, null)).toThrow(/no client secret/);
  });
});

describe('realtimeCapabilityFromEnv', () => {
  it('names the WebSocket URL and model the browser uses, from the server configuration', () => {
    expect(realtimeCapabilityFromEnv('sk-test', env({ OPENAI_REALTIME_URL: 'wss://rt.test/v1/realtime' }))).toEqual({
      transport: 'websocket',
      url: 'wss://rt.test/v1/realtime',
      model: 'gpt-live-transcribe',
    });
  });

  it('is null without a key or with OPENAI_REALTIME_URL=off', () => {
    expect(realtimeCapabilityFromEnv('', env({}))).toBeNull();
    expect(realtimeCapabilityFromEnv('sk-test', env({ OPENAI_REALTIME_URL: 'off' }))).toBeNull();
  });
});
