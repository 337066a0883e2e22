// POST …/ai/v1/chat/completions: a structured request in (see ../_shared/ai-contract.ts), an OpenAI chat completion
// out (JSON, or server-sent chat.completion.chunk events for the Copilot). The question is spent once the upstream
// answers; it is given back only when the upstream fails before any answer text reached the person, never because
// the person closed the connection.
import { AI_LIMITS, AI_STREAMS } from '../_shared/ai-contract.ts';
import { apiError, corsHeaders } from '../_shared/http.ts';
import { readBodyLimited } from '../_shared/read-body.ts';
import { checkChatRequest } from './chat-request.ts';
import { MissingInputError, upstreamChatBody } from './chat-prompt.ts';
import { reserveQuestion } from './meter.ts';
import { SessionNotFoundError, type RestAccess } from './session-context.ts';
import { callUpstream, log, unreachable, upstreamFailure, type Config } from './upstream.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function errorEvent(code: string, message: string): Uint8Array {
  return encoder.encode(`data: ${JSON.stringify({ error: { message, type: 'api_error', code } })}\n\n`);
}

/** True once a relayed event carried answer text (not just the opening role chunk). */
function hasAnswerText(text: string): boolean {
  return /"content":"(?!")/.test(text);
}

/**
 * Relays server-sent events as they arrive. A stall longer than the time-out, or a lost upstream, ends the stream
 * with an error event, and gives the question back only if no answer text had been relayed yet. The person closing
 * the stream (cancel) stops the upstream and keeps the question spent.
 */
function relayStream(upstream: Response, abort: AbortController, config: Config, refund: () => Promise<void>): ReadableStream<Uint8Array> {
  const reader = (upstream.body as ReadableStream<Uint8Array>).getReader();
  let hasRelayedText = false;
  let isCancelled = false;
  let tail = '';
  const fail = async (controller: ReadableStreamDefaultController<Uint8Array>, code: string, message: string) => {
    if (isCancelled) return;
    if (!hasRelayedText) await refund();
    controller.enqueue(errorEvent(code, message));
    controller.close();
  };
  return new ReadableStream<Uint8Array>({
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
        if (next.done) return controller.close();
        if (!hasRelayedText) {
          const text = tail + decoder.decode(next.value, { stream: true });
          hasRelayedText = hasAnswerText(text);
          tail = text.slice(-32);
        }
        controller.enqueue(next.value);
      } catch {
        await fail(controller, 'upstream_error', 'The connection to the AI provider was lost. Try again.');
      } finally {
        clearTimeout(stallTimer);
      }
    },
    cancel() {
      isCancelled = true;
      abort.abort();
    },
  });
}

export async function chatCompletions(request: Request, config: Config, userId: string): Promise<Response> {
  const body = await readBodyLimited(request.body, request.headers.get('content-length'), AI_LIMITS.jsonBodyBytes);
  if (!body.ok) return apiError(413, 'request_too_large', `The request may hold at most ${AI_LIMITS.jsonBodyBytes / 1024} KB.`);
  let raw: unknown;
  try {
    raw = JSON.parse(decoder.decode(body.bytes));
  } catch {
    return apiError(400, 'invalid_request', 'The request body is not valid JSON.');
  }
  const checked = checkChatRequest(raw);
  if (!checked.ok) return apiError(checked.status, checked.code, checked.message);
  const aiRequest = checked.request;

  const access: RestAccess = { supabaseUrl: config.supabaseUrl, anonKey: config.anonKey, authorization: request.headers.get('authorization') ?? '' };
  let upstreamBody: Record<string, unknown>;
  try {
    upstreamBody = await upstreamChatBody(access, aiRequest, config.chatModel);
  } catch (error) {
    if (error instanceof SessionNotFoundError) return apiError(404, 'session_not_found', error.message);
    if (error instanceof MissingInputError) return apiError(400, 'invalid_request', error.message);
    throw error;
  }

  const reservation = await reserveQuestion(config, userId, aiRequest.purpose);
  if (!reservation.ok) return reservation.response;

  const abort = new AbortController();
  const started = Date.now();
  let upstream: Response;
  try {
    upstream = await callUpstream(config, '/chat/completions', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(upstreamBody) }, abort);
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
  log({ route: 'chat', purpose: aiRequest.purpose, outcome: 'ok', ms: Date.now() - started });
  if (AI_STREAMS[aiRequest.purpose]) {
    return new Response(relayStream(upstream, abort, config, reservation.refund), {
      status: 200,
      headers: { ...corsHeaders, 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', 'x-accel-buffering': 'no' },
    });
  }
  return new Response(upstream.body, { status: 200, headers: { ...corsHeaders, 'content-type': 'application/json' } });
}
