// Reads the browser's structured request (supabase/functions/_shared/ai-contract.ts): a purpose, the session it is
// about, the person's own text and settings. Anything else, a prompt or a messages array above all, is refused:
// the gateway builds every prompt itself. Pure, so it is unit-tested.
import { checkScreenImage } from './screen-image.ts';
import {
  AI_COACH_PRACTICES,
  AI_LANGUAGES,
  AI_LIMITS,
  AI_PURPOSES,
  AI_RESPONSE_LENGTHS,
  AI_SESSION_PATTERN,
  AI_TURN_KEY_PATTERN,
  type AiCoachPractice,
  type AiPurpose,
  type AiRequest,
} from '../_shared/ai-contract.ts';

type RefusalCode = 'invalid_request' | 'request_too_large' | 'unsupported_image' | 'image_too_large';
export type ChatRequestCheck = { ok: true; request: AiRequest } | { ok: false; status: number; code: RefusalCode; message: string };

const FIELDS: Record<AiPurpose, ReadonlyArray<string>> = {
  copilot: ['purpose', 'session', 'question', 'settings', 'turn'],
  'coach-question': ['purpose', 'session', 'askedQuestions', 'settings', 'practice', 'offer'],
  'coach-feedback': ['purpose', 'session', 'question', 'answer', 'settings', 'turn', 'practice', 'offer'],
  'coach-summary': ['purpose', 'session', 'turns', 'settings', 'practice', 'offer'],
  analyzer: ['purpose', 'session', 'resumeText'],
  screen: ['purpose', 'session', 'image', 'note', 'settings'],
  debrief: ['purpose', 'session', 'settings'],
  negotiation: ['purpose', 'session', 'settings'],
};

const SETTINGS: Partial<Record<AiPurpose, ReadonlyArray<string>>> = {
  copilot: ['responseLength', 'responseLanguage'],
  'coach-question': ['interviewLanguage'],
  'coach-feedback': ['responseLanguage'],
  'coach-summary': ['responseLanguage'],
  screen: ['responseLanguage'],
  debrief: ['interviewLanguage'],
  negotiation: ['responseLanguage'],
};

class Refusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly code: RefusalCode = 'invalid_request',
  ) {
    super(message);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown, field: string, max: number, { allowEmpty = false } = {}): string {
  if (typeof value !== 'string' || (!allowEmpty && value.trim() === '')) throw new Refusal(`${field} must be non-empty text.`);
  if (value.length > max) throw new Refusal(`${field} may hold at most ${max} characters.`, 413, 'request_too_large');
  return value;
}

function oneOf<T extends string>(value: unknown, field: string, allowed: ReadonlyArray<T>): T {
  if (typeof value !== 'string' || !allowed.includes(value as T)) throw new Refusal(`${field} must be one of: ${allowed.join(', ')}.`);
  return value as T;
}

function list(value: unknown, field: string, max: number): unknown[] {
  if (!Array.isArray(value)) throw new Refusal(`${field} must be a list.`);
  if (value.length > max) throw new Refusal(`${field} may hold at most ${max} entries.`, 413, 'request_too_large');
  return value;
}

function onlyFields(body: Record<string, unknown>, allowed: ReadonlyArray<string>, where: string): void {
  const extra = Object.keys(body).filter((key) => !allowed.includes(key));
  if (extra.length > 0) {
    throw new Refusal(`${where} does not accept ${extra.join(', ')}: send ${allowed.join(', ')}. The gateway writes every prompt itself.`);
  }
}

function settingsOf(body: Record<string, unknown>, purpose: AiPurpose): Record<string, string> {
  const fields = SETTINGS[purpose] ?? [];
  if (!isObject(body.settings)) throw new Refusal('settings must be an object.');
  onlyFields(body.settings, fields, 'settings');
  const settings: Record<string, string> = {};
  for (const field of fields) {
    settings[field] = field === 'responseLength' ? oneOf(body.settings[field], field, AI_RESPONSE_LENGTHS) : oneOf(body.settings[field], field, AI_LANGUAGES);
  }
  return settings;
}

/** A turn key names a turn of the request's own session (which the gateway then reads with the person's token). */
function turnKey(value: unknown, session: string): string {
  if (typeof value !== 'string' || !AI_TURN_KEY_PATTERN.test(value)) throw new Refusal('turn must be <session>:<turn number>, e.g. demo:3.');
  if (value.slice(0, value.lastIndexOf(':')) !== session) throw new Refusal('turn must name a turn of this request’s session.');
  return value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A Coach drill of a debrief is about the interview the debrief belongs to; a negotiation role-play about one offer of
 * the application (`offer`, its id); absent, the session is a plain one.
 */
function practiceOf(value: unknown, offer: unknown, session: string): { practice?: AiCoachPractice; offer?: string } {
  if (value !== 'negotiation' && offer !== undefined) throw new Refusal('offer goes with practice: negotiation.');
  if (value === undefined) return {};
  const practice = oneOf(value, 'practice', AI_COACH_PRACTICES);
  if (practice === 'negotiation') {
    if (!session.startsWith('app_')) throw new Refusal('A negotiation role-play is about an application: session must be app_<id>.');
    if (typeof offer !== 'string' || !UUID.test(offer)) throw new Refusal('A negotiation role-play names its offer: offer must be the offer’s id.');
    return { practice, offer };
  }
  if (!session.startsWith('int_')) throw new Refusal('A debrief drill is about an interview: session must be int_<id>.');
  return { practice };
}

function read(raw: unknown): AiRequest {
  if (!isObject(raw)) throw new Refusal('The request body must be a JSON object.');
  const purpose = oneOf(raw.purpose, 'purpose', AI_PURPOSES);
  onlyFields(raw, FIELDS[purpose], `The ${purpose} purpose`);
  if (typeof raw.session !== 'string' || !AI_SESSION_PATTERN.test(raw.session)) throw new Refusal('session must be app_<id>, int_<id> or demo.');
  const session = raw.session;
  switch (purpose) {
    case 'copilot': {
      const settings = settingsOf(raw, purpose) as { responseLength: (typeof AI_RESPONSE_LENGTHS)[number]; responseLanguage: (typeof AI_LANGUAGES)[number] };
      const question = text(raw.question, 'question', AI_LIMITS.questionChars);
      if (raw.turn === undefined) return { purpose, session, question, settings };
      return { purpose, session, question, settings, turn: turnKey(raw.turn, session) };
    }
    case 'coach-question': {
      const askedQuestions = list(raw.askedQuestions, 'askedQuestions', AI_LIMITS.askedQuestions).map((q) =>
        text(q, 'askedQuestions', AI_LIMITS.questionChars),
      );
      return {
        purpose,
        session,
        askedQuestions,
        settings: settingsOf(raw, purpose) as { interviewLanguage: (typeof AI_LANGUAGES)[number] },
        ...practiceOf(raw.practice, raw.offer, session),
      };
    }
    case 'coach-feedback': {
      const settings = settingsOf(raw, purpose) as { responseLanguage: (typeof AI_LANGUAGES)[number] };
      const feedback = {
        purpose,
        session,
        question: text(raw.question, 'question', AI_LIMITS.questionChars),
        answer: text(raw.answer, 'answer', AI_LIMITS.answerChars),
        settings,
        ...practiceOf(raw.practice, raw.offer, session),
      };
      return raw.turn === undefined ? feedback : { ...feedback, turn: turnKey(raw.turn, session) };
    }
    case 'coach-summary': {
      const turns = list(raw.turns, 'turns', AI_LIMITS.summaryTurns).map((turn) => {
        if (!isObject(turn)) throw new Refusal('Each turn must be an object with question and answer.');
        onlyFields(turn, ['question', 'answer'], 'A turn');
        return {
          question: text(turn.question, 'question', AI_LIMITS.questionChars),
          answer: text(turn.answer, 'answer', AI_LIMITS.answerChars, { allowEmpty: true }),
        };
      });
      if (turns.length === 0) throw new Refusal('turns must hold at least one answered question.');
      const settings = settingsOf(raw, purpose) as { responseLanguage: (typeof AI_LANGUAGES)[number] };
      // Only a negotiation role-play has a summary of its own (negotiation-summary.ts); a debrief drill's is an interview's.
      if (raw.practice !== undefined && raw.practice !== 'negotiation') throw new Refusal('A summary takes practice: negotiation only (a role-play).');
      return { purpose, session, turns, settings, ...practiceOf(raw.practice, raw.offer, session) };
    }
    case 'analyzer': {
      if (session === 'demo' || !session.startsWith('app_')) throw new Refusal('The Analyzer needs an application: session must be app_<id>.');
      return { purpose, session, resumeText: text(raw.resumeText, 'resumeText', AI_LIMITS.resumeChars) };
    }
    case 'screen': {
      const settings = settingsOf(raw, purpose) as { responseLanguage: (typeof AI_LANGUAGES)[number] };
      const image = checkScreenImage(raw.image);
      if (!image.ok) throw new Refusal(image.message, image.status, image.code);
      const note = raw.note === undefined ? '' : text(raw.note, 'note', AI_LIMITS.screenNoteChars, { allowEmpty: true });
      return { purpose, session, image: image.dataUrl, ...(note.trim() ? { note } : {}), settings };
    }
    case 'debrief': {
      if (!session.startsWith('int_')) throw new Refusal('A debrief is about an interview: session must be int_<id>.');
      return { purpose, session, settings: settingsOf(raw, purpose) as { interviewLanguage: (typeof AI_LANGUAGES)[number] } };
    }
    case 'negotiation': {
      if (!session.startsWith('app_')) throw new Refusal('A negotiation brief is about an application with an offer: session must be app_<id>.');
      return { purpose, session, settings: settingsOf(raw, purpose) as { responseLanguage: (typeof AI_LANGUAGES)[number] } };
    }
  }
}

export function checkChatRequest(raw: unknown): ChatRequestCheck {
  try {
    return { ok: true, request: read(raw) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, status: error.status, code: error.code, message: error.message };
    throw error;
  }
}
