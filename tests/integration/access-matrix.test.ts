// Who can do what: two users and the anonymous role against every table and both buckets.
// Every cell names its expectation: allowed, denied (an error), or invisible (no rows touched).
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, signUpUser, connectDatabase, startBackend, type LocalSupabase, type TestUser } from './backend.ts';
import { PNG_1X1 as PNG, PDF_ONE_PAGE as PDF } from '../fakes/files.ts';

let backend: LocalSupabase;
let alice: TestUser;
let bob: TestUser;
let anon: SupabaseClient;
let db: pg.Client;
const ids: Record<string, string> = {};

function expectDenied(result: { error: PostgrestError | null }, code = '42501') {
  expect(result.error, 'expected the database to refuse').not.toBeNull();
  expect(result.error?.code).toBe(code);
}

function expectAllowed<T>(result: { data: T; error: PostgrestError | null }): NonNullable<T> {
  expect(result.error).toBeNull();
  expect(result.data).not.toBeNull();
  return result.data as NonNullable<T>;
}

async function count(table: string, where: string, value: string): Promise<number> {
  const { rows } = await db.query(`select count(*)::int as n from public.${table} where ${where} = $1`, [value]);
  return rows[0].n as number;
}

beforeAll(async () => {
  backend = await startBackend();
  alice = await signUpUser(backend, 'Alice');
  bob = await signUpUser(backend, 'Bob');
  anon = clientFor(backend);
  db = await connectDatabase(backend);

  for (const [name, user] of [
    ['alice', alice],
    ['bob', bob],
  ] as const) {
    const application = expectAllowed(
      await user.client
        .from('applications')
        .insert({ company_name: `${name} Corp`, job_title: 'Engineer' })
        .select()
        .single(),
    );
    ids[`${name}App`] = application.id;
    const interview = expectAllowed(
      await user.client
        .from('interviews')
        .insert({ application_id: application.id, name: 'Screen', interviewer_names: 'Sam', date: new Date().toISOString() })
        .select()
        .single(),
    );
    ids[`${name}Interview`] = interview.id;
    const experience = expectAllowed(
      await user.client.from('experiences').insert({ company: 'Old Co', job_title: 'Dev', start_date: '2020-01-01', current_job: true }).select().single(),
    );
    ids[`${name}Experience`] = experience.id;
    const message = expectAllowed(await user.client.from('chat_messages').insert({ session_id: 'demo', role: 'user', content: 'Hello' }).select().single());
    ids[`${name}Message`] = message.id;
    const note = expectAllowed(await user.client.from('user_notes').insert({ session_id: 'demo', content: 'note' }).select().single());
    ids[`${name}Note`] = note.id;
  }
}, 60_000);

afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

describe('applications', () => {
  it('owner reads only their own rows; anon is refused', async () => {
    const rows = expectAllowed(await alice.client.from('applications').select('id, user_id'));
    expect(rows.map((r) => r.id)).toEqual([ids.aliceApp]);
    expectDenied(await anon.from('applications').select('id'));
  });
  it('insert naming another user is refused; anon insert is refused', async () => {
    expectDenied(await alice.client.from('applications').insert({ user_id: bob.id, company_name: 'X', job_title: 'Y' }));
    expectDenied(await anon.from('applications').insert({ user_id: bob.id, company_name: 'X', job_title: 'Y' }));
    expect(await count('applications', 'user_id', bob.id)).toBe(1);
  });
  it("update of another user's row touches nothing; moving one's row to another user is refused", async () => {
    expect(expectAllowed(await alice.client.from('applications').update({ company_name: 'Hacked' }).eq('id', ids.bobApp).select())).toEqual([]);
    expectDenied(await alice.client.from('applications').update({ user_id: bob.id }).eq('id', ids.aliceApp));
    const { rows } = await db.query('select user_id, company_name from public.applications where id = $1', [ids.bobApp]);
    expect(rows[0]).toEqual({ user_id: bob.id, company_name: 'bob Corp' });
    expect(await count('applications', 'user_id', alice.id)).toBe(1);
  });
  it("delete of another user's row touches nothing", async () => {
    expect(expectAllowed(await alice.client.from('applications').delete().eq('id', ids.bobApp).select())).toEqual([]);
    expectDenied(await anon.from('applications').delete().eq('id', ids.bobApp));
    expect(await count('applications', 'id', ids.bobApp)).toBe(1);
  });
  it('a resume path in another user folder is refused', async () => {
    expectDenied(
      await alice.client
        .from('applications')
        .update({ resume_file: `${bob.id}/cv.pdf` })
        .eq('id', ids.aliceApp),
    );
  });
});

describe('interviews (owned through their application)', () => {
  it("reading another user's interviews by application_id returns nothing", async () => {
    expect(expectAllowed(await alice.client.from('interviews').select('id').eq('application_id', ids.bobApp))).toEqual([]);
    expect(expectAllowed(await alice.client.from('interviews').select('id')).map((r) => r.id)).toEqual([ids.aliceInterview]);
    expectDenied(await anon.from('interviews').select('id'));
  });
  it("adding an interview to another user's application is refused", async () => {
    expectDenied(
      await alice.client.from('interviews').insert({ application_id: ids.bobApp, name: 'X', interviewer_names: 'Y', date: new Date().toISOString() }),
    );
    expect(await count('interviews', 'application_id', ids.bobApp)).toBe(1);
  });
  it("moving an interview to another user's application is refused; editing theirs touches nothing", async () => {
    expectDenied(await alice.client.from('interviews').update({ application_id: ids.bobApp }).eq('id', ids.aliceInterview));
    expect(expectAllowed(await alice.client.from('interviews').update({ name: 'Hacked' }).eq('id', ids.bobInterview).select())).toEqual([]);
    expect(expectAllowed(await alice.client.from('interviews').delete().eq('id', ids.bobInterview).select())).toEqual([]);
    expect(await count('interviews', 'id', ids.bobInterview)).toBe(1);
  });
  it('nested select returns only the owner’s interviews', async () => {
    const rows = expectAllowed(await alice.client.from('applications').select('id, interviews(id)'));
    expect(rows).toEqual([{ id: ids.aliceApp, interviews: [{ id: ids.aliceInterview }] }]);
  });
});

describe('experiences', () => {
  it('select / insert / update / delete are confined to the owner', async () => {
    expect(expectAllowed(await alice.client.from('experiences').select('id')).map((r) => r.id)).toEqual([ids.aliceExperience]);
    expectDenied(await alice.client.from('experiences').insert({ user_id: bob.id, company: 'X', job_title: 'Y', start_date: '2020-01-01', current_job: true }));
    expect(expectAllowed(await alice.client.from('experiences').update({ company: 'Hacked' }).eq('id', ids.bobExperience).select())).toEqual([]);
    expectDenied(await alice.client.from('experiences').update({ user_id: bob.id }).eq('id', ids.aliceExperience));
    expect(expectAllowed(await alice.client.from('experiences').delete().eq('id', ids.bobExperience).select())).toEqual([]);
    expectDenied(await anon.from('experiences').select('id'));
    expect(await count('experiences', 'user_id', bob.id)).toBe(1);
  });
});

describe('chat_messages', () => {
  it('owner reads, inserts and deletes; nobody updates; strangers see nothing', async () => {
    expect(expectAllowed(await alice.client.from('chat_messages').select('id')).map((r) => r.id)).toEqual([ids.aliceMessage]);
    expectDenied(await alice.client.from('chat_messages').insert({ user_id: bob.id, session_id: 'demo', role: 'user', content: 'x' }));
    expectDenied(await alice.client.from('chat_messages').update({ content: 'edited' }).eq('id', ids.aliceMessage));
    expect(expectAllowed(await alice.client.from('chat_messages').delete().eq('id', ids.bobMessage).select())).toEqual([]);
    expectDenied(await anon.from('chat_messages').select('id'));
    expect(await count('chat_messages', 'id', ids.bobMessage)).toBe(1);
  });
});

describe('user_notes', () => {
  it('select / insert / update / delete are confined to the owner', async () => {
    expect(expectAllowed(await alice.client.from('user_notes').select('id')).map((r) => r.id)).toEqual([ids.aliceNote]);
    expectDenied(await alice.client.from('user_notes').insert({ user_id: bob.id, session_id: 'demo', content: 'x' }));
    expect(expectAllowed(await alice.client.from('user_notes').update({ content: 'Hacked' }).eq('id', ids.bobNote).select())).toEqual([]);
    expectDenied(await alice.client.from('user_notes').update({ user_id: bob.id }).eq('id', ids.aliceNote));
    expect(expectAllowed(await alice.client.from('user_notes').delete().eq('id', ids.bobNote).select())).toEqual([]);
    expectDenied(await anon.from('user_notes').insert({ session_id: 'demo', content: 'x' }));
    expect(await count('user_notes', 'id', ids.bobNote)).toBe(1);
  });
});

describe('user_profiles', () => {
  it('each user has one profile made at sign-up, reads and updates only it, and cannot delete it', async () => {
    expect(expectAllowed(await alice.client.from('user_profiles').select('id')).map((r) => r.id)).toEqual([alice.id]);
    expect(expectAllowed(await alice.client.from('user_profiles').update({ ai_response_length: 'short' }).eq('id', alice.id).select('id'))).toEqual([
      { id: alice.id },
    ]);
    expect(expectAllowed(await alice.client.from('user_profiles').update({ ai_response_length: 'short' }).eq('id', bob.id).select())).toEqual([]);
    expectDenied(await alice.client.from('user_profiles').insert({ id: bob.id }));
    expectDenied(await alice.client.from('user_profiles').delete().eq('id', alice.id));
    expectDenied(await anon.from('user_profiles').select('id'));
    const { rows } = await db.query('select ai_response_length from public.user_profiles where id = $1', [bob.id]);
    expect(rows[0].ai_response_length).toBe('balanced');
  });
});

describe('subscriptions', () => {
  it('a free active subscription exists from sign-up; the owner only reads it', async () => {
    expect(expectAllowed(await alice.client.from('subscriptions').select('user_id, plan_type, status'))).toEqual([
      { user_id: alice.id, plan_type: 'free', status: 'active' },
    ]);
    expectDenied(await alice.client.from('subscriptions').update({ plan_type: 'plus' }).eq('user_id', alice.id));
    expectDenied(await alice.client.from('subscriptions').insert({ user_id: alice.id, plan_type: 'plus', status: 'active' }));
    expectDenied(await alice.client.from('subscriptions').delete().eq('user_id', alice.id));
    expectDenied(await anon.from('subscriptions').select('user_id'));
    const { rows } = await db.query('select plan_type from public.subscriptions where user_id = $1', [alice.id]);
    expect(rows[0].plan_type).toBe('free');
  });
  it('ensure_subscription repairs a missing row as free, and never upgrades', async () => {
    await db.query('delete from public.subscriptions where user_id = $1', [alice.id]);
    const rows = expectAllowed(await alice.client.rpc('ensure_subscription'));
    expect(rows).toMatchObject([{ user_id: alice.id, plan_type: 'free', status: 'active' }]);
    expectDenied(await anon.rpc('ensure_subscription'));
  });
});

describe('ai_usage and metering functions', () => {
  it('users read their own usage, write none of it, and cannot call the gateway-only functions', async () => {
    await db.query(`insert into public.ai_usage (user_id, kind) values ($1, 'copilot'), ($2, 'copilot')`, [alice.id, bob.id]);
    expect(expectAllowed(await alice.client.from('ai_usage').select('user_id'))).toEqual([{ user_id: alice.id }]);
    expectDenied(await alice.client.from('ai_usage').insert({ user_id: alice.id, kind: 'copilot' }));
    expectDenied(await alice.client.from('ai_usage').delete().eq('user_id', alice.id));
    expectDenied(await alice.client.from('ai_usage').update({ refunded_at: new Date().toISOString() }).eq('user_id', alice.id));
    expectDenied(await alice.client.rpc('consume_ai_question', { p_user_id: alice.id, p_kind: 'copilot' }));
    expectDenied(await alice.client.rpc('refund_ai_question', { p_usage_id: 1 }));
    expectDenied(await anon.rpc('ai_credits'));
    expect(expectAllowed(await alice.client.rpc('ai_credits'))).toEqual([{ plan_type: 'free', monthly_limit: 10, used: 1, remaining: 9 }]);
  });
});

describe('stripe_events', () => {
  it('is invisible to users and the anonymous role', async () => {
    expectDenied(await alice.client.from('stripe_events').select('id'));
    expectDenied(await alice.client.from('stripe_events').insert({ id: 'evt_1', type: 'x', event_created_at: new Date().toISOString() }));
    expectDenied(await anon.from('stripe_events').select('id'));
  });
});

describe('storage buckets', () => {
  it('avatars: owners write their folder only; anyone reads the public URL', async () => {
    const own = await alice.client.storage.from('avatars').upload(`${alice.id}/1.png`, PNG, { contentType: 'image/png' });
    expect(own.error).toBeNull();
    const foreign = await alice.client.storage.from('avatars').upload(`${bob.id}/1.png`, PNG, { contentType: 'image/png' });
    expect(foreign.error).not.toBeNull();
    const anonymous = await anon.storage.from('avatars').upload(`${alice.id}/2.png`, PNG, { contentType: 'image/png' });
    expect(anonymous.error).not.toBeNull();
    expect((await bob.client.storage.from('avatars').upload(`${bob.id}/1.png`, PNG, { contentType: 'image/png' })).error).toBeNull();

    const listed = await alice.client.storage.from('avatars').list(bob.id);
    expect(listed.data ?? []).toEqual([]);
    const removed = await alice.client.storage.from('avatars').remove([`${bob.id}/1.png`]);
    expect(removed.data ?? []).toEqual([]);
    const publicUrl = anon.storage.from('avatars').getPublicUrl(`${bob.id}/1.png`).data.publicUrl;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('resumes: private; owners read and sign their own only', async () => {
    expect((await alice.client.storage.from('resumes').upload(`${alice.id}/cv.pdf`, PDF, { contentType: 'application/pdf' })).error).toBeNull();
    expect((await bob.client.storage.from('resumes').upload(`${bob.id}/cv.pdf`, PDF, { contentType: 'application/pdf' })).error).toBeNull();
    expect((await alice.client.storage.from('resumes').upload(`${bob.id}/evil.pdf`, PDF, { contentType: 'application/pdf' })).error).not.toBeNull();

    expect((await alice.client.storage.from('resumes').download(`${alice.id}/cv.pdf`)).error).toBeNull();
    expect((await alice.client.storage.from('resumes').download(`${bob.id}/cv.pdf`)).error).not.toBeNull();
    expect((await anon.storage.from('resumes').download(`${bob.id}/cv.pdf`)).error).not.toBeNull();
    expect((await alice.client.storage.from('resumes').createSignedUrl(`${bob.id}/cv.pdf`, 60)).error).not.toBeNull();
    const publicAttempt = await fetch(anon.storage.from('resumes').getPublicUrl(`${bob.id}/cv.pdf`).data.publicUrl);
    expect(publicAttempt.status).toBeGreaterThanOrEqual(400);

    const signed = await alice.client.storage.from('resumes').createSignedUrl(`${alice.id}/cv.pdf`, 60);
    expect(signed.error).toBeNull();
    const download = await fetch(signed.data!.signedUrl);
    expect(download.status).toBe(200);
    expect((await alice.client.storage.from('resumes').remove([`${bob.id}/cv.pdf`])).data ?? []).toEqual([]);
    const { rows } = await db.query(`select count(*)::int as n from storage.objects where bucket_id = 'resumes' and name = $1`, [`${bob.id}/cv.pdf`]);
    expect(rows[0].n).toBe(1);
  });
});

describe('application_analyses', () => {
  const result = (label: string) => ({
    requirements: [{ requirement: label, mark: 'met', evidence: 'Led the team' }],
    missing_keywords: [],
    talking_points: [],
    likely_questions: [],
  });

  it('owner saves, replaces and reads the analysis of their application; strangers and anon see nothing', async () => {
    const saved = expectAllowed(
      await alice.client
        .from('application_analyses')
        .insert({ application_id: ids.aliceApp, result: result('first'), model: 'gpt-3.5-turbo' })
        .select()
        .single(),
    );
    expect(saved.user_id).toBe(alice.id);
    ids.aliceAnalysis = saved.id;
    const replaced = expectAllowed(
      await alice.client
        .from('application_analyses')
        .upsert({ application_id: ids.aliceApp, result: result('second') }, { onConflict: 'application_id' })
        .select()
        .single(),
    );
    expect(replaced.id).toBe(saved.id);
    expect(replaced.result.requirements[0].requirement).toBe('second');
    ids.bobAnalysis = expectAllowed(
      await bob.client
        .from('application_analyses')
        .insert({ application_id: ids.bobApp, result: result('bob') })
        .select()
        .single(),
    ).id;

    expect(expectAllowed(await alice.client.from('application_analyses').select('id')).map((r) => r.id)).toEqual([ids.aliceAnalysis]);
    expect(expectAllowed(await alice.client.from('application_analyses').select('id').eq('application_id', ids.bobApp))).toEqual([]);
    expectDenied(await anon.from('application_analyses').select('id'));
  });

  it("an analysis naming another user's application, or another user, is refused; anon insert is refused", async () => {
    expectDenied(await alice.client.from('application_analyses').insert({ application_id: ids.bobApp, result: result('x') }));
    expectDenied(await alice.client.from('application_analyses').insert({ application_id: ids.bobApp, user_id: bob.id, result: result('x') }));
    expectDenied(await anon.from('application_analyses').insert({ application_id: ids.bobApp, user_id: bob.id, result: result('x') }));
    const { rows } = await db.query('select user_id, result from public.application_analyses where application_id = $1', [ids.bobApp]);
    expect(rows).toEqual([{ user_id: bob.id, result: result('bob') }]);
  });

  it("editing or deleting another user's analysis touches nothing; moving one's own to another user or application is refused", async () => {
    expect(
      expectAllowed(
        await alice.client
          .from('application_analyses')
          .update({ result: result('hacked') })
          .eq('id', ids.bobAnalysis)
          .select(),
      ),
    ).toEqual([]);
    expectDenied(await alice.client.from('application_analyses').update({ application_id: ids.bobApp }).eq('id', ids.aliceAnalysis));
    expectDenied(await alice.client.from('application_analyses').update({ user_id: bob.id }).eq('id', ids.aliceAnalysis));
    expect(expectAllowed(await alice.client.from('application_analyses').delete().eq('id', ids.bobAnalysis).select())).toEqual([]);
    expectDenied(await anon.from('application_analyses').delete().eq('id', ids.bobAnalysis));
    expect(await count('application_analyses', 'id', ids.bobAnalysis)).toBe(1);
    const { rows } = await db.query('select result from public.application_analyses where id = $1', [ids.bobAnalysis]);
    expect(rows[0].result).toEqual(result('bob'));
  });

  it('refuses a result that is not an object, and goes away with its application', async () => {
    expectDenied(
      await alice.client
        .from('application_analyses')
        .update({ result: ['not', 'an', 'object'] })
        .eq('id', ids.aliceAnalysis),
      '23514',
    );
    expect(expectAllowed(await alice.client.from('application_analyses').delete().eq('id', ids.aliceAnalysis).select('id'))).toEqual([
      { id: ids.aliceAnalysis },
    ]);
    const application = expectAllowed(await alice.client.from('applications').insert({ company_name: 'Temp', job_title: 'Dev' }).select('id').single());
    expectAllowed(
      await alice.client
        .from('application_analyses')
        .insert({ application_id: application.id, result: result('temp') })
        .select('id')
        .single(),
    );
    expectAllowed(await alice.client.from('applications').delete().eq('id', application.id).select('id'));
    expect(await count('application_analyses', 'application_id', application.id)).toBe(0);
  });
});

describe('coach_sessions', () => {
  const session = (label: string) => ({
    session_id: 'demo',
    started_at: '2026-11-20T09:00:00Z',
    ended_at: '2026-11-20T09:10:00Z',
    turns: [{ question: `Q ${label}`, answer: 'A', feedback: 'F', durationMs: 12000 }],
    summary: { label },
  });

  it('owner saves and reads their sessions; strangers and anon see nothing', async () => {
    const saved = expectAllowed(await alice.client.from('coach_sessions').insert(session('alice')).select().single());
    expect(saved.user_id).toBe(alice.id);
    ids.aliceCoachSession = saved.id;
    ids.bobCoachSession = expectAllowed(await bob.client.from('coach_sessions').insert(session('bob')).select('id').single()).id;
    expect(expectAllowed(await alice.client.from('coach_sessions').select('id')).map((r) => r.id)).toEqual([ids.aliceCoachSession]);
    expectDenied(await anon.from('coach_sessions').select('id'));
  });

  it('a session naming another user is refused; anon insert is refused', async () => {
    expectDenied(await alice.client.from('coach_sessions').insert({ ...session('x'), user_id: bob.id }));
    expectDenied(await anon.from('coach_sessions').insert({ ...session('x'), user_id: bob.id }));
    expect(await count('coach_sessions', 'user_id', bob.id)).toBe(1);
  });

  it("nobody edits an ended session; deleting another user's touches nothing; bad shapes are refused", async () => {
    // Only an unfinished session (ended_at null) takes updates: tests/integration/coach-sessions.test.ts.
    expect(
      expectAllowed(
        await alice.client
          .from('coach_sessions')
          .update({ summary: { label: 'edited' } })
          .eq('id', ids.aliceCoachSession)
          .select('id'),
      ),
    ).toEqual([]);
    expect(expectAllowed(await alice.client.from('coach_sessions').delete().eq('id', ids.bobCoachSession).select())).toEqual([]);
    expectDenied(await anon.from('coach_sessions').delete().eq('id', ids.bobCoachSession));
    expect(await count('coach_sessions', 'id', ids.bobCoachSession)).toBe(1);
    expectDenied(await alice.client.from('coach_sessions').insert({ ...session('x'), turns: { not: 'an array' } }), '23514');
    expectDenied(await alice.client.from('coach_sessions').insert({ ...session('x'), session_id: 'app_not-a-uuid' }), '23514');
    expectDenied(await alice.client.from('coach_sessions').insert({ ...session('x'), ended_at: '2026-11-20T08:00:00Z' }), '23514');
    expect(expectAllowed(await alice.client.from('coach_sessions').delete().eq('id', ids.aliceCoachSession).select('id'))).toEqual([
      { id: ids.aliceCoachSession },
    ]);
  });
});
