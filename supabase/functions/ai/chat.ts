// POST …/ai/v1/chat/completions: a structured request in (see ../_shared/ai-contract.ts), an OpenAI chat completion
// out (JSON, or server-sent chat.completion.chunk events for the Copilot and the Coach's feedback). What a streamed answer costs is decided
// from what was relayed (stream-meter.ts): a speculative draft (with a turn key) only once it reached the person
// (its first sentence, some 60 characters, or its last chunk); any other answer once the upstream answers, given back
// only when it failed before any answer text. A negotiation brief is read whole and kept on its offer by the gateway
// before it is relayed (negotiation-brief.ts), so a person who leaves while it is written still finds it.
import { AI_LIMITS, AI_STREAMS, type AiRequest } from '../_shared/ai-contract.ts';
import { CLAIMS_CHUNK_FIELD, EVIDENCE_CHUNK_FIELD, type EvidencePiece, type UnheldClaim } from '../_shared/evidence.ts';
import { apiError, corsHeaders } from '../_shared/http.ts';
import { readBodyLimited } from '../_shared/read-body.ts';
import { isAnswerChecked, isUsableAnswer, UNREADABLE_ANSWER } from './answer-check.ts';
import { checkChatRequest } from './chat-request.ts';
import { MissingInputError, upstreamChatBody } from './chat-prompt.ts';
import { reserveQuestion } from './meter.ts';
import { modelRetired, roleProblem } from './model-health.ts';
import { keepNegotiationBrief, type BriefOffer } from './negotiation-brief.ts';
import { PURPOSE_ROLE } from './models.ts';
import { DeltaText, draftMeter, spentOnAnswer, type StreamMeter } from './stream-meter.ts';
import { SessionNotFoundError, type RestAccess } from './session-context.ts';
import { callUpstream, log, unreachable, upstreamFailure, type Config } from './upstream.ts';

const TOO_LARGE = `The request may hold at most ${AI_LIMITS.jsonBodyBytes / 1024} KB.`;
const SCREEN_TOO_LARGE = `A screen question may hold at most ${Math.round(AI_LIMITS.screenBodyBytes / 1024 / 1024)} MB: send a smaller screenshot.`;
/** How the SPA's screen question begins (JSON.stringify keeps `purpose` first); a body that lies is refused once parsed. */
const SCREEN_MARK = /"purpose"\s*:\s*"screen"/;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function errorEvent(code: string, message: string): Uint8Array {
  return encoder.encode(`data: ${JSON.stringify({ error: { message, type: 'api_error', code } })}\n\n`);
}

/** What a cited answer's first event carries: the evidence, and for the Coach's feedback the answer's unheld claims. */
interface CitedStart {
  pieces: EvidencePiece[];
  claims?: UnheldClaim[];
  model: unknown;
}

/**
 * The first event of a cited answer (issue #39): an OpenAI `chat.completion.chunk` with no choices (as the API's own
 * usage chunk is: "the `choices` field will always be an empty array", OpenAPI spec 2.3.0, checked 2026-11-28), so
 * every consumer of the format reads past it, carrying the evidence the answer's markers name and, for the Coach's
 * feedback, the claims of the candidate's answer the record does not hold.
 */
function evidenceEvent({ pieces, claims, model }: CitedStart): Uint8Array {
  const chunk = {
    id: 'chatcmpl-evidence',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [],
    [EVIDENCE_CHUNK_FIELD]: pieces,
    ...(claims ? { [CLAIMS_CHUNK_FIELD]: claims } : {}),
  };
  return encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`);
}

/**
 * A whole completion that cites (the debrief, issue #39) carries the evidence its markers name in the same field as a
 * stream's first chunk, beside the OpenAI fields every consumer reads. It was read as JSON already (isUsableAnswer).
 */
function withEvidence(completion: string, evidence: EvidencePiece[]): string {
  return JSON.stringify({ ...(JSON.parse(completion) as Record<string, unknown>), [EVIDENCE_CHUNK_FIELD]: evidence });
}

/**
 * Relays server-sent events as they arrive, reading the answer text it relays. A stall longer than the time-out, or
 * a lost upstream, ends the stream with an error event. The person closing the stream (cancel) stops the upstream.
 * The meter settles once, at whichever end comes.
 */
function relayStream(upstream: Response, abort: AbortController, config: Config, meter: StreamMeter, evidence?: CitedStart): ReadableStream<Uint8Array> {
  const reader = (upstream.body as ReadableStream<Uint8Array>).getReader();
  const relayed = new DeltaText();
  let isCancelled = false;
  const fail = async (controller: ReadableStreamDefaultController<Uint8Array>, code: string, message: string) => {
    await meter.settle('failed', relayed);
    if (isCancelled) return;
    controller.enqueue(errorEvent(code, message));
    controller.close();
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (evidence) controller.enqueue(evidenceEvent(evidence));
    },
    async pull(controller) {
      let stallTimer: ReturnType<typeof setTimeout> | undefined;
      const stalled = new Promise<'stalled'>((resolve) => {
        stallTimer = setTimeout(() => resolve('stalled'), config.timeoutMs);
      });
      try {
        const next = await Promise.race([reader.read(), stalled]);
        if (next === 'stalled') {
          abort.abort();
          return await fail(controller, 'upstream_stalled', 'The AI provider stopped answering mid-way. Try again.');
        }
        if (next.done) {
          await meter.settle('finished', relayed);
          return controller.close();
        }
        relayed.push(next.value);
        controller.enqueue(next.value);
      } catch {
        await fail(controller, 'upstream_error', 'The connection to the AI provider was lost. Try again.');
      } finally {
        clearTimeout(stallTimer);
      }
    },
    async cancel() {
      isCancelled = true;
      abort.abort();
      await meter.settle('cancelled', relayed);
    },
  });
}

/** What a valid request becomes before anything is charged: the upstream body, or the answer that refuses it. */
type Prepared =
  | {
      ok: true;
      aiRequest: AiRequest;
      upstreamBody: Record<string, unknown>;
      evidence?: EvidencePiece[];
      claims?: UnheldClaim[];
      /** The person's own access, and the offer a negotiation brief is kept with once written. */
      access: RestAccess;
      keepWith?: BriefOffer;
    }
  | { ok: false; response: Response };

async function prepareChat(request: Request, config: Config): Promise<Prepared> {
  const refuse = (status: number, code: string, message: string): Prepared => ({ ok: false, response: apiError(status, code, message) });
  // Only a screen question, which carries a screenshot, may pass the small limit; it says so in its first bytes.
  const screenLimit = { limit: AI_LIMITS.screenBodyBytes, when: (head: Uint8Array) => SCREEN_MARK.test(decoder.decode(head)) };
  const body = await readBodyLimited(request.body, request.headers.get('content-length'), AI_LIMITS.jsonBodyBytes, screenLimit);
  if (!body.ok) return refuse(413, 'request_too_large', body.limit === AI_LIMITS.jsonBodyBytes ? TOO_LARGE : SCREEN_TOO_LARGE);
  let raw: unknown;
  try {
    raw = JSON.parse(decoder.decode(body.bytes));
  } catch {
    return refuse(400, 'invalid_request', 'The request body is not valid JSON.');
  }
  // Only a screen question carries a screenshot: a body that only claimed to be one is held to the small limit.
  if (body.bytes.byteLength > AI_LIMITS.jsonBodyBytes && (raw as { purpose?: unknown } | null)?.purpose !== 'screen')
    return refuse(413, 'request_too_large', TOO_LARGE);
  const checked = checkChatRequest(raw);
  if (!checked.ok) return refuse(checked.status, checked.code, checked.message);
  const aiRequest = checked.request;

  const access: RestAccess = { supabaseUrl: config.supabaseUrl, anonKey: config.anonKey, authorization: request.headers.get('authorization') ?? '' };
  let prompt: Awaited<ReturnType<typeof upstreamChatBody>>;
  try {
    prompt = await upstreamChatBody(access, aiRequest, config.models, config.chatParameters);
  } catch (error) {
    if (error instanceof SessionNotFoundError) return refuse(404, 'session_not_found', error.message);
    if (error instanceof MissingInputError) return refuse(400, 'invalid_request', error.message);
    throw error;
  }
  return { ok: true, aiRequest, upstreamBody: prompt.body, evidence: prompt.evidence, claims: prompt.claims, access, keepWith: prompt.keepWith };
}

/**
 * `caller` is GoTrue's answer on who is asking, still on its way: the request is read and the prompt built meanwhile,
 * and nothing is said about the request (not even that it is malformed) before the caller is known.
 */
export async function chatCompletions(request: Request, config: Config, caller: Promise<string | null>, unauthorized: () => Response): Promise<Response> {
  const preparing = prepareChat(request, config);
  // An early 401 leaves the preparation unawaited: its failure must not surface as an unhandled rejection.
  preparing.catch(() => undefined);
  const userId = await caller;
  if (!userId) return unauthorized();
  const prepared = await preparing;
  if (!prepared.ok) return prepared.response;
  const { aiRequest, upstreamBody, evidence, claims, access, keepWith } = prepared;

  // A model the provider no longer offers: said plainly, before anything is charged or sent.
  const retired = await roleProblem(config, PURPOSE_ROLE[aiRequest.purpose]);
  if (retired) return modelRetired(retired, aiRequest.purpose);

  const turnKey = aiRequest.purpose === 'copilot' || aiRequest.purpose === 'coach-feedback' ? aiRequest.turn : undefined;
  // What the draft answers: the same words drafted again spend no draft of the turn (meter.ts).
  const asked = aiRequest.purpose === 'coach-feedback' ? aiRequest.answer : aiRequest.purpose === 'copilot' ? aiRequest.question : '';
  const reservation = await reserveQuestion(config, userId, aiRequest.purpose, turnKey === undefined ? undefined : { key: turnKey, asked });
  if (!reservation.ok) return reservation.response;

  const abort = new AbortController();
  const started = Date.now();
  let upstream: Response;
  try {
    upstream = await callUpstream(
      config,
      '/chat/completions',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(upstreamBody) },
      abort,
    );
  } catch (error) {
    await reservation.refund();
    log({ route: 'chat', purpose: aiRequest.purpose, outcome: 'unreachable', ms: Date.now() - started });
    return unreachable(error);
  }
  if (!upstream.ok) {
    await upstream.body?.cancel();
    await reservation.refund();
    log({ route: 'chat', purpose: aiRequest.purpose, outcome: 'upstream_error', status: upstream.status, ms: Date.now() - started });
    return upstreamFailure(upstream.status);
  }
  if (isAnswerChecked(aiRequest.purpose) || keepWith) {
    // Read whole before it is relayed: an answer nothing can be saved from gives its question back (answer-check.ts),
    // and a negotiation brief is kept on its offer whether or not the person is still there to receive it.
    let completion: string;
    try {
      completion = await upstream.text();
    } catch (error) {
      await reservation.refund();
      log({ route: 'chat', purpose: aiRequest.purpose, outcome: 'unreachable', ms: Date.now() - started });
      return unreachable(error);
    }
    if (!isUsableAnswer(aiRequest.purpose, completion)) {
      await reservation.refund();
      log({ route: 'chat', purpose: aiRequest.purpose, outcome: 'unreadable', ms: Date.now() - started });
      return apiError(502, 'unreadable_answer', UNREADABLE_ANSWER, 'api_error');
    }
    if (keepWith) {
      // A brief that could not be kept is logged and still relayed: the person's page says it was not kept.
      const kept = await keepNegotiationBrief(access, keepWith, completion);
      if (!kept.isKept) log({ route: 'chat', purpose: aiRequest.purpose, outcome: 'brief_not_kept', reason: kept.reason, status: kept.status });
    }
    log({ route: 'chat', purpose: aiRequest.purpose, outcome: 'ok', ms: Date.now() - started });
    return new Response(evidence ? withEvidence(completion, evidence) : completion, {
      status: 200,
      headers: { ...corsHeaders, 'content-type': 'application/json' },
    });
  }
  log({ route: 'chat', purpose: aiRequest.purpose, outcome: 'ok', ms: Date.now() - started });
  if (AI_STREAMS[aiRequest.purpose]) {
    const meter = reservation.settle ? draftMeter(reservation.settle) : spentOnAnswer(reservation.refund);
    const cited = evidence && { pieces: evidence, claims, model: upstreamBody.model };
    return new Response(relayStream(upstream, abort, config, meter, cited), {
      status: 200,
      headers: { ...corsHeaders, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', 'x-accel-buffering': 'no' },
    });
  }
  return new Response(upstream.body, { status: 200, headers: { ...corsHeaders, 'content-type': 'application/json' } });
}
