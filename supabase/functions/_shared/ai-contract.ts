// The AI gateway's contract, imported by the gateway (supabase/functions/ai) and the SPA (src/lib/ai.ts) alike, so the
// two cannot drift: the purposes and what each one sends, the size limits, the audio allowance and the error codes.
// Models are not here: they are server configuration (supabase/functions/ai/models.ts), never named by the browser. The browser never sends a prompt: it says what it wants (purpose, session, its own text, settings) and
// the gateway builds the prompt from the person's own rows. Pure: no imports, so Deno and Vite both read it as is.

export const AI_PURPOSES = ['copilot', 'coach-question', 'coach-feedback', 'coach-summary', 'analyzer', 'screen', 'debrief', 'negotiation'] as const;
export type AiPurpose = (typeof AI_PURPOSES)[number];

export const AI_LANGUAGES = ['en', 'fr', 'es', 'de', 'it', 'pt', 'nl', 'ru', 'zh', 'ja', 'ko'] as const;
export type AiLanguage = (typeof AI_LANGUAGES)[number];
export const AI_RESPONSE_LENGTHS = ['short', 'balanced', 'comprehensive'] as const;
export type AiResponseLength = (typeof AI_RESPONSE_LENGTHS)[number];

/** The session a request is about: `app_<application id>`, `int_<interview id>` or `demo` (a sample role). */
export type AiSessionId = string;
export const AI_SESSION_PATTERN = /^(demo|(app|int)_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

interface CoachTurnText {
  question: string;
  answer: string;
}

/**
 * A speculative Copilot answer names its interviewer turn (a Coach feedback draft, the candidate's answer turn): `<session>:<turn seq>`, the session being the request's own.
 * Every draft of one turn carries the same key; the question is charged once per turn, when an answer really reached
 * the person (its first sentence, or the whole answer), as the gateway counts it. Without a key, a Copilot answer is
 * charged as soon as answer text reaches the person.
 */
type AiTurnKey = string;
export const AI_TURN_KEY_PATTERN = /^(demo|(app|int)_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):\d{1,6}$/;

/**
 * Drafts of one turn share one charge up to this many (one more is refused; the same question drafted again spends
 * none); uncharged drafts per person are held per hour and per day. 4: a question paused mid-way needs a draft for
 * each part and one for the whole (issue #38); the migration 20261128210000_ai_drafts_per_turn.sql says it again.
 */
export const AI_DRAFTS = { perTurn: 4, releasedPerHour: 30, releasedPerDay: 100 } as const;

/**
 * What a Coach session drills, beyond its questions: `debrief` (a debrief's "Drill these", `int_<id>` only) makes the
 * gateway read that interview's debrief itself and shape the Coach's questions and feedback on its weak points;
 * `negotiation` (an offer's "Rehearse the call", `app_<id>` with the request's `offer` id) makes the Coach the recruiter
 * of that offer, read by the gateway under the person's RLS (issue #43).
 */
export const AI_COACH_PRACTICES = ['debrief', 'negotiation'] as const;
export type AiCoachPractice = (typeof AI_COACH_PRACTICES)[number];

/** What the browser sends to POST …/ai/v1/chat/completions, one shape per purpose. */
export type AiRequest =
  | {
      purpose: 'copilot';
      session: AiSessionId;
      question: string;
      settings: { responseLength: AiResponseLength; responseLanguage: AiLanguage };
      turn?: AiTurnKey;
    }
  | {
      purpose: 'coach-question';
      session: AiSessionId;
      askedQuestions: string[];
      settings: { interviewLanguage: AiLanguage };
      practice?: AiCoachPractice;
      /** The offer a `negotiation` role-play is about (its id; the gateway reads the offer). */
      offer?: string;
    }
  | {
      purpose: 'coach-feedback';
      session: AiSessionId;
      question: string;
      answer: string;
      settings: { responseLanguage: AiLanguage };
      turn?: AiTurnKey;
      practice?: AiCoachPractice;
      offer?: string;
    }
  | {
      purpose: 'coach-summary';
      session: AiSessionId;
      turns: CoachTurnText[];
      settings: { responseLanguage: AiLanguage };
      /** A `negotiation` role-play is summarised as a negotiation (the gateway reads its offer), any other session as an interview. */
      practice?: AiCoachPractice;
      offer?: string;
    }
  /** The resume's text comes from the browser (it reads the person's own PDF); the gateway reads everything else. */
  | { purpose: 'analyzer'; session: AiSessionId; resumeText: string }
  /**
   * "What's on screen": a frame of the shared meeting tab (or a pasted screenshot) as a base64 data URL, and an
   * optional note from the person ("in Python"); the gateway writes the prompt (coding, case or written question).
   */
  | { purpose: 'screen'; session: AiSessionId; image: string; note?: string; settings: { responseLanguage: AiLanguage } }
  /** After an interview: the gateway reads the interview's Copilot history and notes itself (`int_<id>` only). */
  | { purpose: 'debrief'; session: AiSessionId; settings: { interviewLanguage: AiLanguage } }
  /** The offer stage (issue #43): the gateway reads the application's offers, other offers and live applications, its debriefs and the standing rules (`app_<id>` only). */
  | { purpose: 'negotiation'; session: AiSessionId; settings: { responseLanguage: AiLanguage } };

/** Whether the answer streams (server-sent events) or comes whole; Copilot answers and Coach feedback stream (spoken per sentence). */
export const AI_STREAMS: Record<AiPurpose, boolean> = {
  copilot: true,
  'coach-question': false,
  'coach-feedback': true,
  'coach-summary': false,
  analyzer: false,
  screen: true,
  debrief: false,
  negotiation: false,
};

/** Max tokens of the answer per purpose (the Copilot's by its response length). */
export const AI_MAX_TOKENS = {
  copilot: { short: 200, balanced: 400, comprehensive: 800 },
  'coach-question': 100,
  'coach-feedback': 400,
  'coach-summary': 400,
  analyzer: 2000,
  /** Code with its approach, complexity and edge cases. */
  screen: 1200,
  debrief: 2000,
  /** A brief of about 350 words. */
  negotiation: 1200,
} as const;

/** Purposes answered as one JSON object (`response_format: json_object`). */
export const AI_JSON_PURPOSES: ReadonlyArray<AiPurpose> = ['coach-summary', 'analyzer', 'debrief'];

export const AI_LIMITS = {
  /** Any JSON body (chat or speech); read through a counting stream that stops here. */
  jsonBodyBytes: 64 * 1024,
  /** The multipart transcription body: the audio plus room for the form's other fields. */
  audioBodyBytes: 25 * 1024 * 1024 + 64 * 1024,
  audioBytes: 25 * 1024 * 1024,
  questionChars: 8_000,
  answerChars: 6_000,
  askedQuestions: 20,
  summaryTurns: 20,
  resumeChars: 12_000,
  speechChars: 4096,
  /** A screen question's screenshot (decoded bytes; OpenAI takes up to 20 MB, a tab frame weighs a few hundred KB). */
  imageBytes: 4 * 1024 * 1024,
  /** Each side of the screenshot, in pixels (OpenAI scales high detail to fit 2048 px anyway). */
  imageSidePx: 4096,
  /** A screen question's body: its screenshot in base64 (4 characters for 3 bytes) and room for the other fields. */
  screenBodyBytes: Math.ceil((4 * 1024 * 1024 * 4) / 3) + 64 * 1024,
  /** The person's note beside a screenshot ("in Python"). */
  screenNoteChars: 500,
} as const;

/**
 * Audio allowance per calendar month (UTC), enforced atomically in the database like questions
 * (consume_ai_audio). Free: ten voice questions and a few spoken coach sessions; paid: a fair-use ceiling.
 */
export const AI_AUDIO_ALLOWANCE = {
  free: { transcriptionSeconds: 1_800, speechCharacters: 10_000 },
  paid: { transcriptionSeconds: 36_000, speechCharacters: 300_000 },
} as const;

/** POST …/ai/v1/realtime/client-secret: a short-lived secret for one realtime transcription session. */
export const AI_REALTIME_ROUTE = '/v1/realtime/client-secret';
export interface AiRealtimeSecretRequest {
  session: AiSessionId;
  language: AiLanguage;
}
export interface AiRealtimeSecret {
  secret: string;
  /** ISO time; the secret opens a session until then. */
  expiresAt: string;
  /** The WebSocket URL to open with the secret (subprotocols `realtime`, `openai-insecure-api-key.<secret>`). */
  url: string;
  model: string;
  /** Seconds of audio this mint reserved from the month's allowance; mint again when they are used up. */
  seconds: number;
}

/**
 * Each mint reserves a block of transcription seconds from the audio allowance, and mints are limited per person.
 * A WebSocket straight to the upstream cannot be cut by the gateway: the block and the rate are the bound.
 */
export const AI_REALTIME = { blockSeconds: 300, mintsPerHour: 20 } as const;

/** Error codes the gateway answers with (in `{ error: { message, type, code } }`). */
const AI_ERROR_CODES = [
  'invalid_token',
  'ai_not_configured',
  'credit_limit_reached',
  'plan_required',
  'rate_limited',
  'audio_allowance_reached',
  'invalid_request',
  'session_not_found',
  'request_too_large',
  'audio_too_large',
  'unsupported_audio',
  'upstream_error',
  'upstream_timeout',
  'realtime_unavailable',
  'speech_unavailable',
  'drafts_limited',
  'model_not_allowed',
  'model_retired',
  'unsupported_image',
  'image_too_large',
  'unreadable_answer',
] as const;
export type AiErrorCodeFromGateway = (typeof AI_ERROR_CODES)[number];
