// Metering in the database, atomically per person: questions (consume_ai_question: credits, the paid fair-use limit,
// the coach-question hourly limit) and audio (consume_ai_audio: seconds transcribed, characters spoken). A reservation
// is given back only when the upstream failed before anything reached the person.
import { AI_DRAFTS, type AiPurpose } from '../_shared/ai-contract.ts';
import { apiError } from '../_shared/http.ts';
import { questionKey } from '../_shared/same-question.ts';
import { log, rpc, type Config } from './upstream.ts';

/**
 * What each purpose spends. Coach questions (100 tokens each) spend no credit, so a free person with no credits left
 * can still practise; they are held instead by a per-person limit of 30 an hour (see the migration).
 */
const QUESTION_KIND: Record<AiPurpose, 'copilot' | 'coach' | 'analyzer' | 'coach_question'> = {
  copilot: 'copilot',
  'coach-question': 'coach_question',
  'coach-feedback': 'coach',
  'coach-summary': 'coach',
  analyzer: 'analyzer',
  // A screen question is a Copilot question: same credit, same plan rules.
  screen: 'copilot',
  // One question, like a Copilot answer or a coach summary.
  debrief: 'coach',
  // The negotiation brief (issue #43): one question, charged once like the debrief.
  negotiation: 'coach',
};

const CREDIT_LIMIT = "You've reached your monthly limit of 10 questions. Upgrade to Plus to get unlimited access to all features.";

export type Reservation = { ok: true; refund: () => Promise<void> } | { ok: false; response: Response };

function refunder(config: Config, name: string, usageId: number | null): () => Promise<void> {
  let isDone = false;
  return async () => {
    if (isDone || usageId === null) return;
    isDone = true;
    await rpc(config, name, { p_usage_id: usageId }).catch((error) => log({ event: 'refund_failed', message: String(error) }));
  };
}

/** A draft's turn: its key, and the text the draft answers (a Copilot question, the candidate's answer to the Coach). */
export interface DraftTurn {
  key: string;
  asked: string;
}

/** The SHA-256 (hex) of a draft's question words (same-question.ts): the same question drafted again has the same key. */
async function questionKeyHash(asked: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(questionKey(asked)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Reserves a question. With a turn (a speculative Copilot draft or Coach feedback) the reservation counts against the
 * month at once and is settled by the gateway when the stream ends (settle); up to AI_DRAFTS.perTurn drafts of one
 * turn share it, a draft on the same question as the last spending none (see 20261128210000_ai_drafts_per_turn.sql).
 */
export async function reserveQuestion(
  config: Config,
  userId: string,
  purpose: AiPurpose,
  turn?: DraftTurn,
): Promise<Reservation & { settle?: (delivered: boolean) => Promise<void> }> {
  const kind = QUESTION_KIND[purpose];
  const [row] = await rpc<Array<{ allowed: boolean; usage_id: number | null; reason: string | null }>>(config, 'consume_ai_question', {
    p_user_id: userId,
    p_kind: kind,
    p_turn_key: turn?.key ?? null,
    p_question_key: turn ? await questionKeyHash(turn.asked) : null,
  });
  if (row?.allowed && turn) {
    const settle = (delivered: boolean) =>
      rpc(config, 'settle_ai_question', { p_usage_id: row.usage_id, p_delivered: delivered }).then(
        () => undefined,
        (error) => log({ event: 'settle_failed', message: String(error) }),
      );
    return { ok: true, refund: () => settle(false), settle };
  }
  if (row?.allowed) return { ok: true, refund: refunder(config, 'refund_ai_question', row.usage_id) };
  if (row?.reason === 'drafts_limited') {
    return {
      ok: false,
      response: apiError(
        429,
        'drafts_limited',
        'Many answers were started and stopped before their first sentence in the last hours. Wait a while, or ask with "Answer now".',
        'rate_limit_error',
      ),
    };
  }
  if (row?.reason === 'turn_drafts_spent') {
    return {
      ok: false,
      response: apiError(
        429,
        'turn_drafts_spent',
        `This question was already drafted ${AI_DRAFTS.perTurn} times: its answer stands. Ask it again with "Answer now" or Send.`,
        'rate_limit_error',
      ),
    };
  }
  if (row?.reason === 'rate_limited' && kind === 'coach_question') {
    return {
      ok: false,
      response: apiError(
        429,
        'rate_limited',
        'The coach has asked many questions in the last hour. Take a short break and try again in a few minutes.',
        'rate_limit_error',
      ),
    };
  }
  if (row?.reason === 'rate_limited') {
    return {
      ok: false,
      response: apiError(
        429,
        'rate_limited',
        'You have asked a lot of questions in the last hour. Take a short break and try again in a few minutes.',
        'rate_limit_error',
      ),
    };
  }
  if (row?.reason === 'plan_required') {
    return {
      ok: false,
      response: apiError(
        402,
        'plan_required',
        'The Analyzer is part of the Plus and Flash plans. Upgrade to analyze how well you fit this job.',
        'insufficient_quota',
      ),
    };
  }
  return { ok: false, response: apiError(402, 'credit_limit_reached', CREDIT_LIMIT, 'insufficient_quota') };
}

const AUDIO_REFUSAL = {
  transcription: "You've used this month's voice transcription allowance. Type your question or answer instead, or upgrade for more.",
  speech: "You've used this month's spoken-audio allowance. The coach will show its questions as text; upgrade for more.",
} as const;

/** Reserves `amount` seconds (transcription) or characters (speech) of the month's audio allowance. */
export async function reserveAudio(config: Config, userId: string, kind: 'transcription' | 'speech', amount: number): Promise<Reservation> {
  const [row] = await rpc<Array<{ allowed: boolean; usage_id: number | null }>>(config, 'consume_ai_audio', {
    p_user_id: userId,
    p_kind: kind,
    p_amount: amount,
  });
  if (row?.allowed) return { ok: true, refund: refunder(config, 'refund_ai_audio', row.usage_id) };
  return { ok: false, response: apiError(402, 'audio_allowance_reached', AUDIO_REFUSAL[kind], 'insufficient_quota') };
}
