// Which model the gateway asks for, per role, and the setting that names it. Models are server configuration: the
// browser never names one and the gateway never takes one from it. Defaults checked 2026-11-25 on OpenAI's own pages
// (developers.openai.com/api/docs/deprecations, …/models/<id>, …/guides/speech-to-text, …/guides/text-to-speech,
// …/guides/deployment-checklist); none of them has an announced shutdown date.
import type { AiPurpose } from '../_shared/ai-contract.ts';

export type ModelRole = 'copilot' | 'coach' | 'analysis' | 'vision' | 'transcription' | 'realtime' | 'speech';

interface RoleSetting {
  /** The environment variable that names the role's model. */
  env: string;
  fallback: string;
  /** What the role does, in the words an operator reads in capabilities and check-openai. */
  label: string;
  /** Another setting that names this role's model when its own is empty (one chat model for a provider like Ollama). */
  alsoFrom?: string;
}

export const MODEL_ROLES: Record<ModelRole, RoleSetting> = {
  // gpt-6.1-terra (launched 2026-10-26): "a fast, efficient model … clear, natural writing"; reasoning.effort none to
  // max, Chat Completions supported; no shutdown date. Replaces gpt-5.6-terra / gpt-5-mini.
  copilot: { env: 'OPENAI_CHAT_MODEL', fallback: 'gpt-6.1-terra', label: 'Copilot answers' },
  coach: { env: 'OPENAI_COACH_MODEL', alsoFrom: 'OPENAI_CHAT_MODEL', fallback: 'gpt-6.1-terra', label: 'Coach questions and feedback' },
  // gpt-6.1-sol (launched 2026-09-29): the deployment checklist's model "for complex … professional work at a lower
  // cost than Astra"; reasoning.effort low to max (no none). No shutdown date.
  analysis: { env: 'OPENAI_ANALYSIS_MODEL', alsoFrom: 'OPENAI_CHAT_MODEL', fallback: 'gpt-6.1-sol', label: 'Coach summaries and the Analyzer' },
  // VISION ("What's on screen"): a model that takes images. gpt-6.1-terra's model page (checked 2026-11-25): input
  // modalities text and image, Chat Completions supported, no shutdown date; "visual reasoning … act on application
  // screens". Not read from OPENAI_CHAT_MODEL: another provider's chat model often takes no images.
  vision: { env: 'OPENAI_VISION_MODEL', fallback: 'gpt-6.1-terra', label: "What's on screen answers" },
  // gpt-transcribe: the speech-to-text guide's "recommended model for transcribing recorded speech"; whisper-1 and the
  // gpt-4o transcribe models shut down 2027-02-26.
  transcription: { env: 'OPENAI_TRANSCRIPTION_MODEL', fallback: 'gpt-transcribe', label: 'Recorded transcription' },
  // gpt-live-transcribe: the deprecations page's replacement for live audio (with gpt-transcribe for files).
  realtime: { env: 'OPENAI_REALTIME_MODEL', fallback: 'gpt-live-transcribe', label: 'Live transcription' },
  // SPEECH: tts-1, tts-1-hd and gpt-4o-mini-tts, the only models /v1/audio/speech takes, all shut down 2027-01-06; the
  // named replacement gpt-realtime-2.1-mini (no shutdown date, checked 2026-11-25) speaks only through the Realtime API,
  // "a change of API workflow": speech-workflow.ts decides the workflow by model family, so a Speech-API model named
  // here (another provider's, or tts-1 until its date) still goes to /audio/speech.
  speech: { env: 'OPENAI_SPEECH_MODEL', fallback: 'gpt-realtime-2.1-mini', label: 'Coach voice' },
};

/** The Coach's voice (OPENAI_SPEECH_VOICE). The spec's nova is a Speech-API voice only. */
// Realtime voices (Realtime API reference, 2026-11-25): alloy, ash, ballad, coral, echo, sage, shimmer, verse, marin,
// cedar ("We recommend marin and cedar for best quality"). gpt-4o-mini-tts also takes fable, nova and onyx; tts-1 takes
// alloy, ash, coral, echo, fable, onyx, nova, sage and shimmer. marin is valid for both workflows except tts-1.
const SPEECH_VOICE = { env: 'OPENAI_SPEECH_VOICE', fallback: 'marin' } as const;

export type ModelChoice = Record<ModelRole, string>;

/** The setting that decided a role's model (for messages: "OPENAI_CHAT_MODEL names gpt-3.5-turbo"), or null for a default. */
export function settingOf(role: ModelRole, env: (name: string) => string | undefined): string | null {
  const { env: own, alsoFrom } = MODEL_ROLES[role];
  if (env(own)?.trim()) return own;
  return alsoFrom && env(alsoFrom)?.trim() ? alsoFrom : null;
}

export function readModels(env: (name: string) => string | undefined): ModelChoice {
  const choice = {} as ModelChoice;
  for (const role of Object.keys(MODEL_ROLES) as ModelRole[]) {
    const setting = settingOf(role, env);
    choice[role] = setting ? (env(setting) as string).trim() : MODEL_ROLES[role].fallback;
  }
  return choice;
}

export function readVoice(env: (name: string) => string | undefined): string {
  return env(SPEECH_VOICE.env)?.trim() || SPEECH_VOICE.fallback;
}

/** The chat role of each purpose: the Copilot's answers fast, the Coach's spoken turns fast, summaries and analyses deeper, screenshots seen. */
export const PURPOSE_ROLE: Record<AiPurpose, 'copilot' | 'coach' | 'analysis' | 'vision'> = {
  copilot: 'copilot',
  'coach-question': 'coach',
  'coach-feedback': 'coach',
  'coach-summary': 'analysis',
  analyzer: 'analysis',
  screen: 'vision',
  debrief: 'analysis',
  negotiation: 'analysis',
};
