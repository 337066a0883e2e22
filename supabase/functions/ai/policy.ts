// What the AI gateway lets through: purposes, models, token caps and size limits. Pure, unit-tested.

export const PURPOSES = ['copilot', 'coach-question', 'coach-feedback', 'analyzer'] as const;
export type Purpose = (typeof PURPOSES)[number];

/** Purposes that spend one of the month's questions (kind recorded in ai_usage). */
export const METERED: Partial<Record<Purpose, 'copilot' | 'coach' | 'analyzer'>> = {
  copilot: 'copilot',
  'coach-feedback': 'coach',
  analyzer: 'analyzer',
};

/** Max tokens per purpose: copilot 200/400/800 by response length (the cap is the longest), coach question 100. */
export const MAX_TOKENS: Record<Purpose, number> = {
  copilot: 800,
  'coach-question': 100,
  'coach-feedback': 400,
  analyzer: 2000,
};

export const CHAT_MODELS = ['gpt-3.5-turbo', 'gpt-4o-mini'] as const;
export const TRANSCRIPTION_MODELS = ['whisper-1'] as const;
export const SPEECH_MODELS = ['tts-1'] as const;
export const SPEECH_VOICES = ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'] as const;

export const LIMITS = {
  chatBodyBytes: 256 * 1024,
  messages: 40,
  messageChars: 32_000,
  totalChars: 120_000,
  audioBytes: 25 * 1024 * 1024,
  speechChars: 4096,
} as const;

const ROLES = new Set(['system', 'user', 'assistant']);
const PASS_THROUGH = ['temperature', 'presence_penalty', 'frequency_penalty', 'top_p', 'response_format', 'stream'] as const;

export type ChatCheck =
  | { ok: true; body: Record<string, unknown>; purpose: Purpose; stream: boolean }
  | { ok: false; status: number; code: string; message: string };

export function parsePurpose(value: string | null): Purpose | null {
  if (value === null || value === '') return 'copilot';
  return (PURPOSES as readonly string[]).includes(value) ? (value as Purpose) : null;
}

function fail(code: string, message: string, status = 400): ChatCheck {
  return { ok: false, status, code, message };
}

function isNumberIn(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

/** Validates a chat completion request and returns the body to send upstream (known fields only, capped). */
export function checkChatRequest(raw: unknown, purpose: Purpose, upstreamModel: string | null): ChatCheck {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return fail('invalid_body', 'The request body must be a JSON object.');
  const body = raw as Record<string, unknown>;
  if (typeof body.model !== 'string' || !(CHAT_MODELS as readonly string[]).includes(body.model)) {
    return fail('model_not_allowed', `Model must be one of: ${CHAT_MODELS.join(', ')}.`);
  }
  if (!Array.isArray(body.messages) || body.messages.length === 0) return fail('invalid_messages', 'messages must be a non-empty array.');
  if (body.messages.length > LIMITS.messages) return fail('too_many_messages', `At most ${LIMITS.messages} messages per request.`, 413);
  let total = 0;
  const messages: Array<{ role: string; content: string }> = [];
  for (const message of body.messages as unknown[]) {
    if (!message || typeof message !== 'object') return fail('invalid_messages', 'Each message must be an object.');
    const { role, content } = message as Record<string, unknown>;
    if (typeof role !== 'string' || !ROLES.has(role)) return fail('invalid_messages', 'Each message needs a role: system, user or assistant.');
    if (typeof content !== 'string' || content.length === 0) return fail('invalid_messages', 'Each message needs text content.');
    if (content.length > LIMITS.messageChars) return fail('message_too_long', `A message may hold at most ${LIMITS.messageChars} characters.`, 413);
    total += content.length;
    messages.push({ role, content });
  }
  if (total > LIMITS.totalChars) return fail('messages_too_long', `The messages may hold at most ${LIMITS.totalChars} characters in all.`, 413);
  if (body.n !== undefined && body.n !== 1) return fail('invalid_n', 'Only one choice (n = 1) is allowed.');
  if (body.stream !== undefined && typeof body.stream !== 'boolean') return fail('invalid_stream', 'stream must be true or false.');
  for (const [field, min, max] of [['temperature', 0, 2], ['presence_penalty', -2, 2], ['frequency_penalty', -2, 2], ['top_p', 0, 1]] as const) {
    if (body[field] !== undefined && !isNumberIn(body[field], min, max)) return fail('invalid_parameter', `${field} must be a number between ${min} and ${max}.`);
  }
  const cap = MAX_TOKENS[purpose];
  let maxTokens = cap;
  if (body.max_tokens !== undefined) {
    if (!Number.isInteger(body.max_tokens) || (body.max_tokens as number) < 1) return fail('invalid_parameter', 'max_tokens must be a positive integer.');
    maxTokens = Math.min(body.max_tokens as number, cap);
  }
  const upstream: Record<string, unknown> = { model: upstreamModel || body.model, messages, max_tokens: maxTokens };
  for (const field of PASS_THROUGH) if (body[field] !== undefined) upstream[field] = body[field];
  return { ok: true, body: upstream, purpose, stream: body.stream === true };
}

/** The container an audio file really is, read from its first bytes (what the upstream accepts), or null. */
export function audioFormatOf(head: Uint8Array): 'webm' | 'mp4' | 'wav' | 'ogg' | 'mp3' | 'flac' | null {
  const ascii = (start: number, end: number) => String.fromCharCode(...head.subarray(start, end));
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  if (ascii(4, 8) === 'ftyp') return 'mp4';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(0, 4) === 'fLaC') return 'flac';
  if (ascii(0, 3) === 'ID3' || (head[0] === 0xff && (head[1] & 0xe0) === 0xe0)) return 'mp3';
  return null;
}

export type SpeechCheck = { ok: true; body: Record<string, unknown> } | { ok: false; status: number; code: string; message: string };

export function checkSpeechRequest(raw: unknown): SpeechCheck {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, status: 400, code: 'invalid_body', message: 'The request body must be a JSON object.' };
  const body = raw as Record<string, unknown>;
  if (typeof body.model !== 'string' || !(SPEECH_MODELS as readonly string[]).includes(body.model)) {
    return { ok: false, status: 400, code: 'model_not_allowed', message: `Model must be one of: ${SPEECH_MODELS.join(', ')}.` };
  }
  if (typeof body.voice !== 'string' || !(SPEECH_VOICES as readonly string[]).includes(body.voice)) {
    return { ok: false, status: 400, code: 'invalid_voice', message: `Voice must be one of: ${SPEECH_VOICES.join(', ')}.` };
  }
  if (typeof body.input !== 'string' || body.input.trim().length === 0) return { ok: false, status: 400, code: 'invalid_input', message: 'input must be non-empty text.' };
  if (body.input.length > LIMITS.speechChars) return { ok: false, status: 413, code: 'input_too_long', message: `input may hold at most ${LIMITS.speechChars} characters.` };
  const format = body.response_format ?? 'mp3';
  if (!['mp3', 'opus', 'aac', 'flac', 'wav', 'pcm'].includes(String(format))) return { ok: false, status: 400, code: 'invalid_parameter', message: 'Unsupported response_format.' };
  if (body.speed !== undefined && !isNumberIn(body.speed, 0.25, 4)) return { ok: false, status: 400, code: 'invalid_parameter', message: 'speed must be between 0.25 and 4.' };
  return { ok: true, body: { model: body.model, voice: body.voice, input: body.input, response_format: format, ...(body.speed !== undefined ? { speed: body.speed } : {}) } };
}
