// The data boundary against the real backend: what sessions are about is owned by key (cascade deletes), JSON columns
// that do not have the saved shape are caught on read, and reading the profile never writes.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_MONTHLY_QUESTIONS } from '../../src/config/constants.ts';
import { analysisResultSchema } from '../../src/data/analyses/analysis-schema.ts';
import { parseCoachSession } from '../../src/data/coach-sessions/coach-session-schema.ts';
import { clientFor, connectDatabase, signUpUser, startBackend, type LocalSupabase, type TestUser } from './backend.ts';

let backend: LocalSupabase;
let db: pg.Client;

beforeAll(async () => {
  backend = await startBackend();
  db = await connectDatabase(backend);
}, 120_000);
afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

const SESSION_TABLES = ['chat_messages', 'user_notes', 'coach_sessions'] as const;

async function createApplication(user: TestUser): Promise<string> {
  const { data, error } = await user.client.from('applications').insert({ company_name: 'Acme', job_title: 'Engineer' }).select('id').single();
  if (error) throw error;
  return data.id;
}

async function createInterview(user: TestUser, applicationId: string): Promise<string> {
  const { data, error } = await user.client
    .from('interviews')
    .insert({ application_id: applicationId, name: 'Onsite', interviewer_names: 'Ada', date: '2026-12-01T10:00:00Z', duration: 60 })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

/** One chat message, one note and one coach session about `sessionId`. */
async function writeSessionRows(user: TestUser, sessionId: string): Promise<void> {
  const now = new Date().toISOString();
  for (const [table, row] of [
    ['chat_messages', { session_id: sessionId, role: 'user', content: 'Why Acme?' }],
    ['user_notes', { session_id: sessionId, content: 'Mention the migration project' }],
    ['coach_sessions', { session_id: sessionId, started_at: now, ended_at: now, turns: [], summary: {} }],
  ] as const) {
    const { error } = await user.client.from(table).insert(row);
    if (error) throw new Error(`${table}: ${error.message}`);
  }
}

async function countRows(userId: string, sessionId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SESSION_TABLES) {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from public.${table} where user_id = $1 and session_id = $2`, [
      userId,
      sessionId,
    ]);
    counts[table] = rows[0].n;
  }
  return counts;
}

const ALL_ONE = { chat_messages: 1, user_notes: 1, coach_sessions: 1 };
const ALL_NONE = { chat_messages: 0, user_notes: 0, coach_sessions: 0 };

describe('sessions are owned by key', () => {
  it('deleting an application deletes its history, notes, coach sessions, analysis and its interviews’ sessions', async () => {
    const user = await signUpUser(backend);
    const applicationId = await createApplication(user);
    const interviewId = await createInterview(user, applicationId);
    await writeSessionRows(user, `app_${applicationId}`);
    await writeSessionRows(user, `int_${interviewId}`);
    await writeSessionRows(user, 'demo');
    const { error: analysisError } = await user.client.from('application_analyses').insert({ application_id: applicationId, result: {} });
    expect(analysisError).toBeNull();
    expect(await countRows(user.id, `app_${applicationId}`)).toEqual(ALL_ONE);

    const { error } = await user.client.from('applications').delete().eq('id', applicationId);
    expect(error).toBeNull();
    expect(await countRows(user.id, `app_${applicationId}`)).toEqual(ALL_NONE);
    expect(await countRows(user.id, `int_${interviewId}`)).toEqual(ALL_NONE);
    const analyses = await db.query('select 1 from public.application_analyses where application_id = $1', [applicationId]);
    expect(analyses.rowCount).toBe(0);
    // The demo session is about nothing to delete: it stays the person's own.
    expect(await countRows(user.id, 'demo')).toEqual(ALL_ONE);
  });

  it('deleting an interview deletes what was about it and nothing about its application', async () => {
    const user = await signUpUser(backend);
    const applicationId = await createApplication(user);
    const interviewId = await createInterview(user, applicationId);
    await writeSessionRows(user, `app_${applicationId}`);
    await writeSessionRows(user, `int_${interviewId}`);

    const { error } = await user.client.from('interviews').delete().eq('id', interviewId);
    expect(error).toBeNull();
    expect(await countRows(user.id, `int_${interviewId}`)).toEqual(ALL_NONE);
    expect(await countRows(user.id, `app_${applicationId}`)).toEqual(ALL_ONE);
  });

  it('keeps the session id the screens use and reads the keys from it', async () => {
    const user = await signUpUser(backend);
    const applicationId = await createApplication(user);
    const interviewId = await createInterview(user, applicationId);
    await writeSessionRows(user, `int_${interviewId}`);
    const { data, error } = await user.client.from('chat_messages').select('session_id, application_id, interview_id').single();
    expect(error).toBeNull();
    expect(data).toEqual({ session_id: `int_${interviewId}`, application_id: null, interview_id: interviewId });
  });

  it('refuses a session about an application that does not exist, and a key set by hand', async () => {
    const user = await signUpUser(backend);
    const missing = await user.client.from('chat_messages').insert({ session_id: `app_${crypto.randomUUID()}`, role: 'user', content: 'Hi' });
    expect(missing.error?.code).toBe('42501');
    const applicationId = await createApplication(user);
    const byHand = await db
      .query(`insert into public.chat_messages (user_id, session_id, role, content, application_id) values ($1, 'demo', 'user', 'Hi', $2)`, [
        user.id,
        applicationId,
      ])
      .catch((error: unknown) => error);
    expect(byHand).toBeInstanceOf(Error);
    expect(String(byHand)).toMatch(/non-DEFAULT value into column "application_id"/);
  });
});

describe('JSON columns are checked on read', () => {
  it('a coach session whose summary passes the SQL checks but not the saved shape is reported, not rendered', async () => {
    const user = await signUpUser(backend);
    await db.query(
      `insert into public.coach_sessions (user_id, session_id, started_at, ended_at, turns, summary)
       values ($1, 'demo', now(), now(), '[{"question":"Q","answer":"A","feedback":"F"}]', '{"strengths":[1, 2]}')`,
      [user.id],
    );
    const { data, error } = await user.client
      .from('coach_sessions')
      .select('id, user_id, session_id, started_at, ended_at, turns, summary, created_at')
      .single();
    expect(error).toBeNull();
    expect(parseCoachSession(data!)).toBeNull();
  });

  it('a well-formed coach session reads back with its defaults', async () => {
    const user = await signUpUser(backend);
    const now = new Date().toISOString();
    const { data, error } = await user.client
      .from('coach_sessions')
      .insert({
        session_id: 'demo',
        started_at: now,
        ended_at: now,
        turns: [{ question: 'Q', answer: 'A', feedback: 'F', score: null }],
        summary: { answers: 1 },
      })
      .select('id, user_id, session_id, started_at, ended_at, turns, summary, created_at')
      .single();
    expect(error).toBeNull();
    expect(parseCoachSession(data!)?.turns).toEqual([{ question: 'Q', answer: 'A', feedback: 'F', source: 'text' }]);
  });

  it('an analysis row that is an object but not an analysis fails the schema', async () => {
    const user = await signUpUser(backend);
    const applicationId = await createApplication(user);
    await db.query(`insert into public.application_analyses (user_id, application_id, result) values ($1, $2, '{"verdict": "great"}')`, [
      user.id,
      applicationId,
    ]);
    const { data, error } = await user.client.from('application_analyses').select('result').single();
    expect(error).toBeNull();
    expect(analysisResultSchema.safeParse(data!.result).success).toBe(false);
  });
});

describe('reading the profile never writes', () => {
  it('a missing profile reads as no row; ensure_profile() repairs it with the defaults, for the caller only', async () => {
    const user = await signUpUser(backend);
    await db.query('delete from public.user_profiles where id = $1', [user.id]);
    const read = await user.client.from('user_profiles').select('id').eq('id', user.id).maybeSingle();
    expect(read).toMatchObject({ data: null, error: null });
    expect((await db.query('select 1 from public.user_profiles where id = $1', [user.id])).rowCount).toBe(0);

    const { data, error } = await user.client.rpc('ensure_profile').select('id, ai_response_length, interview_language, answer_timing').single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: user.id, ai_response_length: 'balanced', interview_language: 'en', answer_timing: 'off' });
  });

  it('anonymous callers cannot call ensure_profile()', async () => {
    const { error } = await clientFor(backend).rpc('ensure_profile');
    expect(error?.code).toBe('42501');
  });
});

describe('EXECUTE is granted, never inherited', () => {
  it('a function a later migration creates is callable by no API role until that migration grants it', async () => {
    await db.query('begin');
    try {
      await db.query('create function public.later_migration_probe() returns integer language sql as $$ select 1 $$');
      const { rows } = await db.query<{ anon: boolean; authenticated: boolean }>(
        `select has_function_privilege('anon', 'public.later_migration_probe()', 'execute') as anon,
                has_function_privilege('authenticated', 'public.later_migration_probe()', 'execute') as authenticated`,
      );
      expect(rows[0]).toEqual({ anon: false, authenticated: false });
    } finally {
      await db.query('rollback');
    }
  });
});

describe('the free plan is stated once per side', () => {
  it('the database counts the free questions the SPA promises', async () => {
    const user = await signUpUser(backend);
    const { data, error } = await user.client.rpc('ai_credits');
    expect(error).toBeNull();
    expect(data).toEqual([{ plan_type: 'free', monthly_limit: FREE_MONTHLY_QUESTIONS, used: 0, remaining: FREE_MONTHLY_QUESTIONS }]);
  });
});
