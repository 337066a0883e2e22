// Calling the AI gateway as the browser does: structured requests (ai-contract.ts), server-sent events read back; and
// the gateway bed the drafts tests share (a new person per test, a streamed answer at a set pace).
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { AiPurpose, AiRequest } from '../../supabase/functions/_shared/ai-contract.ts';
import { signUpUser, startGatewayBed, type GatewayBed, type LocalSupabase, type TestUser } from './backend.ts';
import { PNG_1X1 } from '../fakes/files.ts';

/**
 * Polls until none of the person's draft questions is still in flight at the gateway: each stream that reserved one has
 * ended and been settled, charged or given back (public.settle_ai_question). What a cancelled draft costs is read after
 * this, so a charge that comes late is seen, where a fixed wait would read too early and pass.
 */
async function settledFor(bed: GatewayBed, user: TestUser): Promise<void> {
  const inFlight = async () =>
    (await bed.db.query(`select count(*)::int as n from public.ai_usage where user_id = $1 and inflight > 0 and refunded_at is null`, [user.id])).rows[0].n;
  await expect.poll(inFlight, { timeout: 10_000, message: 'every draft of the person settled by the gateway (charged or given back)' }).toBe(0);
}

/**
 * One gateway bed for the file (the upstream times out after 3 s), and before each test a new person and the fake
 * streaming `answer` one token every `tokenIntervalMs`, with no scripted failure left. `credits()` reads what the person
 * has spent once every draft of theirs is settled; `readUntilThenCancel` drops a draft and waits until it is settled.
 */
export function useStreamingGateway({ firstname, answer, tokenIntervalMs }: { firstname: string; answer: string; tokenIntervalMs: number }) {
  const gateway = {
    credits: async () => {
      await settledFor(gateway, gateway.user);
      return creditsOf(gateway.user);
    },
    readUntilThenCancel: async (response: Response, until: string | null) => {
      const raw = await readUntilThenCancel(response, until);
      await settledFor(gateway, gateway.user);
      return raw;
    },
  } as GatewayBed & {
    user: TestUser;
    credits: () => Promise<Awaited<ReturnType<typeof creditsOf>>>;
    readUntilThenCancel: (response: Response, until: string | null) => Promise<string>;
  };
  beforeAll(async () => {
    Object.assign(gateway, await startGatewayBed({ upstreamTimeoutMs: 3_000 }));
  });
  afterAll(() => gateway.stop?.());
  beforeEach(async () => {
    gateway.user = await signUpUser(gateway.backend, firstname);
    gateway.upstream.failures.length = 0;
    gateway.upstream.options = { answer: () => answer, latency: { tokenIntervalMs } };
  });
  return gateway;
}

/** Reads a streamed answer until the relayed text holds `until` (null: its first chunk), then cancels it, as a dropped draft. */
async function readUntilThenCancel(response: Response, until: string | null): Promise<string> {
  const reader = response.body!.getReader();
  let raw = '';
  while (until === null || !raw.includes(until)) {
    const next = await reader.read();
    if (next.done) break;
    raw += new TextDecoder().decode(next.value);
    if (until === null) break;
  }
  await reader.cancel();
  return raw;
}

export async function tokenOf(user: TestUser): Promise<string> {
  const { data } = await user.client.auth.getSession();
  return data.session!.access_token;
}

export async function creditsOf(user: TestUser) {
  const { data } = await user.client.rpc('ai_credits');
  return (data as Array<{ remaining: number | null; used: number }>)[0];
}

export async function audioAllowanceOf(user: TestUser) {
  const { data, error } = await user.client.rpc('ai_audio_allowance');
  if (error) throw error;
  const rows = data as Array<{ kind: 'transcription' | 'speech'; monthly_limit: number; used: number; remaining: number }>;
  return Object.fromEntries(rows.map((row) => [row.kind, row])) as Record<'transcription' | 'speech', (typeof rows)[number]>;
}

/** A valid request for each purpose, about the demo session (the analyzer needs an application, the debrief an interview: see the tests). */
export function validRequest<P extends AiPurpose>(purpose: P): Extract<AiRequest, { purpose: P }> {
  return requests()[purpose] as Extract<AiRequest, { purpose: P }>;
}

const requests = (): Record<AiPurpose, AiRequest> => ({
  copilot: { purpose: 'copilot', session: 'demo', question: 'Why do you want this job?', settings: { responseLength: 'balanced', responseLanguage: 'en' } },
  'coach-question': { purpose: 'coach-question', session: 'demo', askedQuestions: ['Tell me about yourself.'], settings: { interviewLanguage: 'en' } },
  'coach-feedback': {
    purpose: 'coach-feedback',
    session: 'demo',
    question: 'Tell me about yourself.',
    answer: 'I build dashboards.',
    settings: { responseLanguage: 'en' },
  },
  'coach-summary': {
    purpose: 'coach-summary',
    session: 'demo',
    turns: [{ question: 'Tell me about yourself.', answer: 'I build dashboards.' }],
    settings: { responseLanguage: 'en' },
  },
  analyzer: { purpose: 'analyzer', session: 'app_00000000-0000-4000-8000-000000000000', resumeText: 'Analyst, 5 years.' },
  screen: { purpose: 'screen', session: 'demo', image: ONE_PIXEL_PNG, settings: { responseLanguage: 'en' } },
  debrief: { purpose: 'debrief', session: 'int_00000000-0000-4000-8000-000000000000', settings: { interviewLanguage: 'en' } },
  negotiation: { purpose: 'negotiation', session: 'app_00000000-0000-4000-8000-000000000000', settings: { responseLanguage: 'en' } },
});

/** A real 1×1 PNG, as a data URL. */
export const ONE_PIXEL_PNG = `data:image/png;base64,${PNG_1X1.toString('base64')}`;

export function chatAs(backend: LocalSupabase, token: string, body: AiRequest, signal?: AbortSignal): Promise<Response> {
  return fetch(`${backend.url}/functions/v1/ai/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
}

/** The text of a streamed answer and the error event that ended it, if any. */
export async function readEvents(response: Response): Promise<{ text: string; error: { code: string; message: string } | null }> {
  const raw = await response.text();
  let text = '';
  let error = null;
  for (const line of raw.split('\n')) {
    if (!line.startsWith('data: ') || line === 'data: [DONE]') continue;
    const event = JSON.parse(line.slice(6)) as { error?: { code: string; message: string }; choices?: Array<{ delta?: { content?: string } }> };
    if (event.error) error = event.error;
    text += event.choices?.[0]?.delta?.content ?? '';
  }
  return { text, error };
}
