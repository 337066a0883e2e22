// public.import_account: an export's rows (remapped by the SPA) are saved in one transaction as the caller; one refused
// row means nothing is saved, and every refused row is named; row level security still decides whose rows they are.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_IMPORT_MAX_BYTES, ACCOUNT_IMPORT_MAX_ROWS } from '../../supabase/functions/_shared/account-import-limits.ts';
import { IMPORTED_TABLES } from '../../src/data/account-data/format.ts';
import { fillAccount, leftovers } from './account-data-helpers.ts';
import { clientFor, connectDatabase, serviceClient, signUpUser, startBackend, type LocalSupabase, type TestUser } from './backend.ts';

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

type Payload = { profile: Row } & Record<
  | 'applications'
  | 'interviews'
  | 'experiences'
  | 'application_analyses'
  | 'chat_messages'
  | 'user_notes'
  | 'coach_sessions'
  | 'interview_debriefs'
  | 'standing_rules'
  | 'offers',
  Row[]
>;

function payloadFor(user: TestUser): { applicationId: string; interviewId: string; payload: Payload } {
  const applicationId: string = randomUUID();
  const interviewId: string = randomUUID();
  const stamp = { created_at: NOW, updated_at: NOW };
  return {
    applicationId,
    interviewId,
    payload: {
      profile: { ai_response_length: 'comprehensive', interview_language: 'de', ai_response_language: 'fr', answer_timing: 'instant', photo_url: null },
      applications: [
        {
          id: applicationId,
          user_id: user.id,
          company_name: 'Acme',
          job_title: 'Engineer',
          application_date: '2026-10-01',
          status: 'Applied',
          job_link: null,
          resume_file: null,
          resume_name: null,
          job_offer_content: null,
          expected_interviews: 2,
          ...stamp,
        },
      ],
      interviews: [
        {
          id: interviewId,
          application_id: applicationId,
          name: 'Technical',
          interviewer_names: 'Ada',
          date: NOW,
          duration: 45,
          additional_info: null,
          ...stamp,
        },
      ],
      experiences: [
        {
          id: randomUUID(),
          user_id: user.id,
          company: 'Initech',
          job_title: 'Dev',
          start_date: '2020-01-01',
          end_date: null,
          current_job: true,
          missions: null,
          ...stamp,
        },
      ],
      application_analyses: [{ id: randomUUID(), application_id: applicationId, user_id: user.id, result: { fit: 1 }, model: null, ...stamp }],
      chat_messages: [
        {
          id: randomUUID(),
          user_id: user.id,
          session_id: `int_${interviewId}`,
          role: 'user',
          content: 'Hello',
          created_at: NOW,
          screenshot_thumbnail: 'data:image/jpeg;base64,/9j/AA==',
        },
      ],
      user_notes: [{ id: randomUUID(), user_id: user.id, session_id: 'demo', content: 'Imported note', ...stamp }],
      coach_sessions: [
        { id: randomUUID(), user_id: user.id, session_id: `app_${applicationId}`, started_at: NOW, ended_at: NOW, turns: [], summary: {}, created_at: NOW },
        // Left before End session: its answered turns, no end and no summary yet (it can still be summarised).
        {
          id: randomUUID(),
          user_id: user.id,
          session_id: `int_${interviewId}`,
          started_at: NOW,
          ended_at: null,
          turns: [{ question: 'Why us?', answer: 'Billing.', feedback: 'Add a figure.', source: 'text' }],
          summary: {},
          created_at: NOW,
        },
      ],
      interview_debriefs: [
        {
          id: randomUUID(),
          user_id: user.id,
          interview_id: interviewId,
          questions: [{ question: 'Why us?', suggested: '', note: '' }],
          went_well: [],
          to_work_on: [],
          to_send: [],
          language: 'en',
          thank_you_subject: '',
          thank_you_body: '',
          outcome: 'offer',
          ...stamp,
        },
      ],
      standing_rules: [{ id: randomUUID(), user_id: user.id, body: 'Never say I managed people', position: 0, created_at: NOW }],
      offers: [
        {
          id: randomUUID(),
          user_id: user.id,
          application_id: applicationId,
          currency: 'EUR',
          base_salary: 60000,
          equity_amount: 40000,
          vesting_percents: [25, 25, 25, 25],
          vesting_cliff_months: 12,
          ...stamp,
        },
      ],
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
    expect(data).toEqual({
      applications: 1,
      // None in this payload: the application gets its starting event (tests/integration/application-status-events.test.ts).
      application_status_events: 0,
      interviews: 1,
      experiences: 1,
      application_analyses: 1,
      chat_messages: 1,
      user_notes: 1,
      coach_sessions: 2,
      interview_debriefs: 1,
      standing_rules: 1,
      offers: 1,
    });
    const counts = await leftovers(db, user.id, [interviewId]);
    expect(counts).toMatchObject({
      'public.applications': 1,
      'public.interviews': 1,
      'public.experiences': 1,
      'public.chat_messages': 1,
      'public.coach_sessions': 2,
      'public.application_analyses': 1,
      'public.interview_debriefs': 1,
      'public.standing_rules': 1,
      'public.offers': 1,
    });
    const { data: unfinished } = await user.client.from('coach_sessions').select('ended_at, summary, turns').eq('session_id', `int_${interviewId}`).single();
    expect(unfinished).toEqual({ ended_at: null, summary: {}, turns: [expect.objectContaining({ question: 'Why us?' })] });
    const { data: application } = await user.client.from('applications').select('created_at').eq('id', applicationId).single();
    expect(new Date(application!.created_at as string).toISOString()).toBe(NOW);
    // A screen question keeps its thumbnail across an export and an import.
    const { data: message } = await user.client.from('chat_messages').select('screenshot_thumbnail').single();
    expect(message!.screenshot_thumbnail).toBe('data:image/jpeg;base64,/9j/AA==');
    const { data: note } = await user.client.from('user_notes').select('content').eq('session_id', 'demo').single();
    expect(note!.content).toBe('Existing note\n\nImported note');
    const { data: profile } = await user.client.from('user_profiles').select('ai_response_length, interview_language, answer_timing').single();
    expect(profile).toEqual({ ai_response_length: 'comprehensive', interview_language: 'de', answer_timing: 'instant' });
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
    expect(
      Object.keys(left)
        .filter((table) => table.startsWith('public.'))
        .sort(),
    ).toEqual(['public.subscriptions', 'public.user_profiles']);
    const { data: profile } = await user.client.from('user_profiles').select('interview_language').single();
    expect(profile!.interview_language).toBe('en');
  });

  it('cannot write rows for another person or attach to their applications, and needs a session', async () => {
    const user = await signUpUser(backend, 'Intruder');
    const victim = await signUpUser(backend, 'Victim');
    const { data: victimApplication } = await victim.client.from('applications').insert({ company_name: 'V', job_title: 'V' }).select('id').single();
    const { payload } = payloadFor(user);
    payload.applications[0].user_id = victim.id;
    payload.interviews.push({ ...payload.interviews[0], id: randomUUID(), application_id: victimApplication!.id as string });
    payload.offers.push({ ...payload.offers[0], id: randomUUID(), application_id: victimApplication!.id as string });
    const { error } = await user.client.rpc('import_account', { p_import: payload });
    expect(error?.message).toMatch(/could not be saved/);
    expect(JSON.parse(error!.details).map((p: { table: string }) => p.table)).toEqual(expect.arrayContaining(['applications', 'interviews', 'offers']));
    expect(await leftovers(db, victim.id)).toMatchObject({ 'public.applications': 1 });
    expect(await leftovers(db, user.id)).not.toHaveProperty('public.applications');
    const anonymous = await clientFor(backend).rpc('import_account', { p_import: payload });
    expect(anonymous.error?.code).toBe('42501');
  });

  it('an export imports back as the same rows, every profile setting included', async () => {
    const source = await signUpUser(backend, 'Source');
    await fillAccount(source, serviceClient(backend));
    await source.client
      .from('user_profiles')
      .update({ answer_timing: 'instant', language: 'fr', ai_response_language: 'de' })
      .eq('id', source.id)
      .throwOnError();
    const exported = await exportRows(source);
    // As after "delete my account" and signing up again: the same rows now belong to the new account.
    await db.query('delete from auth.users where id = $1', [source.id]);
    const target = await signUpUser(backend, 'Target');
    const moved = JSON.parse(JSON.stringify(exported).replaceAll(source.id, target.id)) as typeof exported;
    const {
      user_profiles: [profile],
      ...tables
    } = moved;

    const { data: counts, error } = await target.client.rpc('import_account', { p_import: { profile, ...tables } });
    expect(error).toBeNull();
    expect(Object.keys(counts as object).sort()).toEqual([...IMPORTED_TABLES].sort());
    const imported = await exportRows(target);
    expect(imported.user_profiles.map(withoutDates)).toEqual(moved.user_profiles.map(withoutDates));
    expect(imported.user_profiles[0]).toMatchObject({ answer_timing: 'instant', language: 'fr' });
    for (const table of IMPORTED_TABLES) expect(imported[table], table).toEqual(moved[table]);
  });

  it('restores the tables the import dialog knows, in its order, with its row limits (public.account_import_tables)', async () => {
    const user = await signUpUser(backend, 'Lister');
    const { data, error } = await user.client.from('account_import_tables').select('table_name, max_rows').order('position');
    expect(error).toBeNull();
    expect(data).toEqual(IMPORTED_TABLES.map((table) => ({ table_name: table, max_rows: ACCOUNT_IMPORT_MAX_ROWS[table] })));
    const { error: write } = await user.client.from('account_import_tables').update({ max_rows: 1e9 }).eq('table_name', 'applications').select();
    expect(write).not.toBeNull();
  });

  it("refuses more rows than a table may hold, whole and before saving anything: the import dialog's limits", async () => {
    const user = await signUpUser(backend, 'Hoarder');
    const { payload } = payloadFor(user);
    for (const [table, limit] of Object.entries(ACCOUNT_IMPORT_MAX_ROWS)) {
      const { error } = await user.client.rpc('import_account', { p_import: { ...payload, [table]: Array.from({ length: limit + 1 }, () => ({})) } });
      expect(error, table).toMatchObject({
        code: '54000',
        message: `The import is too large: ${limit + 1} ${table.replaceAll('_', ' ')} rows, and one import holds at most ${limit}`,
      });
    }
    // At the limit the rows are looked at (and these empty ones refused one by one).
    const atLimit = Array.from({ length: ACCOUNT_IMPORT_MAX_ROWS.experiences }, () => ({}));
    const { error } = await user.client.rpc('import_account', { p_import: { ...payload, experiences: atLimit } });
    expect(error?.message).toBe(`The import was refused: ${atLimit.length} item(s) could not be saved`);
    expect(JSON.parse(error!.details)).toHaveLength(100);
    expect(await leftovers(db, user.id)).not.toHaveProperty('public.applications');
  });

  it('refuses standing rules that would take the account past 20, naming them, and saves nothing (issue #39)', async () => {
    const user = await signUpUser(backend, 'Ruled');
    await user.client
      .from('standing_rules')
      .insert(Array.from({ length: 19 }, (_, index) => ({ body: `Mine ${index + 1}` })))
      .throwOnError();
    const { payload } = payloadFor(user);
    const rules = [1, 2].map((index) => ({ id: randomUUID(), user_id: user.id, body: `Imported ${index}`, position: index }));
    const { error } = await user.client.rpc('import_account', { p_import: { ...payload, standing_rules: rules } });
    expect(error?.message).toBe('The import was refused: 1 item(s) could not be saved');
    expect(JSON.parse(error!.details)).toEqual([
      { table: 'standing_rules', item: 2, message: 'You can keep at most 20 standing rules: delete one before adding another.' },
    ]);
    const after = await leftovers(db, user.id);
    expect(after['public.standing_rules']).toBe(19);
    expect(after).not.toHaveProperty('public.applications');
  });

  it('refuses an import bigger than the byte limit, whole', async () => {
    const user = await signUpUser(backend, 'Heavy');
    const { payload } = payloadFor(user);
    const note = 'x'.repeat(40_000);
    const notes = Array.from({ length: Math.ceil(ACCOUNT_IMPORT_MAX_BYTES / note.length) }, () => ({ session_id: 'demo', content: note }));
    const { error } = await user.client.rpc('import_account', { p_import: { ...payload, user_notes: notes } });
    expect(error?.code).toBe('54000');
    expect(error?.message).toMatch(
      new RegExp(`^The import is too large: 20\\.\\d MB of data, and one import holds at most ${ACCOUNT_IMPORT_MAX_BYTES / 1024 / 1024} MB$`),
    );
    expect(await leftovers(db, user.id)).not.toHaveProperty('public.applications');
  });
});

const withoutDates = ({ created_at: _created, updated_at: _updated, ...row }: Row) => row;

/** Every imported table and the profile, read as the person, as the export reads them. */
async function exportRows(user: TestUser): Promise<Record<(typeof IMPORTED_TABLES)[number] | 'user_profiles', Row[]>> {
  const rows = {} as Record<(typeof IMPORTED_TABLES)[number] | 'user_profiles', Row[]>;
  for (const table of [...IMPORTED_TABLES, 'user_profiles'] as const) {
    const { data, error } = await user.client.from(table).select('*').order('id');
    if (error) throw error;
    rows[table] = data as Row[];
  }
  return rows;
}
