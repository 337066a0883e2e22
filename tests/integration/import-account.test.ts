// public.import_account: an export's rows (remapped by the SPA) are saved in one transaction as the caller; one refused
// row means nothing is saved, and every refused row is named; row level security still decides whose rows they are.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leftovers } from './account-data-helpers.ts';
import { clientFor, connectDatabase, signUpUser, startBackend, type LocalSupabase, type TestUser } from './backend.ts';

let backend: LocalSupabase;
let db: pg.Client;

beforeAll(async () => {
  backend = await startBackend();
  db = await connectDatabase(backend);
});
afterAll(async () => {
  await db?.end();
  await backend?.stop();
});

const NOW = '2026-11-01T10:00:00.000Z';

type Row = Record<string, unknown>;

type Payload = { profile: Row } & Record<'applications' | 'interviews' | 'experiences' | 'application_analyses' | 'chat_messages' | 'user_notes' | 'coach_sessions', Row[]>;

function payloadFor(user: TestUser): { applicationId: string; interviewId: string; payload: Payload } {
  const applicationId: string = randomUUID();
  const interviewId: string = randomUUID();
  const stamp = { created_at: NOW, updated_at: NOW };
  return {
    applicationId,
    interviewId,
    payload: {
      profile: { ai_response_length: 'comprehensive', interview_language: 'de', ai_response_language: 'fr', auto_send: true, photo_url: null },
      applications: [{ id: applicationId, user_id: user.id, company_name: 'Acme', job_title: 'Engineer', application_date: '2026-10-01', status: 'Applied', job_link: null, resume_file: null, resume_name: null, job_offer_content: null, expected_interviews: 2, ...stamp }],
      interviews: [{ id: interviewId, application_id: applicationId, name: 'Technical', interviewer_names: 'Ada', date: NOW, duration: 45, additional_info: null, ...stamp }],
      experiences: [{ id: randomUUID(), user_id: user.id, company: 'Initech', job_title: 'Dev', start_date: '2020-01-01', end_date: null, current_job: true, missions: null, ...stamp }],
      application_analyses: [{ id: randomUUID(), application_id: applicationId, user_id: user.id, result: { fit: 1 }, model: null, ...stamp }],
      chat_messages: [{ id: randomUUID(), user_id: user.id, session_id: `int_${interviewId}`, role: 'user', content: 'Hello', created_at: NOW }],
      user_notes: [{ id: randomUUID(), user_id: user.id, session_id: 'demo', content: 'Imported note', ...stamp }],
      coach_sessions: [{ id: randomUUID(), user_id: user.id, session_id: `app_${applicationId}`, started_at: NOW, ended_at: NOW, turns: [], summary: {}, created_at: NOW }],
    },
  };
}

describe('import_account', () => {
  it("saves every row as the caller's, keeping the dates, and sets the profile", async () => {
    const user = await signUpUser(backend, 'Importer');
    await user.client.from('user_notes').insert({ session_id: 'demo', content: 'Existing note' });
    const { payload, applicationId, interviewId } = payloadFor(user);
    const { data, error } = await user.client.rpc('import_account', { p_import: payload });
    expect(error).toBeNull();
    expect(data).toEqual({ applications: 1, interviews: 1, experiences: 1, application_analyses: 1, chat_messages: 1, user_notes: 1, coach_sessions: 1 });
    const counts = await leftovers(db, user.id, [interviewId]);
    expect(counts).toMatchObject({ 'public.applications': 1, 'public.interviews': 1, 'public.experiences': 1, 'public.chat_messages': 1, 'public.coach_sessions': 1, 'public.application_analyses': 1 });
    const { data: application } = await user.client.from('applications').select('created_at').eq('id', applicationId).single();
    expect(new Date(application!.created_at as string).toISOString()).toBe(NOW);
    const { data: note } = await user.client.from('user_notes').select('content').eq('session_id', 'demo').single();
    expect(note!.content).toBe('Existing note\n\nImported note');
    const { data: profile } = await user.client.from('user_profiles').select('ai_response_length, interview_language, auto_send').single();
    expect(profile).toEqual({ ai_response_length: 'comprehensive', interview_language: 'de', auto_send: true });
  });

  it('saves nothing when any row is refused, and names each refused row', async () => {
    const user = await signUpUser(backend, 'Refused');
    const { payload, interviewId } = payloadFor(user);
    payload.experiences.push({ ...payload.experiences[0], id: randomUUID(), start_date: '2021-01-01', end_date: '2020-01-01', current_job: false });
    payload.chat_messages[0].content = '';
    const { error } = await user.client.rpc('import_account', { p_import: payload });
    expect(error?.message).toBe('The import was refused: 2 item(s) could not be saved');
    const problems = JSON.parse(error!.details) as Array<{ table: string; item: number; message: string }>;
    expect(problems.map(({ table, item }) => ({ table, item }))).toEqual([
      { table: 'experiences', item: 2 },
      { table: 'chat_messages', item: 1 },
    ]);
    expect(problems[0].message).toContain('experiences_end_date_after_start');
    const left = await leftovers(db, user.id, [interviewId]);
    expect(Object.keys(left).filter((table) => table.startsWith('public.')).sort()).toEqual(['public.subscriptions', 'public.user_profiles']);
    const { data: profile } = await user.client.from('user_profiles').select('interview_language').single();
    expect(profile!.interview_language).toBe('en');
  });

  it("cannot write rows for another person or attach to their applications, and needs a session", async () => {
    const user = await signUpUser(backend, 'Intruder');
    const victim = await signUpUser(backend, 'Victim');
    const { data: victimApplication } = await victim.client.from('applications').insert({ company_name: 'V', job_title: 'V' }).select('id').single();
    const { payload } = payloadFor(user);
    payload.applications[0].user_id = victim.id;
    payload.interviews.push({ ...payload.interviews[0], id: randomUUID(), application_id: victimApplication!.id as string });
    const { error } = await user.client.rpc('import_account', { p_import: payload });
    expect(error?.message).toMatch(/could not be saved/);
    expect(JSON.parse(error!.details).map((p: { table: string }) => p.table)).toEqual(
      expect.arrayContaining(['applications', 'interviews']),
    );
    expect(await leftovers(db, victim.id)).toMatchObject({ 'public.applications': 1 });
    expect(await leftovers(db, user.id)).not.toHaveProperty('public.applications');
    const anonymous = await clientFor(backend).rpc('import_account', { p_import: payload });
    expect(anonymous.error?.code).toBe('42501');
  });
});
