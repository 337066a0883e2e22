// Metering in the database, atomically per person: questions (consume_ai_question: credits, the paid fair-use limit,
// the coach-question hourly limit) and audio (consume_ai_audio: seconds transcribed, characters spoken). A reservation
// is given back only when the upstream failed before anything reached the person.
import type { AiPurpose } from '../_shared/ai-contract.ts';
import { apiError } from '../_shared/http.ts';
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

/**
 * Reserves a question. With a turn key (a speculative Copilot draft) the reservation counts against the month at once
 * and is settled by the gateway when the stream ends (settle); drafts of one turn share it (see the migration).
 */
export async function reserveQuestion(
  config: Config,
  userId: string,
  purpose: AiPurpose,
  turnKey?: string,
): Promise<Reservation & { settle?: (delivered: boolean) => Promise<void> }> {
  const kind = QUESTION_KIND[purpose];
  const [row] = await rpc<Array<{ allowed: boolean; usage_id: number | null; reason: string | null }>>(config, 'consume_ai_question', {
    p_user_id: userId,
    p_kind: kind,
    p_turn_key: turnKey ?? null,
  });
  if (row?.allowed && turnKey) {
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
