// An offer's rehearsed call saved as the role-play it is (issue #43): public.coach_sessions records practice
// 'negotiation' and the offer, so Summarise from past sessions, on a session left before its end, asks the gateway for
// the negotiation's summary on that offer, as the live end does. Only an application's own offer, set once; a deleted
// offer leaves a role-play on no offer, summarised as an interview.
import type { PostgrestError } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rolePlayOf } from '../../src/data/coach-sessions/role-play.ts';
import type { FakeUpstream } from '../fakes/openai-upstream.ts';
import { chatAs, tokenOf } from './ai-helpers.ts';
import { signUpUser, startGatewayBed, type GatewayBed, type LocalSupabase, type TestUser } from './backend.ts';

/** The saved session as past sessions read it (src/data/coach-sessions/types.ts). */
interface PastSession {
  id: string;
  session_id: string;
  practice: string;
  offer_id: string | null;
  turns: Array<{ question: string; answer: string }>;
}
const COLUMNS = 'id, session_id, practice, offer_id, turns';

let bed: GatewayBed;
let backend: LocalSupabase;
let upstream: FakeUpstream;
let alice: TestUser;
let bob: TestUser;

async function insert(user: TestUser, table: string, row: Record<string, unknown>): Promise<string> {
  const { data, error } = await user.client.from(table).insert(row).select('id').single();
  if (error) throw error;
  return (data as { id: string }).id;
}

/** An application with two offers (a first, a revised), and an interview. */
async function fill(user: TestUser, mark: string) {
  const application = await insert(user, 'applications', { company_name: `Acme ${mark}`, job_title: 'Staff Engineer', status: 'In progress' });
  const offer = await insert(user, 'offers', { application_id: application, label: 'First offer', currency: 'EUR', base_salary: 91000 });
  const revised = await insert(user, 'offers', { application_id: application, label: 'Revised offer', currency: 'EUR', base_salary: 94000 });
  const other = await insert(user, 'applications', { company_name: `Globex ${mark}`, job_title: 'Lead', status: 'Applied' });
  const interview = await insert(user, 'interviews', {
    application_id: application,
    name: 'Final round',
    interviewer_names: 'Ada',
    date: new Date().toISOString(),
  });
  return { application, offer, revised, other, interview };
}

let aliceIds: Awaited<ReturnType<typeof fill>>;
let bobIds: Awaited<ReturnType<typeof fill>>;

beforeAll(async () => {
  bed = await startGatewayBed();
  ({ backend, upstream } = bed);
  alice = await signUpUser(backend, 'Alice');
  bob = await signUpUser(backend, 'Bob');
  aliceIds = await fill(alice, 'A');
  bobIds = await fill(bob, 'B');
}, 60_000);
afterAll(() => bed?.stop());
beforeEach(() => {
  upstream.requests.length = 0;
  upstream.options = {};
});

const TURNS = [{ question: 'What number did you have in mind?', answer: 'I was hoping for 100000.', feedback: 'You named a number first.', source: 'text' }];

/** A rehearsed call left before its end, as the Coach saves it at its first answer. */
async function leftRolePlay(user: TestUser, session: string, offer: string | null, practice = 'negotiation') {
  return user.client
    .from('coach_sessions')
    .insert({ session_id: session, practice, offer_id: offer, started_at: new Date().toISOString(), turns: TURNS })
    .select(COLUMNS)
    .single();
}

function expectRefused(result: { error: PostgrestError | null }, code: string, message: RegExp) {
  expect(result.error, 'expected the database to refuse').not.toBeNull();
  expect(result.error?.code).toBe(code);
  expect(result.error?.message).toMatch(message);
}

/** Summarise from past sessions: the request the Coach sends for a saved session (use-interview-end.ts). */
async function summarisePast(user: TestUser, session: PastSession) {
  const response = await chatAs(backend, await tokenOf(user), {
    purpose: 'coach-summary',
    session: session.session_id,
    turns: session.turns.map(({ question, answer }) => ({ question, answer })),
    settings: { responseLanguage: 'en' },
    ...rolePlayOf(session),
  });
  expect(response.status).toBe(200);
  await response.json();
  return upstream.requests.at(-1)?.messages?.[0].content ?? '';
}

describe('a rehearsed call left before its end', () => {
  it('is summarised from past sessions as the negotiation on its offer, its terms in the upstream request', async () => {
    const saved = await leftRolePlay(alice, `app_${aliceIds.application}`, aliceIds.offer);
    expect(saved.error).toBeNull();
    const { data: past } = await alice.client.from('coach_sessions').select(COLUMNS).eq('id', saved.data!.id).single();
    const session = past as PastSession;
    expect(session).toMatchObject({ practice: 'negotiation', offer_id: aliceIds.offer });
    upstream.options = { jsonAnswer: { scores: [4], strengths: ['Asked: 100000.'], practice: ['Next step: …'] } };
    const system = await summarisePast(alice, session);
    expect(system).toContain("reviewing a whole role-play of the call about the candidate's offer from Acme A");
    expect(system).toContain('Acme A — Staff Engineer (First offer)');
    expect(system).toContain('Base salary: 91000 EUR a year');
    expect(system).not.toContain('94000');
    expect(system).not.toMatch(/mock interview/);
  });

  it('is summarised as an interview once its offer is deleted: the session stays, a role-play on no offer', async () => {
    const offer = await insert(alice, 'offers', { application_id: aliceIds.application, label: 'Withdrawn', currency: 'EUR', base_salary: 80000 });
    const saved = await leftRolePlay(alice, `app_${aliceIds.application}`, offer);
    expect(saved.error).toBeNull();
    await alice.client.from('offers').delete().eq('id', offer).throwOnError();
    const { data: past } = await alice.client.from('coach_sessions').select(COLUMNS).eq('id', saved.data!.id).single();
    expect(past).toMatchObject({ practice: 'negotiation', offer_id: null });
    upstream.options = { jsonAnswer: { scores: [4], strengths: ['Clear.'], practice: ['Figures.'] } };
    expect(await summarisePast(alice, past as PastSession)).toContain('reviewing a whole mock interview');
  });
});

describe('what a session may say it was', () => {
  it("refuses another person's offer, an offer of another application, and one named by a session that is no role-play", async () => {
    const session = `app_${aliceIds.application}`;
    expectRefused(await leftRolePlay(alice, session, bobIds.offer), '23503', /not one of its application's offers/);
    expectRefused(await leftRolePlay(alice, `app_${aliceIds.other}`, aliceIds.offer), '23503', /not one of its application's offers/);
    expectRefused(await leftRolePlay(alice, session, aliceIds.offer, 'interview'), '23514', /coach_sessions_offer_is_role_play/);
    expectRefused(await leftRolePlay(alice, session, null, 'salary'), '23514', /coach_sessions_practice_check/);
    // A role-play is about an application, not an interview or the demo.
    expectRefused(await leftRolePlay(alice, `int_${aliceIds.interview}`, null), '23514', /coach_sessions_negotiation_on_application/);
    expectRefused(await leftRolePlay(alice, 'demo', null), '23514', /coach_sessions_negotiation_on_application/);
    const { rows } = await bed.db.query('select count(*)::int as n from public.coach_sessions where user_id = $1 and offer_id = $2', [alice.id, bobIds.offer]);
    expect(rows[0].n).toBe(0);
  });

  it('is set once, when the session starts: an unfinished session cannot become a role-play or change its offer', async () => {
    const saved = await leftRolePlay(alice, `app_${aliceIds.application}`, aliceIds.offer);
    expect(saved.error).toBeNull();
    for (const change of [{ offer_id: aliceIds.revised }, { practice: 'interview', offer_id: null }]) {
      expectRefused(await alice.client.from('coach_sessions').update(change).eq('id', saved.data!.id).select('id'), '42501', /permission denied/);
    }
    const { data } = await alice.client.from('coach_sessions').select('practice, offer_id').eq('id', saved.data!.id).single();
    expect(data).toEqual({ practice: 'negotiation', offer_id: aliceIds.offer });
  });
});
