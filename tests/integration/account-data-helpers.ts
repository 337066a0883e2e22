// Shared by the account data tests: fill an account with a row in every table it owns and a file in each bucket,
// and count what is left of a user anywhere in the database and the buckets.
// Imports nothing of the test runners, so the e2e tests use it too.
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { PNG_1X1 } from '../fakes/files.ts';

export const TINY_PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const TINY_PNG = new Uint8Array(PNG_1X1);

/** The application's follow-up reminder: a week from today (never before its application date, today). */
export const FOLLOW_UP_ON = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

function check<T>(result: { data: T; error: unknown }): T {
  if (result.error) throw result.error;
  return result.data;
}

/** A row in every table the person owns, two files in `resumes`, one in `avatars`. Returns the ids made. */
export async function fillAccount(user: { client: SupabaseClient; id: string }, service: SupabaseClient) {
  const { client, id } = user;
  const resumePath = `${id}/${crypto.randomUUID()}.pdf`;
  check(await client.storage.from('resumes').upload(resumePath, new Blob([TINY_PDF], { type: 'application/pdf' })));
  check(await client.storage.from('resumes').upload(`${id}/unused-${crypto.randomUUID()}.pdf`, new Blob([TINY_PDF], { type: 'application/pdf' })));
  const photoPath = `${id}/${Date.now()}.png`;
  check(await client.storage.from('avatars').upload(photoPath, new Blob([TINY_PNG], { type: 'image/png' })));
  const photoUrl = client.storage.from('avatars').getPublicUrl(photoPath).data.publicUrl;
  check(await client.from('user_profiles').update({ photo_url: photoUrl, ai_response_length: 'short', interview_language: 'fr' }).eq('id', id));

  const application = check(
    await client
      .from('applications')
      .insert({
        company_name: 'Acme',
        job_title: 'Engineer',
        status: 'Applied',
        resume_file: resumePath,
        resume_name: 'cv.pdf',
        job_offer_content: 'Build things',
        follow_up_on: FOLLOW_UP_ON,
      })
      .select('id')
      .single(),
  ) as { id: string };
  const interview = check(
    await client
      .from('interviews')
      .insert({ application_id: application.id, name: 'Technical', interviewer_names: 'Ada', date: '2026-12-01T10:00:00Z', duration: 45 })
      .select('id')
      .single(),
  ) as { id: string };
  check(
    await client.from('experiences').insert({ company: 'Initech', job_title: 'Dev', start_date: '2020-01-01', current_job: true, missions: 'TPS reports' }),
  );
  check(
    await client.from('chat_messages').insert([
      { session_id: `app_${application.id}`, role: 'user', content: 'About the application' },
      { session_id: `int_${interview.id}`, role: 'assistant', content: 'About the interview' },
      { session_id: 'demo', role: 'user', content: 'Demo question' },
    ]),
  );
  check(await client.from('user_notes').insert([{ session_id: `int_${interview.id}`, content: 'Remember the STAR method' }]));
  check(
    await client.from('coach_sessions').insert({
      session_id: `app_${application.id}`,
      started_at: '2026-11-01T10:00:00Z',
      ended_at: '2026-11-01T10:10:00Z',
      turns: [{ question: 'Why us?', answer: 'Because.', feedback: 'Say more.', score: 3, source: 'text' }],
      summary: { answers: 1, strengths: ['brief'], practice: ['detail'] },
    }),
  );
  check(await client.from('application_analyses').insert({ application_id: application.id, result: { fit: 80, requirements: [] }, model: 'gpt-test' }));
  check(
    await client.from('interview_debriefs').insert({
      interview_id: interview.id,
      questions: [{ question: 'Why us?', suggested: 'Because of the roadmap.', note: 'I rambled.' }],
      went_well: ['Calm'],
      to_work_on: ['Numbers'],
      to_send: ['Portfolio'],
      language: 'fr',
      thank_you_subject: 'Merci',
      thank_you_body: 'Bonjour Ada, merci.',
      outcome: 'next_round',
    }),
  );
  check(
    await client.from('standing_rules').insert([
      { body: 'Never say I managed people', position: 0 },
      { body: 'Answer in under 45 seconds', position: 1 },
    ]),
  );
  const offer = check(
    await client
      .from('offers')
      .insert({
        application_id: application.id,
        label: 'First offer',
        currency: 'EUR',
        base_salary: 62000,
        bonus_percent: 10,
        equity_units: 400,
        equity_unit_price: 25.5,
        vesting_percents: [25, 25, 25, 25],
        vesting_cliff_months: 12,
        sign_on_amount: 5000,
        deadline: FOLLOW_UP_ON,
      })
      .select('id')
      .single(),
  ) as { id: string };
  // A rehearsed call on that offer, left before its end (issue #43).
  check(
    await client.from('coach_sessions').insert({
      session_id: `app_${application.id}`,
      practice: 'negotiation',
      offer_id: offer.id,
      started_at: '2026-11-02T10:00:00Z',
      turns: [{ question: 'What number did you have in mind?', answer: '70000.', feedback: 'Good anchor.', source: 'text' }],
    }),
  );
  check(await service.rpc('consume_ai_question', { p_user_id: id, p_kind: 'copilot' }));
  return { applicationId: application.id, interviewId: interview.id, resumePath, photoPath };
}

/** Every (table, column) that references auth.users, found in the catalog so a new table cannot be forgotten. */
export async function userReferences(db: pg.Client): Promise<Array<{ table: string; column: string; onDelete: string }>> {
  const { rows } = await db.query<{ table: string; column: string; onDelete: string }>(`
    select format('%I.%I', n.nspname, c.relname) as table, a.attname as column, con.confdeltype as "onDelete"
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = con.conkey[1]
    where con.contype = 'f' and con.confrelid = 'auth.users'::regclass
    order by 1, 2`);
  return rows;
}

/** How many rows of this user are left, per table (only tables with rows), plus their storage objects. */
export async function leftovers(db: pg.Client, userId: string, interviewIds: string[] = []): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const { table, column } of await userReferences(db)) {
    const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from ${table} where ${column} = $1`, [userId]);
    if (rows[0].count > 0) found[table] = rows[0].count;
  }
  const users = await db.query<{ count: number }>('select count(*)::int as count from auth.users where id = $1', [userId]);
  if (users.rows[0].count > 0) found['auth.users'] = users.rows[0].count;
  const interviews = await db.query<{ count: number }>('select count(*)::int as count from public.interviews where id = any($1::uuid[])', [interviewIds]);
  if (interviews.rows[0].count > 0) found['public.interviews'] = interviews.rows[0].count;
  const objects = await db.query<{ count: number }>(`select count(*)::int as count from storage.objects where name like $1 || '/%'`, [userId]);
  if (objects.rows[0].count > 0) found['storage.objects'] = objects.rows[0].count;
  return found;
}
