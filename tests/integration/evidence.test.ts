// Answers held to the evidence (issue #39) through the real gateway under Deno: the evidence is built by the server
// from the person's own rows (experiences, the résumé's text, the application, the session's note, "facts about me"),
// numbered in the prompt, and sent to the SPA as the stream's first chunk; another person's rows never are, and a
// request cannot bring its own. The facts are refused by SQL beyond their limits.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueOf, checkAnswer, claimsOf, EVIDENCE_CHUNK_FIELD, type EvidencePiece } from '../../supabase/functions/_shared/evidence.ts';
import type { FakeUpstream } from '../fakes/openai-upstream.ts';
import { chatAs, creditsOf, tokenOf, validRequest } from './ai-helpers.ts';
import { signUpUser, startGatewayBed, type GatewayBed, type LocalSupabase, type TestUser } from './backend.ts';

let bed: GatewayBed;
let backend: LocalSupabase;
let upstream: FakeUpstream;
let user: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  bed = await startGatewayBed();
  ({ backend, upstream } = bed);
});
afterAll(() => bed?.stop());
beforeEach(async () => {
  [user, stranger] = await Promise.all([signUpUser(backend, 'Cited'), signUpUser(backend, 'Stranger')]);
  upstream.requests.length = 0;
  upstream.options = {};
});

async function insert(owner: TestUser, table: string, row: Record<string, unknown>): Promise<string> {
  const { data, error } = await owner.client.from(table).insert(row).select('id').single();
  if (error) throw error;
  return (data as { id: string }).id;
}

/** The stream's chunks, as the SPA reads them: the catalogue, and the answer text. */
async function readCitedStream(response: Response): Promise<{ catalogue: EvidencePiece[] | null; text: string; firstChunk: unknown }> {
  const chunks = (await response.text())
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => JSON.parse(line.slice(6)) as { choices?: Array<{ delta?: { content?: string } }> });
  const text = chunks.map((chunk) => chunk.choices?.[0]?.delta?.content ?? '').join('');
  return { catalogue: catalogueOf(chunks[0]), text, firstChunk: chunks[0] };
}

describe('the Copilot’s evidence', () => {
  it('is built by the gateway from the person’s own rows, numbered in the prompt and sent first in the stream', async () => {
    const experienceId = await insert(user, 'experiences', {
      company: 'Acme Retail',
      job_title: 'Data lead',
      start_date: '2019-03-01',
      current_job: true,
      missions: '- Moved reporting to Snowflake\n- Cut costs by 30%',
    });
    await insert(stranger, 'experiences', { company: 'Stranger Corp', job_title: 'Spy', start_date: '2020-01-01', current_job: true, missions: 'Secret line' });
    const applicationId = await insert(user, 'applications', {
      company_name: 'Globex',
      job_title: 'Analyst',
      job_offer_content: 'Globex needs an analyst.',
    });
    // The résumé's text is saved with the analysis it was read for.
    await insert(user, 'application_analyses', {
      application_id: applicationId,
      result: { requirements: [], missing_keywords: [], talking_points: [] },
      resume_text: 'MSc Statistics, Université de Lyon',
    });
    const session = `app_${applicationId}`;
    await insert(user, 'user_notes', { session_id: session, content: 'Mention the Kaggle medal' });
    const { error } = await user.client.from('user_profiles').update({ facts_about_me: 'Speak Spanish' }).eq('id', user.id);
    expect(error).toBeNull();

    const response = await chatAs(backend, await tokenOf(user), { ...validRequest('copilot'), session });
    expect(response.status).toBe(200);
    const { catalogue, text, firstChunk } = await readCitedStream(response);
    // An OpenAI chunk with no choices: a consumer of the format reads past it.
    expect(firstChunk).toMatchObject({ object: 'chat.completion.chunk', choices: [] });
    expect(catalogue?.map(({ ref, id, text: line }) => [ref, id, line])).toEqual([
      ['E1', `experience:${experienceId}#0`, 'Data lead at Acme Retail, 2019-03-01 to present'],
      ['E2', `experience:${experienceId}#1`, 'Moved reporting to Snowflake'],
      ['E3', `experience:${experienceId}#2`, 'Cut costs by 30%'],
      ['E4', `resume:${applicationId}#1`, 'MSc Statistics, Université de Lyon'],
      ['E5', `application:${applicationId}#0`, 'Analyst at Globex'],
      ['E6', `application:${applicationId}#1`, 'Globex needs an analyst.'],
      ['E7', `note:${session}#1`, 'Mention the Kaggle medal'],
      ['E8', 'fact:1', 'Speak Spanish'],
    ]);
    const system = upstream.requests[0].messages?.[0].content ?? '';
    expect(system).toContain('[E2] Moved reporting to Snowflake');
    expect(system).toContain('[E8] Speak Spanish');
    expect(system).not.toContain('Stranger Corp');

    // The fake model cites the employer of the first role and an invented figure: the check tells them apart.
    expect(text).toContain('At Acme Retail [E1], I cut churn by 47% [E1].');
    const checked = checkAnswer(text, catalogue ?? [], true);
    expect(checked.specifics.filter((specific) => specific.text === 'Acme Retail' || specific.text === '47').map(({ text: s, status }) => [s, status])).toEqual(
      [
        ['Acme Retail', 'cited'],
        ['47', 'not-in-record'],
      ],
    );
  });

  it('cannot be brought by the request: a body carrying its own evidence is refused before anything is sent', async () => {
    const calls = upstream.calls;
    const forged = { ...validRequest('copilot'), [EVIDENCE_CHUNK_FIELD]: [{ ref: 'E1', text: 'Nobel prize' }] };
    const response = await chatAs(backend, await tokenOf(user), forged);
    expect(response.status).toBe(400);
    await response.body?.cancel();
    expect(upstream.calls).toBe(calls);
  });
});

describe('the Coach’s feedback grades truthfulness', () => {
  it('holds the answer to the whole record: the claims it does not hold go first in the stream and into the prompt, for one question', async () => {
    await insert(user, 'experiences', {
      company: 'Acme Retail',
      job_title: 'Data lead',
      start_date: '2019-03-01',
      current_job: true,
      missions: '- Moved reporting to Snowflake\n- Cut costs by 30%',
    });
    await insert(stranger, 'experiences', {
      company: 'Kubernetes Corp',
      job_title: 'Spy',
      start_date: '2020-01-01',
      current_job: true,
      missions: 'Cut costs by 40%',
    });
    const applicationId = await insert(user, 'applications', { company_name: 'Globex', job_title: 'Analyst', job_offer_content: 'Globex needs an analyst.' });
    await user.client.from('user_profiles').update({ facts_about_me: 'Speak Spanish' }).eq('id', user.id);
    const before = await creditsOf(user);

    const answer = 'At Acme Retail I moved reporting to Snowflake and cut costs by 30%. Then I cut them by 40% with Kubernetes, in Spanish.';
    const response = await chatAs(backend, await tokenOf(user), { ...validRequest('coach-feedback'), session: `app_${applicationId}`, answer });
    expect(response.status).toBe(200);
    const { catalogue, text, firstChunk } = await readCitedStream(response);
    // Only what the person's own record lacks: another person's rows are no evidence.
    expect(claimsOf(firstChunk)).toEqual([
      { text: '40%', sentence: 'Then I cut them by 40% with Kubernetes, in Spanish.' },
      { text: 'Kubernetes', sentence: 'Then I cut them by 40% with Kubernetes, in Spanish.' },
    ]);
    expect(catalogue?.map((piece) => piece.text)).toContain('Moved reporting to Snowflake');
    expect(upstream.requests).toHaveLength(1);
    const system = upstream.requests[0].messages?.[0].content ?? '';
    expect(system).toContain('[E2] Moved reporting to Snowflake');
    expect(system).toContain('does not hold: "40%", "Kubernetes"');
    expect(system).not.toContain('Kubernetes Corp');
    expect(text.length).toBeGreaterThan(0);
    expect((await creditsOf(user)).used).toBe(before.used + 1);
  });

  it('lists nothing when the record holds every specific (the facts about me count) and the rest only names the demo’s role', async () => {
    await user.client.from('user_profiles').update({ facts_about_me: 'Cut costs by 40% with Kubernetes' }).eq('id', user.id);
    const answer = 'I cut costs by 40% with Kubernetes, and I would do it for Northwind Analytics.';
    const response = await chatAs(backend, await tokenOf(user), { ...validRequest('coach-feedback'), answer });
    const { firstChunk } = await readCitedStream(response);
    expect(claimsOf(firstChunk)).toEqual([]);
    expect(upstream.requests[0].messages?.[0].content).not.toContain('The answer claims specifics');
  });
});

describe('the debrief’s suggested answers', () => {
  it('cite the record: the prompt holds it as evidence, and the completion carries the catalogue beside the OpenAI fields', async () => {
    await insert(user, 'experiences', {
      company: 'Acme Retail',
      job_title: 'Data lead',
      start_date: '2019-03-01',
      current_job: true,
      missions: 'Cut costs by 30%',
    });
    const applicationId = await insert(user, 'applications', { company_name: 'Globex', job_title: 'Analyst' });
    const interviewId = await insert(user, 'interviews', {
      application_id: applicationId,
      name: 'Hiring manager',
      interviewer_names: 'Bill',
      date: new Date().toISOString(),
    });
    const session = `int_${interviewId}`;
    await insert(user, 'chat_messages', { session_id: session, role: 'user', content: 'Tell me about a win.' });
    const suggested = 'At Acme Retail [E1] I cut costs by 30% [E2].';
    upstream.options = {
      jsonAnswer: {
        questions: [{ question: 'Tell me about a win.', suggested, note: '' }],
        wentWell: ['Clear'],
        toWorkOn: ['Numbers'],
        toSend: [],
        thankYou: { subject: 'Thanks', body: 'Thank you.' },
      },
    };
    const response = await chatAs(backend, await tokenOf(user), { purpose: 'debrief', session, settings: { interviewLanguage: 'en' } });
    expect(response.status).toBe(200);
    const completion = (await response.json()) as { choices: Array<{ message: { content: string } }> };
    expect(JSON.parse(completion.choices[0].message.content).questions[0].suggested).toBe(suggested);
    expect(catalogueOf(completion)?.map((piece) => [piece.ref, piece.text])).toEqual([
      ['E1', 'Data lead at Acme Retail, 2019-03-01 to present'],
      ['E2', 'Cut costs by 30%'],
      ['E3', 'Analyst at Globex'],
    ]);
    const system = upstream.requests[0].messages?.[0].content ?? '';
    expect(system).toContain('[E2] Cut costs by 30%');
    expect(system).toContain('Put the evidence refs only inside each "suggested" answer');
  });

  it('are saved with the pieces they cite, which SQL holds to the evidence’s shape: nothing malformed is stored', async () => {
    const applicationId = await insert(user, 'applications', { company_name: 'Globex', job_title: 'Analyst' });
    const interviewId = await insert(user, 'interviews', {
      application_id: applicationId,
      name: 'Hiring manager',
      interviewer_names: 'Bill',
      date: new Date().toISOString(),
    });
    const piece = { ref: 'E1', id: 'fact:1', kind: 'fact', title: '', text: 'Speak Spanish' };
    for (const evidence of [
      [{ ...piece, kind: 'weird' }],
      [{ ...piece, ref: 'X1' }],
      [{ ...piece, extra: 'x' }],
      [{ ...piece, text: 'x'.repeat(1_001) }],
      Array.from({ length: 201 }, () => piece),
      { not: 'an array' },
    ]) {
      const { error } = await user.client.from('interview_debriefs').insert({ interview_id: interviewId, evidence });
      expect(error?.code).toBe('23514');
    }
    const { data: none } = await user.client.from('interview_debriefs').select('id');
    expect(none).toEqual([]);
    const { error } = await user.client.from('interview_debriefs').insert({ interview_id: interviewId, evidence: [piece] });
    expect(error).toBeNull();
  });
});

describe('facts about me', () => {
  it('are refused by SQL past 1,000 characters or with an HTML tag, and nothing is stored', async () => {
    for (const facts of ['x'.repeat(1_001), 'I led <b>everything</b>']) {
      const { error } = await user.client.from('user_profiles').update({ facts_about_me: facts }).eq('id', user.id);
      expect(error?.code).toBe('23514');
    }
    const { data } = await user.client.from('user_profiles').select('facts_about_me').eq('id', user.id).single();
    expect(data).toEqual({ facts_about_me: '' });
  });

  it('come back with the profile when an export is imported, with no change to import_account', async () => {
    const { error } = await user.client.rpc('import_account', { p_import: { profile: { facts_about_me: 'Speak Spanish\nRan 3 marathons' } } });
    expect(error).toBeNull();
    const { data } = await user.client.from('user_profiles').select('facts_about_me').eq('id', user.id).single();
    expect(data).toEqual({ facts_about_me: 'Speak Spanish\nRan 3 marathons' });
  });

  it('are the person’s own: another person’s update changes nothing', async () => {
    await user.client.from('user_profiles').update({ facts_about_me: 'Mine' }).eq('id', user.id);
    const { data: changed } = await stranger.client.from('user_profiles').update({ facts_about_me: 'Theirs' }).eq('id', user.id).select('id');
    expect(changed).toEqual([]);
    const { data } = await user.client.from('user_profiles').select('facts_about_me').eq('id', user.id).single();
    expect(data).toEqual({ facts_about_me: 'Mine' });
  });
});
