// The browser's AI client: the `openai` SDK pointed at our gateway, with the person's access token as its key.
// Copilot, Coach and Analyzer all go through here; the upstream key never reaches the browser.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { env } from '@/config/env';
import { supabase } from '@/lib/supabase';

export type AiPurpose = 'copilot' | 'coach-question' | 'coach-feedback' | 'analyzer';

export const AI_MODELS = { chat: 'gpt-3.5-turbo', transcription: 'whisper-1', speech: 'tts-1', voice: 'nova' } as const;
/** Spec §9: temperature 0.7, presence and frequency penalty -0.5. */
export const AI_SAMPLING = { temperature: 0.7, presence_penalty: -0.5, frequency_penalty: -0.5 } as const;
export const AI_GATEWAY_URL = `${env.supabaseUrl}/functions/v1/ai/v1`;

export type AiErrorCode = 'credit_limit_reached' | 'plan_required' | 'rate_limited' | 'ai_not_configured' | 'not_signed_in' | 'network' | 'timeout' | 'aborted' | 'upstream' | 'invalid_request';

export class AiError extends Error {
  constructor(
    readonly code: AiErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AiError';
  }
}

/** Turns whatever the SDK threw into an AiError whose message can be shown as is. */
export function toAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (error instanceof APIUserAbortError || (error instanceof DOMException && error.name === 'AbortError')) return new AiError('aborted', 'Cancelled.');
  if (error instanceof APIConnectionTimeoutError) return new AiError('timeout', 'The AI service took too long to answer. Try again.');
  if (error instanceof APIConnectionError) return new AiError('network', 'Cannot reach the server. Check your connection and try again.');
  if (error instanceof APIError) {
    const code = typeof error.code === 'string' ? error.code : '';
    const message = (error.error as { message?: string } | undefined)?.message ?? error.message;
    if (code === 'plan_required') return new AiError('plan_required', message, 402);
    if (code === 'rate_limited') return new AiError('rate_limited', message, 429);
    if (error.status === 402 || code === 'credit_limit_reached') return new AiError('credit_limit_reached', message, 402);
    if (code === 'ai_not_configured') return new AiError('ai_not_configured', message, error.status);
    if (error.status === 401) return new AiError('not_signed_in', 'Your session has expired. Sign in again to use AI features.', 401);
    if (error.status === 400 || error.status === 413) return new AiError('invalid_request', message, error.status);
    return new AiError('upstream', message || `The AI service failed (status ${error.status}).`, error.status);
  }
  return new AiError('upstream', error instanceof Error && error.message ? error.message : 'The AI service failed. Try again.');
}

async function accessToken(): Promise<string> {
  const { data } = await supabase.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new AiError('not_signed_in', 'Your session has expired. Sign in again to use AI features.');
  return token;
}

export async function aiClient(purpose: AiPurpose, options: { fetch?: typeof fetch } = {}): Promise<OpenAI> {
  return new OpenAI({
    apiKey: await accessToken(),
    baseURL: AI_GATEWAY_URL,
    dangerouslyAllowBrowser: true,
    // Every retry of a question could spend another credit: the person decides to resend.
    maxRetries: 0,
    timeout: 90_000,
    defaultHeaders: { 'x-offerpilot-purpose': purpose },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Streams an answer, calling `onDelta` with each piece as it arrives; resolves with the whole text. */
export async function streamChat(
  messages: ChatMessage[],
  options: { purpose: AiPurpose; maxTokens: number; signal?: AbortSignal; onDelta?: (delta: string, text: string) => void },
): Promise<string> {
  try {
    const client = await aiClient(options.purpose);
    const stream = await client.chat.completions.create(
      { model: AI_MODELS.chat, messages, max_tokens: options.maxTokens, stream: true, ...AI_SAMPLING },
      { signal: options.signal },
    );
    let text = '';
    for await (const chunk of stream) {
      const delta = chunk.choices[0]?.delta?.content ?? '';
      if (!delta) continue;
      text += delta;
      options.onDelta?.(delta, text);
    }
    // The SDK ends an aborted stream quietly: a cancelled answer is not a complete one.
    if (options.signal?.aborted) throw new AiError('aborted', 'Cancelled.');
    return text;
  } catch (error) {
    throw toAiError(error);
  }
}

/** One complete answer (no streaming), e.g. a coach question or structured JSON. */
export async function completeChat(messages: ChatMessage[], options: { purpose: AiPurpose; maxTokens: number; signal?: AbortSignal; json?: boolean }): Promise<string> {
  try {
    const client = await aiClient(options.purpose);
    const completion = await client.chat.completions.create(
      { model: AI_MODELS.chat, messages, max_tokens: options.maxTokens, ...AI_SAMPLING, ...(options.json ? { response_format: { type: 'json_object' as const } } : {}) },
      { signal: options.signal },
    );
    return completion.choices[0]?.message?.content ?? '';
  } catch (error) {
    throw toAiError(error);
  }
}

/** Whisper transcription of one recording; errors carry the spec's texts. */
export async function transcribeAudio(audio: Blob, language: string, options: { fetch?: typeof fetch } = {}): Promise<string> {
  const extension = audio.type.includes('mp4') ? 'mp4' : 'webm';
  let result: unknown;
  try {
    const client = await aiClient('copilot', options);
    result = await client.audio.transcriptions.create({
      file: new File([audio], `segment.${extension}`, { type: audio.type || `audio/${extension}` }),
      model: AI_MODELS.transcription,
      language,
      response_format: 'json',
    });
  } catch (error) {
    if (error instanceof APIError && error.status) {
      const message = (error.error as { message?: string } | undefined)?.message;
      throw new AiError(error.status === 402 ? 'credit_limit_reached' : 'upstream', message || `Transcription failed with status ${error.status}`, error.status);
    }
    throw toAiError(error);
  }
  if (!result || typeof result !== 'object' || typeof (result as { text?: unknown }).text !== 'string') {
    throw new AiError('upstream', 'Invalid response format from transcription API');
  }
  return (result as { text: string }).text;
}

/** Speech for a question (tts-1 / nova), as a playable blob. */
export async function synthesizeSpeech(text: string, signal?: AbortSignal): Promise<Blob> {
  try {
    const client = await aiClient('coach-question');
    const response = await client.audio.speech.create({ model: AI_MODELS.speech, voice: AI_MODELS.voice, input: text.slice(0, 4096) }, { signal });
    return await response.blob();
  } catch (error) {
    throw toAiError(error);
  }
}
