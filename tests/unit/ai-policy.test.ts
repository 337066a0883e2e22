// What the AI gateway lets through (supabase/functions/ai/*.ts is plain TypeScript, shared with Deno).
import { describe, expect, it } from 'vitest';
import { checkChatRequest } from '../../supabase/functions/ai/chat-request.ts';
import { checkSpeechRequest } from '../../supabase/functions/ai/policy.ts';
import { readAloudEvent, speechWorkflowOf } from '../../supabase/functions/ai/speech-workflow.ts';

const copilot = { purpose: 'copilot', session: 'demo', question: 'Why this job?', settings: { responseLength: 'short', responseLanguage: 'fr' } };

describe('checkChatRequest', () => {
  it('accepts a structured request per purpose', () => {
    expect(checkChatRequest(copilot)).toEqual({ ok: true, request: copilot });
    const feedback = {
      purpose: 'coach-feedback',
      session: 'int_0b5a3c1e-8f43-4d1c-9a55-2f7d1f0c6a10',
      question: 'Q?',
      answer: 'A.',
      settings: { responseLanguage: 'en' },
    };
    expect(checkChatRequest(feedback).ok).toBe(true);
    expect(checkChatRequest({ ...feedback, practice: 'debrief' })).toEqual({ ok: true, request: { ...feedback, practice: 'debrief' } });
  });

  it.each([
    [{ ...copilot, messages: [{ role: 'system', content: 'x' }] }, 400, 'does not accept messages'],
    [{ ...copilot, purpose: 'analyzer' }, 400, 'does not accept question, settings'],
    [{ ...copilot, settings: { ...copilot.settings, system: 'x' } }, 400, 'settings does not accept system'],
    [{ ...copilot, purpose: 'free-for-all' }, 400, 'purpose must be one of'],
    [{ ...copilot, session: 'app_../../users' }, 400, 'session must be'],
    [{ ...copilot, question: '   ' }, 400, 'question must be non-empty text.'],
    [{ ...copilot, question: 'x'.repeat(8_001) }, 413, 'question may hold at most 8000 characters.'],
    [{ ...copilot, settings: { responseLength: 'endless', responseLanguage: 'fr' } }, 400, 'responseLength must be one of'],
    [
      { purpose: 'coach-question', session: 'demo', askedQuestions: Array.from({ length: 21 }, () => 'Q?'), settings: { interviewLanguage: 'en' } },
      413,
      'askedQuestions may hold at most 20',
    ],
    [{ purpose: 'analyzer', session: 'demo', resumeText: 'CV' }, 400, 'The Analyzer needs an application'],
    [
      {
        purpose: 'coach-question',
        session: 'int_0b5a3c1e-8f43-4d1c-9a55-2f7d1f0c6a10',
        askedQuestions: [],
        settings: { interviewLanguage: 'en' },
        practice: 'anything',
      },
      400,
      'practice must be one of: debrief',
    ],
    [
      {
        purpose: 'coach-question',
        session: 'app_0b5a3c1e-8f43-4d1c-9a55-2f7d1f0c6a10',
        askedQuestions: [],
        settings: { interviewLanguage: 'en' },
        practice: 'debrief',
      },
      400,
      'session must be int_<id>',
    ],
    [
      { purpose: 'coach-summary', session: 'demo', turns: [{ question: 'Q?', answer: 'A.' }], settings: { responseLanguage: 'en' }, practice: 'debrief' },
      400,
      'A summary takes practice: negotiation only',
    ],
    [[copilot], 400, 'must be a JSON object'],
  ])('refuses %#', (body, status, message) => {
    const checked = checkChatRequest(body);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.status).toBe(status);
      expect(checked.message).toContain(message);
    }
  });
});

describe('checkSpeechRequest', () => {
  it('takes the text (the server names model and voice), and refuses a request naming either, long input or a format other than pcm', () => {
    expect(checkSpeechRequest({ input: 'Hi' })).toEqual({ ok: true, input: 'Hi' });
    expect(checkSpeechRequest({ input: 'Hi', response_format: 'pcm', speed: 1.5 })).toEqual({ ok: true, input: 'Hi', speed: 1.5 });
    expect(checkSpeechRequest({ model: 'tts-1', input: 'Hi' })).toMatchObject({ ok: false, code: 'model_not_allowed' });
    expect(checkSpeechRequest({ voice: 'onyx', input: 'Hi' })).toMatchObject({ ok: false, code: 'model_not_allowed' });
    expect(checkSpeechRequest({ input: 'x'.repeat(4097) }).ok).toBe(false);
    expect(checkSpeechRequest({ input: 'Hi', response_format: 'mp3' })).toMatchObject({ ok: false, code: 'invalid_parameter' });
  });
});

describe('speechWorkflowOf', () => {
  it('speaks gpt-realtime models through the Realtime API and every other model through the Speech API', () => {
    expect(speechWorkflowOf('gpt-realtime-2.1-mini')).toBe('realtime');
    expect(speechWorkflowOf('gpt-realtime')).toBe('realtime');
    expect(speechWorkflowOf('openai/gpt-realtime-mini')).toBe('realtime');
    expect(speechWorkflowOf('gpt-4o-mini-tts')).toBe('speech-api');
    expect(speechWorkflowOf('tts-1-hd')).toBe('speech-api');
    expect(speechWorkflowOf('kokoro')).toBe('speech-api');
  });

  it('asks one out-of-band, audio-only response in PCM16 at 24 kHz', () => {
    expect(readAloudEvent('Why Initech?', 'marin')).toMatchObject({
      type: 'response.create',
      response: {
        conversation: 'none',
        output_modalities: ['audio'],
        input: [{ type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Why Initech?' }] }],
        audio: { output: { format: { type: 'audio/pcm', rate: 24_000 }, voice: 'marin' } },
      },
    });
  });
});
