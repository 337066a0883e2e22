// The gateway's model choice per role and the chat parameters each model family takes.
import { describe, expect, it } from 'vitest';
import { chatFamily, chatParams, SPEC_SAMPLING } from '../../supabase/functions/ai/chat-params.ts';
import { assessModels, parseModelListing } from '../../supabase/functions/ai/lifecycle.ts';
import { readModels, settingOf } from '../../supabase/functions/ai/models.ts';

const env = (values: Record<string, string>) => (name: string) => values[name];

describe('readModels', () => {
  it('has a current default for every role, and one setting each', () => {
    expect(readModels(env({}))).toEqual({
      copilot: 'gpt-6.1-terra',
      coach: 'gpt-6.1-terra',
      analysis: 'gpt-6.1-sol',
      vision: 'gpt-6.1-terra',
      transcription: 'gpt-transcribe',
      realtime: 'gpt-live-transcribe',
      speech: 'gpt-realtime-2.1-mini',
    });
    expect(readModels(env({ OPENAI_SPEECH_MODEL: 'tts-1-hd', OPENAI_TRANSCRIPTION_MODEL: 'whisper-large' }))).toMatchObject({
      speech: 'tts-1-hd',
      transcription: 'whisper-large',
    });
  });

  it('lets OPENAI_CHAT_MODEL name every chat role (one model on Ollama) unless a role names its own', () => {
    const models = readModels(env({ OPENAI_CHAT_MODEL: 'llama3.3', OPENAI_ANALYSIS_MODEL: 'qwen3' }));
    expect(models).toMatchObject({ copilot: 'llama3.3', coach: 'llama3.3', analysis: 'qwen3' });
    expect(settingOf('coach', env({ OPENAI_CHAT_MODEL: 'llama3.3' }))).toBe('OPENAI_CHAT_MODEL');
    expect(settingOf('copilot', env({}))).toBeNull();
  });

  it('reads the vision model from OPENAI_VISION_MODEL only: another provider’s chat model often takes no images', () => {
    expect(readModels(env({ OPENAI_CHAT_MODEL: 'llama3.3' })).vision).toBe('gpt-6.1-terra');
    expect(readModels(env({ OPENAI_VISION_MODEL: 'gpt-5.4' })).vision).toBe('gpt-5.4');
  });
});

describe('chatParams', () => {
  it('gives reasoning models max_completion_tokens, no sampling, and the lowest effort for fast roles', () => {
    expect(chatParams({ model: 'gpt-6.1-terra', maxTokens: 400, isFast: true })).toEqual({ max_completion_tokens: 400, reasoning_effort: 'none' });
    expect(chatParams({ model: 'gpt-5.4', maxTokens: 400, isFast: true })).toEqual({ max_completion_tokens: 400, reasoning_effort: 'none' });
    // No none for gpt-6.1-sol, gpt-6.2-sol nor the first GPT-5 models: their lowest, with room for the reasoning tokens.
    expect(chatParams({ model: 'gpt-6.1-sol', maxTokens: 100, isFast: true })).toEqual({ max_completion_tokens: 8_100, reasoning_effort: 'low' });
    expect(chatParams({ model: 'gpt-6.2-sol', maxTokens: 100, isFast: true })).toEqual({ max_completion_tokens: 8_100, reasoning_effort: 'low' });
    expect(chatParams({ model: 'gpt-5-mini', maxTokens: 100, isFast: true })).toEqual({ max_completion_tokens: 8_100, reasoning_effort: 'minimal' });
    // Deeper roles keep the model's own effort.
    expect(chatParams({ model: 'gpt-6.1-sol', maxTokens: 2000, isFast: false })).toEqual({ max_completion_tokens: 10_000 });
  });

  it('keeps max_tokens and the spec’s sampling for older chat models and other providers', () => {
    for (const model of ['gpt-4o-mini', 'gpt-4.1', 'llama3.3', 'mixtral-8x7b-32768', 'my-azure-deployment']) {
      expect(chatParams({ model, maxTokens: 400, isFast: true })).toEqual({ max_tokens: 400, ...SPEC_SAMPLING });
    }
  });

  it('reads a router’s prefixed name, and lets OPENAI_CHAT_PARAMETERS decide for an unknown one', () => {
    expect(chatFamily('openai/gpt-6-luna')).toBe('reasoning');
    expect(chatFamily('o4-mini')).toBe('reasoning');
    expect(chatParams({ model: 'my-azure-deployment', maxTokens: 400, isFast: true, override: 'reasoning' })).toEqual({ max_completion_tokens: 8_400 });
    expect(chatParams({ model: 'gpt-6.1-terra', maxTokens: 400, isFast: true, override: 'classic' })).toEqual({ max_tokens: 400, ...SPEC_SAMPLING });
  });
});

describe('assessModels', () => {
  const listing = parseModelListing({
    data: [
      { id: 'gpt-6.1-terra', shutdown_date: null },
      { id: 'gpt-4o-mini-tts', shutdown_date: '2027-01-06' },
      { id: 'gpt-5', shutdown_date: '2026-12-11' },
      { id: 'gpt-4', shutdown_date: '2026-10-23' },
    ],
  });
  const models = readModels(
    env({
      OPENAI_CHAT_MODEL: 'gpt-3.5-turbo',
      OPENAI_ANALYSIS_MODEL: 'gpt-4',
      OPENAI_COACH_MODEL: 'gpt-5',
      OPENAI_VISION_MODEL: 'gpt-5',
      OPENAI_SPEECH_MODEL: 'gpt-4o-mini-tts',
    }),
  );
  const settings = {
    copilot: 'OPENAI_CHAT_MODEL',
    coach: 'OPENAI_COACH_MODEL',
    analysis: 'OPENAI_ANALYSIS_MODEL',
    vision: 'OPENAI_VISION_MODEL',
    transcription: null,
    realtime: null,
    speech: 'OPENAI_SPEECH_MODEL',
  };

  it('names the setting, the dead model and what to set instead; warns within 60 days', () => {
    const health = assessModels(models, settings, { copilot: listing, coach: listing, analysis: listing, vision: listing, speech: listing }, '2026-11-25');
    expect(health.problems.map((notice) => notice.message)).toEqual([
      'OPENAI_CHAT_MODEL names gpt-3.5-turbo, which the AI provider does not offer: set OPENAI_CHAT_MODEL to a current model such as gpt-6.1-terra, or unset it.',
      'OPENAI_ANALYSIS_MODEL names gpt-4, which the AI provider shut down on 2026-10-23: set OPENAI_ANALYSIS_MODEL to a current model such as gpt-6.1-sol, or unset it.',
    ]);
    expect(health.warnings.map((notice) => [notice.role, notice.model])).toEqual([
      ['coach', 'gpt-5'],
      ['vision', 'gpt-5'],
      ['speech', 'gpt-4o-mini-tts'],
    ]);
    expect(health.warnings[2].message).toBe(
      'OPENAI_SPEECH_MODEL names gpt-4o-mini-tts, which the AI provider shuts down on 2027-01-06 (in 42 days): set OPENAI_SPEECH_MODEL to a current model such as gpt-realtime-2.1-mini, or unset it before then.',
    );
    expect(health.warnings[1].message).toBe(
      'OPENAI_VISION_MODEL names gpt-5, which the AI provider shuts down on 2026-12-11 (in 16 days): set OPENAI_VISION_MODEL to a current model such as gpt-6.1-terra, or unset it before then.',
    );
  });

  it('says nothing about a provider that lists no models', () => {
    expect(parseModelListing({ error: 'not found' })).toBeNull();
    expect(assessModels(models, settings, { copilot: null, coach: null }, '2026-11-25')).toEqual({ problems: [], warnings: [] });
  });
});
