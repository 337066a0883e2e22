// The upstream's model listings, read at most every few minutes (a stale listing is used while a fresh one is read),
// and what they say about the configured models (lifecycle.ts). Realtime is judged on the host that mints its
// secrets, and so is a realtime speech model. What a listing says is logged when it is first read.
import { apiError } from '../_shared/http.ts';
import { assessModels, MODEL_RETIRED_SENTENCE, parseModelListing, type ModelHealth, type ModelListing } from './lifecycle.ts';
import type { ModelRole } from './models.ts';
import { realtimeConfigOrNull } from './realtime-session.ts';
import { speechWorkflowOf } from './speech-workflow.ts';
import { log, type Config, serverSettings } from './upstream.ts';

const LISTING_TTL_MS = 10 * 60_000;
const LISTING_TIMEOUT_MS = 5_000;

interface CachedListing {
  readAt: number;
  listing: Promise<ModelListing | null>;
}

const listings = new Map<string, CachedListing>();

async function readListing(baseUrl: string, apiKey: string): Promise<ModelListing | null> {
  try {
    const response = await fetch(`${baseUrl}/models`, { headers: { authorization: `Bearer ${apiKey}` }, signal: AbortSignal.timeout(LISTING_TIMEOUT_MS) });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    return parseModelListing(await response.json());
  } catch {
    // No such route, not JSON, or unreachable: the provider is not checked (the calls themselves still say so).
    return null;
  }
}

function listingOf(baseUrl: string, apiKey: string): { listing: Promise<ModelListing | null>; isFresh: boolean } {
  const cached = listings.get(baseUrl);
  if (cached && Date.now() - cached.readAt < LISTING_TTL_MS) return { listing: cached.listing, isFresh: false };
  const next = { readAt: Date.now(), listing: readListing(baseUrl, apiKey) };
  listings.set(baseUrl, next);
  // While a fresh listing is read, the previous one answers.
  return { listing: cached ? cached.listing : next.listing, isFresh: !cached };
}

/** The configured models' health; realtime problems only take realtime away (the Copilot uploads instead). */
export async function modelHealth(config: Config): Promise<ModelHealth & { isRealtimeListed: boolean }> {
  if (!config.apiKey) return { problems: [], warnings: [], isRealtimeListed: true };
  const chat = listingOf(config.baseUrl, config.apiKey);
  const realtime = realtimeConfigOrNull(config.apiKey, serverSettings.text);
  const realtimeRead = realtime && realtime.baseUrl !== config.baseUrl ? listingOf(realtime.baseUrl, config.apiKey) : chat;
  const [chatListing, realtimeListing] = await Promise.all([chat.listing, realtimeRead.listing]);
  // A realtime speech model is judged where it speaks: on the realtime host.
  const speechListing = speechWorkflowOf(config.models.speech) === 'realtime' ? (realtime ? realtimeListing : null) : chatListing;
  const byRole: Partial<Record<ModelRole, ModelListing | null>> = {
    copilot: chatListing,
    coach: chatListing,
    analysis: chatListing,
    vision: chatListing,
    transcription: chatListing,
    speech: speechListing,
  };
  if (realtime) byRole.realtime = realtimeListing;
  const health = assessModels(config.models, config.modelSettings, byRole, new Date().toISOString().slice(0, 10));
  const realtimeProblems = health.problems.filter((notice) => notice.role === 'realtime');
  const result = {
    problems: health.problems.filter((notice) => notice.role !== 'realtime'),
    warnings: [...realtimeProblems, ...health.warnings],
    isRealtimeListed: realtimeProblems.length === 0,
  };
  if (chat.isFresh || realtimeRead.isFresh) {
    for (const notice of [...result.problems, ...result.warnings])
      log({ event: 'model_lifecycle', role: notice.role, model: notice.model, message: notice.message });
  }
  return result;
}

/** The problem that stops a role, if its model is known to be gone. */
export async function roleProblem(config: Config, role: ModelRole): Promise<string | null> {
  const health = await modelHealth(config);
  return health.problems.find((notice) => notice.role === role)?.message ?? null;
}

/** The answer for a role whose model is gone: one sentence for the person; the log and capabilities name the setting. */
export function modelRetired(problem: string, route: string): Response {
  log({ route, outcome: 'model_retired', message: problem });
  return apiError(503, 'model_retired', MODEL_RETIRED_SENTENCE, 'api_error');
}
