// Bad input sent straight to the API, bypassing the SPA: each is refused by the layer that must refuse it (Postgres,
// Storage, Auth or the AI gateway), with an error a person can read, and nothing is stored or changed.
import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentWav, type FakeUpstream } from '../fakes/openai-upstream.ts';
import { serviceClient, signUpUser, startGatewayBed, type LocalSupabase, type TestUser, type GatewayBed } from './backend.ts';
import { PNG_1X1 as PNG, PDF_ONE_PAGE as PDF, WEBM_HEADER } from '../fakes/files.ts';
import { AI_PURPOSES } from '../../supabase/functions/_shared/ai-contract.ts';

let bed: GatewayBed;
let backend: LocalSupabase;
let upstream: FakeUpstream;
let db: pg.Client;
let alice: TestUser;
let bob: TestUser;
const ids: Record<string, string> = {};

type Row = Record<string, unknown>;

/** What people paste into forms and what a model might answer: stored exactly as sent, made inert where it is shown. */
const HTML_PAYLOAD = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>"><svg onload=window.__pwned=1> [x](javascript:window.__pwned=1) ' OR 1=1; --`;

async function tokenOf(user: TestUser): Promise<string> {
  const { data } = await user.client.auth.getSession();
  return data.session!.access_token;
}

/** A fingerprint of every row of a table, to prove a refused call changed nothing at all. */
async function tableState(table: string): Promise<{ rows: number; hash: string }> {
  const { rows } = await db.query(`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${table} t`);
  return rows[0] as { rows: number; hash: string };
}

/** Runs a call that must be refused with `code` and checks the table is exactly as before. */
async function expectRefused(table: string, call: () => PromiseLike<{ error: PostgrestError | null }>, code: string, message?: RegExp) {
  const before = await tableState(table);
  const { error } = await call();
  expect(error, 'expected the database to refuse').not.toBeNull();
  expect(error?.code).toBe(code);
  expect(error?.message).toMatch(message ?? /\S/);
  expect(await tableState(table)).toEqual(before);
}

/** Compares what was sent with what came back, column by column (instants come back in another spelling, so they are skipped). */
function expectSameValues(stored: Row, sent: Row) {
  for (const [key, value] of Object.entries(sent)) {
    if (['date', 'started_at', 'ended_at'].includes(key)) continue;
    expect(stored[key], key).toEqual(value);
  }
}

function expectStored<T>(result: { data: T; error: PostgrestError | null }): NonNullable<T> {
  expect(result.error).toBeNull();
  expect(result.data).not.toBeNull();
  return result.data as NonNullable<T>;
}

beforeAll(async () => {
  bed = await startGatewayBed();
  ({ backend, upstream, db } = bed);
  alice = await signUpUser(backend, 'Alice');
  bob = await signUpUser(backend, 'Bob');
  for (const [name, user] of [
    ['alice', alice],
    ['bob', bob],
  ] as const) {
    const application = expectStored(
      await user.client
        .from('applications')
        .insert({ company_name: `${name} Corp`, job_title: 'Engineer' })
        .select('id')
        .single(),
    );
    ids[`${name}App`] = application.id;
    const interview = expectStored(
      await user.client
        .from('interviews')
        .insert({ application_id: application.id, name: 'Screen', interviewer_names: 'Sam', date: '2030-01-01T10:00:00Z' })
        .select('id')
        .single(),
    );
    ids[`${name}Interview`] = interview.id;
    const experience = expectStored(
      await user.client
        .from('experiences')
        .insert({ company: 'Old Co', job_title: 'Dev', start_date: '2020-01-01', end_date: '2021-01-01', current_job: false })
        .select('id')
        .single(),
    );
    ids[`${name}Experience`] = experience.id;
  }
}, 90_000);

afterAll(() => bed?.stop());

const coachSession = (change: Row = {}) => ({
  session_id: 'demo',
  started_at: '2026-11-20T09:00:00Z',
  ended_at: '2026-11-20T09:10:00Z',
  turns: [{ question: 'Why us?', answer: 'Because.', feedback: 'Say more.', source: 'text', score: 6 }],
  summary: {
    answers: 1,
    voiceAnswers: 0,
    totalWords: 1,
    fillerCount: 0,
    fillerCounts: {},
    wordsPerMinute: null,
    averageScore: 6,
    strengths: [],
    practice: [],
    source: 'local',
  },
  ...change,
});

const analysisResult = (evidence: string) => ({
  requirements: [{ requirement: 'React', mark: 'met', evidence }],
  missing_keywords: [],
  talking_points: [],
  likely_questions: [],
});

interface LengthCase {
  column: string;
  table: string;
  constraint: string;
  /** A row at the limit (for JSON columns: near it), and one past it. */
  longest: () => Row;
  tooLong: () => Row;
  /** Removes what a unique constraint would otherwise trip over (one analysis per application). */
  cleanup?: (client: SupabaseClient) => PromiseLike<unknown>;
}

const x = (n: number) => 'x'.repeat(n);
const application = (change: Row) => ({ company_name: 'Acme', job_title: 'Engineer', ...change });
const interview = (change: Row) => ({ application_id: ids.aliceApp, name: 'Screen', interviewer_names: 'Sam', date: '2030-01-01T10:00:00Z', ...change });
const experience = (change: Row) => ({ company: 'Acme', job_title: 'Engineer', start_date: '2020-01-01', current_job: true, ...change });
const urlOf = (length: number) => `https://example.com/${x(length - 'https://example.com/'.length)}`;
/** One turn whose JSON text is about `bytes` long. */
const turnsOfBytes = (bytes: number) => [{ question: '', answer: x(bytes), feedback: 'f' }];

describe('oversized text: every free-text column has a length limit in SQL', () => {
  const cases: LengthCase[] = [
    {
      table: 'applications',
      column: 'company_name',
      constraint: 'applications_company_name_length',
      longest: () => application({ company_name: x(200) }),
      tooLong: () => application({ company_name: x(201) }),
    },
    {
      table: 'applications',
      column: 'job_title',
      constraint: 'applications_job_title_length',
      longest: () => application({ job_title: x(200) }),
      tooLong: () => application({ job_title: x(201) }),
    },
    {
      table: 'applications',
      column: 'job_link',
      constraint: 'applications_job_link_url',
      longest: () => application({ job_link: urlOf(2048) }),
      tooLong: () => application({ job_link: urlOf(2049) }),
    },
    {
      table: 'applications',
      column: 'resume_file',
      constraint: 'applications_resume_file_path',
      longest: () => application({ resume_file: `${alice.id}/${x(300 - 37 - 4)}.pdf` }),
      tooLong: () => application({ resume_file: `${alice.id}/${x(300 - 37 - 3)}.pdf` }),
    },
    {
      table: 'applications',
      column: 'resume_name',
      constraint: 'applications_resume_name_length',
      longest: () => application({ resume_name: x(255) }),
      tooLong: () => application({ resume_name: x(256) }),
    },
    {
      table: 'applications',
      column: 'job_offer_content',
      constraint: 'applications_job_offer_content_length',
      longest: () => application({ job_offer_content: x(50_000) }),
      tooLong: () => application({ job_offer_content: x(50_001) }),
    },
    {
      table: 'interviews',
      column: 'name',
      constraint: 'interviews_name_length',
      longest: () => interview({ name: x(200) }),
      tooLong: () => interview({ name: x(201) }),
    },
    {
      table: 'interviews',
      column: 'interviewer_names',
      constraint: 'interviews_interviewer_names_length',
      longest: () => interview({ interviewer_names: x(500) }),
      tooLong: () => interview({ interviewer_names: x(501) }),
    },
    {
      table: 'interviews',
      column: 'additional_info',
      constraint: 'interviews_additional_info_length',
      longest: () => interview({ additional_info: x(10_000) }),
      tooLong: () => interview({ additional_info: x(10_001) }),
    },
    {
      table: 'experiences',
      column: 'company',
      constraint: 'experiences_company_length',
      longest: () => experience({ company: x(200) }),
      tooLong: () => experience({ company: x(201) }),
    },
    {
      table: 'experiences',
      column: 'job_title',
      constraint: 'experiences_job_title_length',
      longest: () => experience({ job_title: x(200) }),
      tooLong: () => experience({ job_title: x(201) }),
    },
    {
      table: 'experiences',
      column: 'missions',
      constraint: 'experiences_missions_length',
      longest: () => experience({ missions: x(20_000) }),
      tooLong: () => experience({ missions: x(20_001) }),
    },
    {
      table: 'chat_messages',
      column: 'content',
      constraint: 'chat_messages_content_length',
      longest: () => ({ session_id: 'demo', role: 'user', content: x(20_000) }),
      tooLong: () => ({ session_id: 'demo', role: 'user', content: x(20_001) }),
    },
    {
      table: 'user_notes',
      column: 'content',
      constraint: 'user_notes_content_length',
      longest: () => ({ session_id: `app_${ids.aliceApp}`, content: x(50_000) }),
      tooLong: () => ({ session_id: `int_${ids.aliceInterview}`, content: x(50_001) }),
    },
    {
      table: 'application_analyses',
      column: 'model',
      constraint: 'application_analyses_model_length',
      longest: () => ({ application_id: ids.aliceApp, result: analysisResult('Led it'), model: x(100) }),
      tooLong: () => ({ application_id: ids.aliceApp, result: analysisResult('Led it'), model: x(101) }),
      cleanup: (client) => client.from('application_analyses').delete().eq('application_id', ids.aliceApp),
    },
    {
      table: 'application_analyses',
      column: 'result (100,000 bytes of JSON)',
      constraint: 'application_analyses_result_check',
      longest: () => ({ application_id: ids.aliceApp, result: analysisResult(x(99_000)) }),
      tooLong: () => ({ application_id: ids.aliceApp, result: analysisResult(x(100_001)) }),
      cleanup: (client) => client.from('application_analyses').delete().eq('application_id', ids.aliceApp),
    },
    {
      table: 'coach_sessions',
      column: 'turns (100 turns)',
      constraint: 'coach_sessions_turns_check',
      longest: () => coachSession({ turns: Array.from({ length: 100 }, () => ({ question: 'Q', answer: 'A', feedback: 'F' })) }),
      tooLong: () => coachSession({ turns: Array.from({ length: 101 }, () => ({ question: 'Q', answer: 'A', feedback: 'F' })) }),
    },
    {
      table: 'coach_sessions',
      column: 'turns (200,000 bytes of JSON)',
      constraint: 'coach_sessions_turns_check',
      longest: () => coachSession({ turns: turnsOfBytes(190_000) }),
      tooLong: () => coachSession({ turns: turnsOfBytes(200_010) }),
    },
    {
      table: 'coach_sessions',
      column: 'summary (50,000 bytes of JSON)',
      constraint: 'coach_sessions_summary_check',
      longest: () => coachSession({ summary: { strengths: [x(45_000)] } }),
      tooLong: () => coachSession({ summary: { strengths: [x(50_000)] } }),
    },
  ];

  it.each(cases)('$table.$column: text at the limit is kept whole, one more is refused by $constraint', async (entry) => {
    const table = `public.${entry.table}`;
    await entry.cleanup?.(alice.client);
    const longest = entry.longest();
    const stored = expectStored(await alice.client.from(entry.table).insert(longest).select().single());
    expectSameValues(stored, longest);
    await entry.cleanup?.(alice.client);
    await expectRefused(
      table,
      () => alice.client.from(entry.table).insert(entry.tooLong()),
      '23514',
      new RegExp(`violates check constraint "${entry.constraint}"`),
    );
  });

  it('user_profiles.photo_url: 2,048 characters kept, one more refused and the old URL stays', async () => {
    expectStored(
      await alice.client
        .from('user_profiles')
        .update({ photo_url: urlOf(2048) })
        .eq('id', alice.id)
        .select('photo_url')
        .single(),
    );
    await expectRefused(
      'public.user_profiles',
      () =>
        alice.client
          .from('user_profiles')
          .update({ photo_url: urlOf(2049) })
          .eq('id', alice.id),
      '23514',
      /user_profiles_photo_url_check/,
    );
    const { rows } = await db.query('select photo_url from public.user_profiles where id = $1', [alice.id]);
    expect(rows[0].photo_url).toBe(urlOf(2048));
  });

  it('an oversized update is refused and the row keeps its text', async () => {
    await expectRefused(
      'public.applications',
      () =>
        alice.client
          .from('applications')
          .update({ job_title: x(201) })
          .eq('id', ids.aliceApp),
      '23514',
      /applications_job_title_length/,
    );
    await expectRefused(
      'public.interviews',
      () =>
        alice.client
          .from('interviews')
          .update({ additional_info: x(10_001) })
          .eq('id', ids.aliceInterview),
      '23514',
    );
    await expectRefused(
      'public.experiences',
      () =>
        alice.client
          .from('experiences')
          .update({ missions: x(20_001) })
          .eq('id', ids.aliceExperience),
      '23514',
    );
  });

  it('a first name over the 8 KB of user metadata is refused by Auth, and the name stays', async () => {
    const response = await fetch(`${backend.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { apikey: backend.anonKey, authorization: `Bearer ${await tokenOf(alice)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { firstname: x(9000) } }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'validation_failed', msg: '"data" is too large (at most 8192 bytes of JSON)' });
    const { rows } = await db.query(`select raw_user_meta_data ->> 'firstname' as firstname from auth.users where id = $1`, [alice.id]);
    expect(rows[0].firstname).toBe('Alice');
  });
});

describe('wrong types', () => {
  it.each([
    [
      'applications',
      'expected interviews as words',
      () => application({ expected_interviews: 'three' }),
      '22P02',
      /invalid input syntax for type integer: "three"/,
    ],
    ['applications', 'a date that does not exist', () => application({ application_date: '2025-02-30' }), '22008', /date\/time field value out of range/],
    ['applications', 'a status as a number', () => application({ status: 3 }), '23514', /applications_status_check/],
    ['applications', 'a missing company', () => application({ company_name: null }), '23502', /null value in column "company_name"/],
    ['applications', 'an id that is not a uuid', () => application({ id: 'not-a-uuid' }), '22P02', /invalid input syntax for type uuid/],
    ['applications', 'an owner that is not a uuid', () => application({ user_id: 'me' }), '22P02', /invalid input syntax for type uuid/],
    [
      'applications',
      'a column that does not exist',
      () => application({ is_admin: true }),
      'PGRST204',
      /Column 'is_admin' of relation 'applications' does not exist/,
    ],
    ['applications', 'a NUL character in text', () => application({ company_name: 'Ac\u0000me' }), '22P05', /unsupported Unicode escape sequence/],
    ['interviews', 'a duration in words', () => interview({ duration: 'thirty' }), '22P02', /invalid input syntax for type integer/],
    ['interviews', 'a date in words', () => interview({ date: 'next tuesday' }), '22007', /invalid input syntax for type timestamp with time zone/],
    ['interviews', 'an application id that is not a uuid', () => interview({ application_id: 'nope' }), '22P02', /invalid input syntax for type uuid/],
    ['experiences', 'current job as "maybe"', () => experience({ current_job: 'maybe' }), '22P02', /invalid input syntax for type boolean/],
    ['experiences', 'a month 13', () => experience({ start_date: '2021-13-01' }), '22008', /date\/time field value out of range/],
    ['chat_messages', 'a role as a number', () => ({ session_id: 'demo', role: 1, content: 'Hi' }), '23514', /chat_messages_role_check/],
    ['coach_sessions', 'turns that are numbers', () => coachSession({ turns: [42] }), '23514', /coach_sessions_turns_shape/],
    [
      'coach_sessions',
      'a turn whose question is an object',
      () => coachSession({ turns: [{ question: { html: '<b>' }, answer: 'A', feedback: 'F' }] }),
      '23514',
      /coach_sessions_turns_shape/,
    ],
    ['coach_sessions', 'a turn without feedback', () => coachSession({ turns: [{ question: 'Q', answer: 'A' }] }), '23514', /coach_sessions_turns_shape/],
    [
      'coach_sessions',
      'a turn nested in an array',
      () => coachSession({ turns: [[{ question: 'Q', answer: 'A', feedback: 'F' }]] }),
      '23514',
      /coach_sessions_turns_shape/,
    ],
    [
      'coach_sessions',
      'a score as text',
      () => coachSession({ turns: [{ question: 'Q', answer: 'A', feedback: 'F', score: 'ten' }] }),
      '23514',
      /coach_sessions_turns_shape/,
    ],
    ['coach_sessions', 'a summary whose answer count is text', () => coachSession({ summary: { answers: 'three' } }), '23514', /coach_sessions_summary_shape/],
    [
      'coach_sessions',
      'a summary whose score is an object',
      () => coachSession({ summary: { averageScore: { toString: 1 } } }),
      '23514',
      /coach_sessions_summary_shape/,
    ],
    ['coach_sessions', 'strengths that are not a list', () => coachSession({ summary: { strengths: 'all of them' } }), '23514', /coach_sessions_summary_shape/],
    ['coach_sessions', 'a start time in words', () => coachSession({ started_at: 'not a time' }), '22007', /invalid input syntax for type timestamp/],
    [
      'application_analyses',
      'a result that is text',
      () => ({ application_id: ids.aliceApp, result: 'great fit' }),
      '23514',
      /application_analyses_result_check/,
    ],
  ] as const)('%s: %s is refused', async (table, _label, row, code, message) => {
    await expectRefused(`public.${table}`, () => alice.client.from(table).insert(row() as Row), code, message);
  });

  it('a profile setting of the wrong type is refused and the profile stays', async () => {
    await expectRefused(
      'public.user_profiles',
      () =>
        alice.client
          .from('user_profiles')
          .update({ interview_language: 42 as unknown as 'en' })
          .eq('id', alice.id),
      '23514',
      /language_code_check/,
    );
  });

  it('a well-formed coach session, as the SPA saves it, is accepted', async () => {
    const saved = expectStored(
      await alice.client
        .from('coach_sessions')
        .insert(coachSession({ turns: [{ question: 'Q', answer: 'A', feedback: 'F', source: 'voice', durationMs: 1200, score: null }] }))
        .select('turns')
        .single(),
    );
    expect(saved.turns).toEqual([{ question: 'Q', answer: 'A', feedback: 'F', source: 'voice', durationMs: 1200, score: null }]);
  });
});

describe("another user's ids", () => {
  it.each([
    ['chat_messages', "Bob's application", () => ({ session_id: `app_${ids.bobApp}`, role: 'user', content: 'Hi' })],
    ['chat_messages', "Bob's interview", () => ({ session_id: `int_${ids.bobInterview}`, role: 'user', content: 'Hi' })],
    ['chat_messages', 'an application that does not exist', () => ({ session_id: 'app_00000000-0000-4000-8000-000000000000', role: 'user', content: 'Hi' })],
    ['user_notes', "Bob's application", () => ({ session_id: `app_${ids.bobApp}`, content: 'mine now' })],
    ['user_notes', "Bob's interview", () => ({ session_id: `int_${ids.bobInterview}`, content: 'mine now' })],
    ['coach_sessions', "Bob's application", () => coachSession({ session_id: `app_${ids.bobApp}` })],
    ['coach_sessions', "Bob's interview", () => coachSession({ session_id: `int_${ids.bobInterview}` })],
    ['interviews', "Bob's application", () => interview({ application_id: ids.bobApp })],
    ['application_analyses', "Bob's application", () => ({ application_id: ids.bobApp, result: analysisResult('x') })],
    ['applications', "a resume in Bob's folder", () => application({ resume_file: `${bob.id}/cv.pdf` })],
    ['applications', 'Bob as the owner', () => application({ user_id: bob.id })],
    ['experiences', 'Bob as the owner', () => experience({ user_id: bob.id })],
  ] as const)('%s naming %s is refused by row level security', async (table, _label, row) => {
    await expectRefused(`public.${table}`, () => alice.client.from(table).insert(row() as Row), '42501', /new row violates row-level security policy/);
  });

  it('copilot and coach rows for her own application and interview are accepted', async () => {
    expectStored(
      await alice.client
        .from('chat_messages')
        .insert({ session_id: `app_${ids.aliceApp}`, role: 'user', content: 'Hi' })
        .select('id')
        .single(),
    );
    expectStored(
      await alice.client
        .from('chat_messages')
        .insert({ session_id: `int_${ids.aliceInterview}`, role: 'assistant', content: 'Hello' })
        .select('id')
        .single(),
    );
    expectStored(
      await alice.client
        .from('coach_sessions')
        .insert(coachSession({ session_id: `int_${ids.aliceInterview}` }))
        .select('id')
        .single(),
    );
    expectStored(
      await alice.client
        .from('user_notes')
        .upsert({ user_id: alice.id, session_id: 'demo', content: 'demo note' }, { onConflict: 'user_id,session_id' })
        .select('id')
        .single(),
    );
  });

  it("moving her note onto Bob's application is refused and the note stays", async () => {
    const note = expectStored(
      await alice.client
        .from('user_notes')
        .upsert({ user_id: alice.id, session_id: `app_${ids.aliceApp}`, content: 'mine' }, { onConflict: 'user_id,session_id' })
        .select('id')
        .single(),
    );
    await expectRefused(
      'public.user_notes',
      () =>
        alice.client
          .from('user_notes')
          .update({ session_id: `app_${ids.bobApp}` })
          .eq('id', note.id),
      '42501',
    );
  });

  it("changing Bob's rows by their ids touches nothing", async () => {
    for (const [table, id, change] of [
      ['applications', ids.bobApp, { status: 'Missed' }],
      ['interviews', ids.bobInterview, { name: 'Hacked' }],
      ['experiences', ids.bobExperience, { company: 'Hacked' }],
    ] as const) {
      const before = await tableState(`public.${table}`);
      expect(expectStored(await alice.client.from(table).update(change).eq('id', id).select())).toEqual([]);
      expect(expectStored(await alice.client.from(table).delete().eq('id', id).select())).toEqual([]);
      expect(await tableState(`public.${table}`), table).toEqual(before);
    }
  });
});

describe('dates out of order or out of range', () => {
  it.each([
    ['applications', 'an application date before 1970', () => application({ application_date: '1969-12-31' }), /applications_application_date_range/],
    ['applications', 'an application date after 2999', () => application({ application_date: '3000-01-01' }), /applications_application_date_range/],
    ['interviews', 'an interview in the year 3000', () => interview({ date: '3000-01-01T10:00:00Z' }), /interviews_date_range/],
    ['experiences', 'a start before 1900', () => experience({ start_date: '1899-12-31' }), /experiences_start_date_range/],
    [
      'experiences',
      'an end before the start',
      () => experience({ current_job: false, start_date: '2021-06-01', end_date: '2021-05-31' }),
      /experiences_end_date_after_start/,
    ],
    ['coach_sessions', 'a session that ends before it starts', () => coachSession({ ended_at: '2026-11-20T08:59:59Z' }), /coach_sessions_period_check/],
    [
      'coach_sessions',
      'a session in the year 3000',
      () => coachSession({ started_at: '3000-01-01T00:00:00Z', ended_at: '3000-01-01T00:10:00Z' }),
      /coach_sessions_(started|ended)_at_range/,
    ],
    ['coach_sessions', 'a session started before 1970', () => coachSession({ started_at: '1969-12-31T23:00:00Z' }), /coach_sessions_started_at_range/],
  ] as const)('%s: %s is refused', async (table, _label, row, message) => {
    await expectRefused(`public.${table}`, () => alice.client.from(table).insert(row() as Row), '23514', message);
  });

  it('the boundaries themselves are accepted', async () => {
    expectStored(
      await alice.client
        .from('applications')
        .insert(application({ application_date: '1970-01-01' }))
        .select('id')
        .single(),
    );
    expectStored(
      await alice.client
        .from('applications')
        .insert(application({ application_date: '2999-12-31' }))
        .select('id')
        .single(),
    );
    expectStored(
      await alice.client
        .from('experiences')
        .insert(experience({ current_job: false, start_date: '2021-06-01', end_date: '2021-06-01' }))
        .select('id')
        .single(),
    );
  });

  it('an update that puts the end before the start, or an end on a current job, changes nothing', async () => {
    await expectRefused(
      'public.experiences',
      () => alice.client.from('experiences').update({ end_date: '2019-12-31' }).eq('id', ids.aliceExperience),
      '23514',
      /experiences_end_date_after_start/,
    );
    await expectRefused(
      'public.experiences',
      () => alice.client.from('experiences').update({ current_job: true }).eq('id', ids.aliceExperience),
      '23514',
      /experiences_current_job_has_no_end_date/,
    );
    const { rows } = await db.query(
      `select to_char(start_date, 'YYYY-MM-DD') as start, to_char(end_date, 'YYYY-MM-DD') as "end", current_job from public.experiences where id = $1`,
      [ids.aliceExperience],
    );
    expect(rows[0]).toEqual({ start: '2020-01-01', end: '2021-01-01', current_job: false });
  });
});

describe('statuses and choices outside their lists', () => {
  it.each(['saved', 'Saved ', 'Rejected', 'Saved; drop table applications', ''])('application status %j is refused on insert and on update', async (status) => {
    await expectRefused('public.applications', () => alice.client.from('applications').insert(application({ status })), '23514', /applications_status_check/);
    await expectRefused(
      'public.applications',
      () => alice.client.from('applications').update({ status }).eq('id', ids.aliceApp),
      '23514',
      /applications_status_check/,
    );
  });

  it.each([
    ['ai_response_length', 'verbose', /user_profiles_ai_response_length_check/],
    ['interview_language', 'klingon', /language_code_check/],
    ['ai_response_language', 'EN', /language_code_check/],
  ])('profile %s %j is refused and the profile stays', async (column, value, message) => {
    await expectRefused(
      'public.user_profiles',
      () =>
        alice.client
          .from('user_profiles')
          .update({ [column]: value })
          .eq('id', alice.id),
      '23514',
      message,
    );
  });

  it.each([
    ['a coach turn source', coachSession({ turns: [{ question: 'Q', answer: 'A', feedback: 'F', source: 'telepathy' }] }), /coach_sessions_turns_shape/],
    ['a coach summary source', coachSession({ summary: { source: 'oracle' } }), /coach_sessions_summary_shape/],
  ])('%s outside the list is refused', async (_label, row, message) => {
    await expectRefused('public.coach_sessions', () => alice.client.from('coach_sessions').insert(row), '23514', message);
  });

  it('a bulk insert with one bad status stores none of its rows', async () => {
    await expectRefused(
      'public.applications',
      () =>
        alice.client
          .from('applications')
          .insert([application({ company_name: 'Good', status: 'Saved' }), application({ company_name: 'Bad', status: 'Hired' })]),
      '23514',
    );
  });
});

describe('HTML and script in free text are stored exactly as typed (the SPA renders them as text)', () => {
  it.each([
    [
      'applications',
      () =>
        application({
          company_name: HTML_PAYLOAD.slice(0, 200),
          job_title: HTML_PAYLOAD.slice(0, 200),
          job_offer_content: HTML_PAYLOAD,
          resume_name: HTML_PAYLOAD,
        }),
    ],
    ['interviews', () => interview({ name: HTML_PAYLOAD.slice(0, 200), interviewer_names: HTML_PAYLOAD, additional_info: HTML_PAYLOAD })],
    ['experiences', () => experience({ company: HTML_PAYLOAD.slice(0, 200), job_title: HTML_PAYLOAD.slice(0, 200), missions: HTML_PAYLOAD })],
    ['chat_messages', () => ({ session_id: 'demo', role: 'assistant', content: HTML_PAYLOAD })],
    ['user_notes', () => ({ session_id: `int_${ids.aliceInterview}`, content: HTML_PAYLOAD })],
    [
      'coach_sessions',
      () => coachSession({ turns: [{ question: HTML_PAYLOAD, answer: HTML_PAYLOAD, feedback: HTML_PAYLOAD }], summary: { strengths: [HTML_PAYLOAD] } }),
    ],
  ] as const)('%s', async (table, row) => {
    const sent: Row = row();
    const stored = expectStored(await alice.client.from(table).insert(sent).select().single());
    expectSameValues(stored, sent);
    const { rows } = await db.query(`select to_jsonb(t) as row from public.${table} t where id = $1`, [stored.id]);
    expectSameValues(rows[0].row, sent);
  });

  it('a job link with quotes and angle brackets is kept as one URL; a javascript: or data: link is refused', async () => {
    const quoted = `https://example.com/"><svg/onload=window.__pwned=1>`;
    const stored = expectStored(
      await alice.client
        .from('applications')
        .insert(application({ job_link: quoted }))
        .select('job_link')
        .single(),
    );
    expect(stored.job_link).toBe(quoted);
    for (const link of [
      'javascript:window.__pwned=1',
      'JavaScript://example.com/%0Aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      ' https://example.com',
      'https://exa mple.com',
    ]) {
      await expectRefused(
        'public.applications',
        () => alice.client.from('applications').insert(application({ job_link: link })),
        '23514',
        /applications_job_link_url/,
      );
    }
  });

  it('a first name with HTML is kept as typed in user metadata', async () => {
    const { data, error } = await alice.client.auth.updateUser({ data: { firstname: '<img src=x onerror=alert(1)>' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.firstname).toBe('<img src=x onerror=alert(1)>');
    await alice.client.auth.updateUser({ data: { firstname: 'Alice' } });
  });
});

type StorageFailure = { message: string; status?: number; statusCode?: string } | null;

function expectStorageError(error: StorageFailure, statusCode: string, message: string | RegExp) {
  expect(error, `expected a storage error ${statusCode}`).not.toBeNull();
  expect(error?.statusCode).toBe(statusCode);
  expect(error?.message).toMatch(message);
}

async function objectNames(bucket: string): Promise<string[]> {
  const { rows } = await db.query('select name from storage.objects where bucket_id = $1 order by name', [bucket]);
  return rows.map((row) => row.name as string);
}

/** A request exactly as written: no URL normalisation, so `..` reaches the server. */
function rawUpload(rawPath: string, token: string, contentType: string, payload: Buffer): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(backend.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: rawPath,
        headers: { authorization: `Bearer ${token}`, apikey: backend.anonKey, 'content-type': contentType },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown> }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('storage: names and contents in the real buckets', () => {
  beforeAll(async () => {
    expect((await alice.client.storage.from('resumes').upload(`${alice.id}/cv.pdf`, PDF, { contentType: 'application/pdf' })).error).toBeNull();
    expect((await bob.client.storage.from('resumes').upload(`${bob.id}/cv.pdf`, PDF, { contentType: 'application/pdf' })).error).toBeNull();
    expect((await alice.client.storage.from('avatars').upload(`${alice.id}/me.png`, PNG, { contentType: 'image/png' })).error).toBeNull();
  });

  it.each([
    ['resumes', (a: string, b: string) => `${a}/../${b}/cv.pdf`, 'application/pdf', PDF],
    ['resumes', () => '../cv.pdf', 'application/pdf', PDF],
    ['resumes', (a: string) => `/${a}/cv.pdf`, 'application/pdf', PDF],
    ['resumes', (a: string) => `${a}/..%2Fcv.pdf`, 'application/pdf', PDF],
    ['avatars', (a: string, b: string) => `${a}/../${b}/me.png`, 'image/png', PNG],
    ['avatars', (a: string) => `${a}/%2e%2e/me.png`, 'image/png', PNG],
    ['avatars', (a: string) => `${a}//me.png`, 'image/png', PNG],
  ] as const)('%s: the raw name %s is refused as an invalid key, and nothing lands anywhere', async (bucket, name, contentType, payload) => {
    const before = await objectNames(bucket);
    const { status, body } = await rawUpload(`/storage/v1/object/${bucket}/${name(alice.id, bob.id)}`, await tokenOf(alice), contentType, payload);
    expect(status).toBe(400);
    expect(body).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
    expect(String(body.message)).toMatch(/^Invalid key: /);
    expect(await objectNames(bucket)).toEqual(before);
    expect(existsSync(path.join(backend.dataDir, 'storage', 'cv.pdf'))).toBe(false);
    expect(existsSync(path.join(backend.dataDir, 'storage', bucket, 'cv.pdf'))).toBe(false);
  });

  it("through supabase-js (whose URL resolves .. and drops a leading slash) such names reach Bob's folder or no route, and are refused", async () => {
    const before = await objectNames('resumes');
    const upload = (name: string) => alice.client.storage.from('resumes').upload(name, PDF, { contentType: 'application/pdf', upsert: true });
    expectStorageError((await upload(`${alice.id}/../${bob.id}/cv.pdf`)).error, '403', 'new row violates row-level security policy');
    expectStorageError((await upload(`/${bob.id}/cv.pdf`)).error, '403', 'new row violates row-level security policy');
    expectStorageError((await upload('../cv.pdf')).error, '404', 'Route POST:/object/cv.pdf not found');
    expectStorageError((await upload(`${alice.id}/../../cv.pdf`)).error, '404', 'Route POST:/object/cv.pdf not found');
    expect(await objectNames('resumes')).toEqual(before);
    const { data } = await serviceClient(backend).storage.from('resumes').download(`${bob.id}/cv.pdf`);
    expect(Buffer.from(await data!.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it("uploading, moving or copying into Bob's folder is refused, and his file is untouched", async () => {
    const before = await objectNames('resumes');
    const upload = await alice.client.storage.from('resumes').upload(`${bob.id}/cv.pdf`, PDF, { contentType: 'application/pdf', upsert: true });
    expectStorageError(upload.error, '403', 'new row violates row-level security policy');
    expectStorageError(
      (await alice.client.storage.from('avatars').upload(`${bob.id}/me.png`, PNG, { contentType: 'image/png' })).error,
      '403',
      /row-level security/,
    );
    expectStorageError((await alice.client.storage.from('resumes').move(`${alice.id}/cv.pdf`, `${bob.id}/planted.pdf`)).error, '403', /row-level security/);
    expectStorageError((await alice.client.storage.from('resumes').copy(`${alice.id}/cv.pdf`, `${bob.id}/planted.pdf`)).error, '403', /row-level security/);
    expectStorageError((await alice.client.storage.from('resumes').move(`${bob.id}/cv.pdf`, `${alice.id}/stolen.pdf`)).error, '404', 'Object not found');
    expect(await objectNames('resumes')).toEqual(before);
    const { data } = await serviceClient(backend).storage.from('resumes').download(`${bob.id}/cv.pdf`);
    expect(Buffer.from(await data!.arrayBuffer()).equals(PDF)).toBe(true);
  });

  // The buckets' allowed_mime_types (supabase/migrations/…_storage.sql) decide, on hosted Supabase as here; neither
  // looks inside the bytes, and a file served as image/png or application/pdf is never run as a page.
  it.each([
    ['resumes', 'a PDF declared as an image', 'cv.png', PDF, 'image/png', '415', 'mime type image/png is not supported'],
    [
      'avatars',
      'an SVG with a script',
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"/>'),
      'image/svg+xml',
      '415',
      'mime type image/svg+xml is not supported',
    ],
    ['avatars', 'an HTML page', 'page.html', Buffer.from('<script>window.__pwned=1</script>'), 'text/html', '415', 'mime type text/html is not supported'],
  ] as const)('%s: %s is refused (%s)', async (bucket, _label, file, content, contentType, statusCode, message) => {
    const before = await objectNames(bucket);
    const { error } = await alice.client.storage.from(bucket).upload(`${alice.id}/${file}`, content, { contentType });
    expectStorageError(error, statusCode, message);
    expect(await objectNames(bucket)).toEqual(before);
    expect(existsSync(path.join(backend.dataDir, 'storage', bucket, alice.id, file))).toBe(false);
  });
});

interface GatewayError {
  status: number;
  code: string;
  message: string;
}

async function gateway(route: string, init: { body: BodyInit; headers?: Record<string, string>; duplex?: 'half' }): Promise<GatewayError> {
  const response = await fetch(`${backend.url}/functions/v1/ai/v1${route}`, {
    method: 'POST',
    ...init,
    headers: { authorization: `Bearer ${await tokenOf(alice)}`, ...init.headers },
  } as RequestInit);
  const body = (await response.json()) as { error?: { code: string; message: string } };
  return { status: response.status, code: body.error?.code ?? '', message: body.error?.message ?? '' };
}

async function creditsUsed(): Promise<number> {
  const { data } = await alice.client.rpc('ai_credits');
  return (data as Array<{ used: number }>)[0].used;
}

describe('AI gateway', () => {
  const copilot = { purpose: 'copilot', session: 'demo', question: 'Why this job?', settings: { responseLength: 'balanced', responseLanguage: 'en' } };
  const json = (body: unknown) => ({ body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json' } });

  it.each([
    ['a body that is not JSON', json('{"purpose": '), 400, 'invalid_request', 'The request body is not valid JSON.'],
    ['a body that is a list', json([copilot]), 400, 'invalid_request', 'The request body must be a JSON object.'],
    ['an unknown purpose', json({ ...copilot, purpose: 'free-for-all' }), 400, 'invalid_request', `purpose must be one of: ${AI_PURPOSES.join(', ')}.`],
    ['a question as a number', json({ ...copilot, question: 42 }), 400, 'invalid_request', 'question must be non-empty text.'],
    ['a session path', json({ ...copilot, session: 'app_../../auth/v1/admin' }), 400, 'invalid_request', 'session must be app_<id>, int_<id> or demo.'],
    [
      'a response length of its own',
      json({ ...copilot, settings: { responseLength: 'novel', responseLanguage: 'en' } }),
      400,
      'invalid_request',
      'responseLength must be one of: short, balanced, comprehensive.',
    ],
    ['a question over 8,000 characters', json({ ...copilot, question: x(8_001) }), 413, 'request_too_large', 'question may hold at most 8000 characters.'],
    ['a body over 64 KB', json({ ...copilot, padding: x(70_000) }), 413, 'request_too_large', 'The request may hold at most 64 KB.'],
    [
      'a body over 64 KB that only claims to be a screen question',
      json(`{"purpose":"screen",${JSON.stringify({ ...copilot, padding: x(70_000) }).slice(1)}`),
      413,
      'request_too_large',
      'The request may hold at most 64 KB.',
    ],
    [
      'a screen question whose image is a PDF',
      json({
        purpose: 'screen',
        session: 'demo',
        image: `data:image/png;base64,${Buffer.from('%PDF-1.7').toString('base64')}`,
        settings: { responseLanguage: 'en' },
      }),
      400,
      'unsupported_image',
      'This file is not an image the AI can read: send a PNG, JPEG, WebP or GIF screenshot.',
    ],
  ])('chat: %s is refused before the upstream, nothing spent', async (_label, init, status, code, message) => {
    const before = upstream.requests.length;
    const used = await creditsUsed();
    expect(await gateway('/chat/completions', init)).toEqual({ status, code, message });
    expect(upstream.requests.length).toBe(before);
    expect(await creditsUsed()).toBe(used);
  });

  it.each([
    ['input over 4,096 characters', { input: x(4097) }, 413, 'input_too_long'],
    ['input as a number', { input: 42 }, 400, 'invalid_input'],
    ['a speed of 10', { input: 'Hi', speed: 10 }, 400, 'invalid_parameter'],
    ['a model named by the browser', { model: 'tts-1', input: 'Hi' }, 400, 'model_not_allowed'],
  ])('speech: %s is refused', async (_label, body, status, code) => {
    const before = upstream.requests.length;
    const error = await gateway('/audio/speech', json(body));
    expect(error).toMatchObject({ status, code });
    expect(error.message).toMatch(/\S/);
    expect(upstream.requests.length).toBe(before);
  });

  function audioForm(bytes: Buffer, name: string, type: string): FormData {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(bytes)], name, { type }));
    return form;
  }

  it.each([
    ['text named segment.webm, declared audio/webm', Buffer.from('this is not a recording at all'), 'segment.webm', 'audio/webm'],
    ['HTML named segment.mp4, declared audio/mp4', Buffer.from('<script>window.__pwned=1</script>'), 'segment.mp4', 'audio/mp4'],
    ['a PDF named answer.ogg', PDF, 'answer.ogg', 'audio/ogg'],
    ['a PNG named answer.wav', PNG, 'answer.wav', 'audio/wav'],
    ['a real WebM recording named answer.wav (the gateway takes WAV only)', Buffer.concat([WEBM_HEADER, Buffer.alloc(1024, 1)]), 'answer.wav', 'audio/wav'],
  ])('transcription: %s is refused by its bytes before the upstream', async (_label, bytes, name, type) => {
    const before = upstream.requests.length;
    expect(await gateway('/audio/transcriptions', { body: audioForm(bytes, name, type) })).toEqual({
      status: 415,
      code: 'unsupported_audio',
      message: 'Send the recording as a WAV file (PCM): the gateway takes no other audio format.',
    });
    expect(upstream.requests.length).toBe(before);
  });

  it('transcription: a WAV with a misleading name and type is judged by its bytes and accepted', async () => {
    const result = await gateway('/audio/transcriptions', { body: audioForm(silentWav(), 'notes.txt', 'text/plain') });
    expect(result).toMatchObject({ status: 200 });
    expect(upstream.requests.at(-1)).toMatchObject({ path: '/audio/transcriptions', audioMagic: 'wav' });
  });

  it('transcription: 25 MB+ of audio is refused with 413 before the upstream, declared or not', async () => {
    const before = upstream.requests.length;
    const big = Buffer.concat([WEBM_HEADER, Buffer.alloc(25 * 1024 * 1024 + 1024)]);
    expect(await gateway('/audio/transcriptions', { body: audioForm(big, 'long.webm', 'audio/webm') })).toEqual({
      status: 413,
      code: 'audio_too_large',
      message: 'Audio files may be at most 25 MB.',
    });
    // Streamed without a Content-Length, it is counted as it arrives and cut at the limit.
    const form = new Response(audioForm(big, 'long.webm', 'audio/webm'));
    const streamed = await gateway('/audio/transcriptions', {
      body: form.body!,
      headers: { 'content-type': form.headers.get('content-type')! },
      duplex: 'half',
    });
    expect(streamed).toEqual({ status: 413, code: 'audio_too_large', message: 'Audio files may be at most 25 MB.' });
    expect(upstream.requests.length).toBe(before);
  });
});

describe('Stripe text columns are bounded too (service role only)', () => {
  const event = (change: Record<string, unknown>) => ({
    p_event_id: `evt_${Math.random().toString(36).slice(2)}`,
    p_event_type: 'customer.subscription.updated',
    p_event_created_at: new Date().toISOString(),
    p_subscription_id: 'sub_bad_input',
    p_customer_id: 'cus_bad_input',
    p_plan_type: 'plus',
    p_status: 'active',
    ...change,
  });

  it.each([
    ['an event type of 256 characters', { p_event_type: x(256) }, /stripe_events_type_length/],
    ['an event id of 256 characters', { p_event_id: `evt_${x(252)}` }, /stripe_events_id_length/],
    ['a subscription id of 256 characters', { p_subscription_id: x(256) }, /stripe_subscriptions_subscription_id_length/],
    ['a customer id of 256 characters', { p_customer_id: x(256) }, /stripe_subscriptions_customer_id_length/],
    ['a status of 51 characters', { p_status: x(51) }, /stripe_subscriptions_status_length/],
  ])('%s is refused and no part of the event is recorded', async (_label, change, message) => {
    const service = serviceClient(backend);
    const before = { events: await tableState('public.stripe_events'), subscriptions: await tableState('private.stripe_subscriptions') };
    const { error } = await service.rpc('apply_stripe_event', event(change));
    expect(error?.code).toBe('23514');
    expect(error?.message).toMatch(message);
    expect({ events: await tableState('public.stripe_events'), subscriptions: await tableState('private.stripe_subscriptions') }).toEqual(before);
  });
});
