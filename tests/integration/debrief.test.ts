// The interview debrief (issue #30): the gateway's `debrief` purpose reads the interview's own Copilot history and
// notes under the person's RLS, merges a question heard twice, asks the upstream for JSON and charges one question;
// public.interview_debriefs keeps it per interview, owner-only, with its sizes and shapes checked. A Coach drill of the
// debrief ("Drill these") gets its weak points in the questions' and the feedback's prompts, read by the gateway.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeUpstream } from '../fakes/openai-upstream.ts';
import { chatAs, creditsOf, tokenOf } from './ai-helpers.ts';
import { signUpUser, startGatewayBed, type GatewayBed, type LocalSupabase, type TestUser } from './backend.ts';

let bed: GatewayBed;
let backend: LocalSupabase;
let upstream: FakeUpstream;
let user: TestUser;

const MODEL_DEBRIEF = {
  questions: [{ question: 'Tell me about yourself', suggested: 'Lead with the migration.', note: '' }],
  wentWell: ['Clear story'],
  toWorkOn: ['Numbers'],
  toSend: ['Portfolio link'],
  thankYou: { subject: 'Thank you', body: 'Dear Bill, thank you.' },
};

async function addInterview(owner: TestUser): Promise<string> {
  const { data: application, error } = await owner.client
    .from('applications')
    .insert({ company_name: 'Initech', job_title: 'Product Owner' })
    .select('id')
    .single();
  if (error) throw error;
  const { data: interview, error: interviewError } = await owner.client
    .from('interviews')
    .insert({ application_id: application.id, name: 'Hiring manager', interviewer_names: 'Bill Lumbergh', date: new Date().toISOString() })
    .select('id')
    .single();
  if (interviewError) throw interviewError;
  return interview.id as string;
}

async function say(owner: TestUser, session: string, rows: Array<[role: 'user' | 'assistant', content: string]>) {
  for (const [role, content] of rows) {
    const { error } = await owner.client.from('chat_messages').insert({ session_id: session, role, content });
    if (error) throw error;
  }
}

beforeAll(async () => {
  bed = await startGatewayBed();
  ({ backend, upstream } = bed);
});
afterAll(() => bed?.stop());
beforeEach(async () => {
  user = await signUpUser(backend, 'Debriefed');
  upstream.requests.length = 0;
  upstream.options = { jsonAnswer: MODEL_DEBRIEF };
});

describe('the debrief purpose', () => {
  it('writes from the interview’s own history and notes, a question heard twice once, as JSON, for one question', async () => {
    const interviewId = await addInterview(user);
    const session = `int_${interviewId}`;
    await say(user, session, [
      ['user', 'Tell me about yourself'],
      ['assistant', 'First draft answer'],
      ['user', 'Why Initech?'],
      ['assistant', 'Because of the billing roadmap.'],
      ['user', 'Tell me about yourself?'],
      ['assistant', 'Lead with the invoicing migration.'],
    ]);
    await user.client.from('user_notes').insert({ session_id: session, content: 'I froze on the salary question.' });
    // Another interview's history stays out of this debrief.
    await say(user, `int_${await addInterview(user)}`, [['user', 'Where do you see yourself in five years?']]);

    const response = await chatAs(backend, await tokenOf(user), { purpose: 'debrief', session, settings: { interviewLanguage: 'fr' } });
    expect(response.status).toBe(200);
    const completion = await response.json();
    expect(JSON.parse(completion.choices[0].message.content)).toEqual(MODEL_DEBRIEF);

    expect(upstream.requests).toHaveLength(1);
    const [sent] = upstream.requests;
    expect(sent).toMatchObject({ model: 'gpt-6.1-sol', jsonMode: true, stream: false });
    const [system, asked] = sent.messages ?? [];
    expect(system.content).toContain('French (français)');
    expect(system.content).toContain('Bill Lumbergh');
    expect(asked.content.match(/Tell me about yourself/g)).toHaveLength(1);
    expect(asked.content).toContain('Q2: Why Initech?');
    expect(asked.content).toContain('Lead with the invoicing migration.');
    expect(asked.content).not.toContain('First draft answer');
    expect(asked.content).toContain('I froze on the salary question.');
    expect(asked.content).not.toContain('five years');
    expect(await creditsOf(user)).toMatchObject({ used: 1, remaining: 9 });
  });

  it.each([
    ['not JSON', () => upstream.failures.push({ malformedJson: true })],
    ['JSON of another shape', () => (upstream.options = { jsonAnswer: { requirements: [] } })],
    ['a debrief whose thank-you is missing', () => (upstream.options = { jsonAnswer: { ...MODEL_DEBRIEF, thankYou: undefined } })],
  ])('gives the question back when the answer is %s: nothing can be saved from it', async (_kind, script) => {
    const interviewId = await addInterview(user);
    await say(user, `int_${interviewId}`, [['user', 'Tell me about yourself']]);
    script();
    const response = await chatAs(backend, await tokenOf(user), { purpose: 'debrief', session: `int_${interviewId}`, settings: { interviewLanguage: 'en' } });
    expect(response.status).toBe(502);
    expect((await response.json()).error).toMatchObject({ code: 'unreadable_answer', message: expect.stringContaining('no question was spent') });
    expect(upstream.requests).toHaveLength(1);
    expect(await creditsOf(user)).toMatchObject({ used: 0, remaining: 10 });
  });

  it('leaves a "What’s on screen" question and its answer out: seen, not heard, its image not kept', async () => {
    const interviewId = await addInterview(user);
    const session = `int_${interviewId}`;
    await say(user, session, [['user', 'Why Initech?']]);
    const { error } = await user.client.from('chat_messages').insert({
      session_id: session,
      role: 'user',
      content: '[What’s on screen] Answer in Python please',
      screenshot_thumbnail: 'data:image/jpeg;base64,AAAA',
    });
    expect(error).toBeNull();
    await say(user, session, [['assistant', 'def reverse(text): return text[::-1]']]);
    const response = await chatAs(backend, await tokenOf(user), { purpose: 'debrief', session, settings: { interviewLanguage: 'en' } });
    expect(response.status).toBe(200);
    const asked = upstream.requests[0].messages?.[1].content ?? '';
    expect(asked).toContain('Q1: Why Initech?');
    expect(asked).not.toContain('Python');
    expect(asked).not.toContain('reverse');
  });

  it('refuses an interview with no question heard, before the upstream and without spending', async () => {
    const interviewId = await addInterview(user);
    const response = await chatAs(backend, await tokenOf(user), { purpose: 'debrief', session: `int_${interviewId}`, settings: { interviewLanguage: 'en' } });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_request');
    expect(upstream.requests).toHaveLength(0);
    expect(await creditsOf(user)).toMatchObject({ used: 0 });
  });
});

describe('a Coach drill of the debrief', () => {
  const weakPoints = {
    to_work_on: ['Give figures for the migration'],
    questions: [
      { question: 'Why Initech?', suggested: 'Billing.', note: 'Too long, no result.' },
      { question: 'Salary?', suggested: '', note: '' },
    ],
  };
  const ask = (session: string, extra: object = {}) => ({
    purpose: 'coach-question' as const,
    session,
    askedQuestions: ['Why Initech?'],
    settings: { interviewLanguage: 'fr' as const },
    ...extra,
  });
  const judge = (session: string, extra: object = {}) => ({
    purpose: 'coach-feedback' as const,
    session,
    question: 'Why Initech?',
    answer: 'The billing roadmap.',
    settings: { responseLanguage: 'fr' as const },
    ...extra,
  });

  async function addDebriefedInterview(owner: TestUser): Promise<string> {
    const interviewId = await addInterview(owner);
    const { error } = await owner.client.from('interview_debriefs').insert({ interview_id: interviewId, ...weakPoints, went_well: ['Calm'], to_send: [] });
    if (error) throw error;
    return interviewId;
  }

  beforeEach(() => {
    upstream.options = { answer: () => 'Parlez-moi d’un chiffre.' };
  });

  it('puts the debrief’s weak points in the question’s and the feedback’s prompts, not in a plain session’s', async () => {
    const session = `int_${await addDebriefedInterview(user)}`;
    const token = await tokenOf(user);
    for (const request of [ask(session, { practice: 'debrief' }), judge(session, { practice: 'debrief' }), ask(session), judge(session)]) {
      const response = await chatAs(backend, token, request);
      expect(response.status).toBe(200);
      await response.text();
    }
    const systems = upstream.requests.map((sent) => sent.messages?.[0].content ?? '');
    expect(systems).toHaveLength(4);
    for (const drilled of systems.slice(0, 2)) {
      expect(drilled).toContain('- To work on: Give figures for the migration');
      expect(drilled).toContain('- Asked "Why Initech?": Too long, no result.');
      expect(drilled).not.toContain('Salary?'); // a question the debrief says nothing about is no weak point
    }
    expect(systems[0]).toContain('in French (français)');
    for (const plain of systems.slice(2)) expect(plain).not.toContain('Give figures');
  });

  it('never reads another person’s debrief: their interview is not found, and nothing goes upstream', async () => {
    const other = await signUpUser(backend, 'Other');
    const session = `int_${await addDebriefedInterview(other)}`;
    const token = await tokenOf(user);
    for (const request of [ask(session, { practice: 'debrief' }), judge(session, { practice: 'debrief' })]) {
      const response = await chatAs(backend, token, request);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('session_not_found');
    }
    expect(upstream.requests).toHaveLength(0);
    expect(await creditsOf(user)).toMatchObject({ used: 0 });
  });

  it('drills an interview without a debrief as a plain session', async () => {
    const session = `int_${await addInterview(user)}`;
    const token = await tokenOf(user);
    for (const request of [ask(session, { practice: 'debrief' }), ask(session)]) {
      const response = await chatAs(backend, token, request);
      expect(response.status).toBe(200);
      await response.text();
    }
    // The same prompt as the plain session's, whatever its wording: nothing of a debrief is added.
    const [drilled, plain] = upstream.requests.map((sent) => sent.messages);
    expect(drilled).toEqual(plain);
  });
});

describe('public.interview_debriefs', () => {
  const content = {
    questions: [{ question: 'Why Initech?', suggested: 'Billing.', note: '' }],
    went_well: ['Calm'],
    to_work_on: ['Numbers'],
    to_send: [],
    thank_you_subject: 'Thanks',
    thank_you_body: 'Dear Bill',
  };

  it('is the owner’s alone: another person cannot read, write or attach one to the owner’s interview', async () => {
    const interviewId = await addInterview(user);
    const { data: saved, error } = await user.client
      .from('interview_debriefs')
      .insert({ interview_id: interviewId, ...content })
      .select('id')
      .single();
    expect(error).toBeNull();
    const other = await signUpUser(backend, 'Other');
    expect((await other.client.from('interview_debriefs').select('id')).data).toEqual([]);
    expect((await other.client.from('interview_debriefs').update({ outcome: 'offer' }).eq('id', saved!.id).select('id')).data).toEqual([]);
    expect((await other.client.from('interview_debriefs').delete().eq('id', saved!.id).select('id')).data).toEqual([]);
    const otherInterview = await addInterview(other);
    const attached = await user.client.from('interview_debriefs').insert({ interview_id: otherInterview, ...content });
    expect(attached.error?.code).toBe('42501');
    const forged = await other.client.from('interview_debriefs').insert({ interview_id: interviewId, ...content });
    expect(forged.error?.code).toBe('42501');
  });

  it('keeps one debrief per interview, deleted with the interview', async () => {
    const interviewId = await addInterview(user);
    await user.client.from('interview_debriefs').insert({ interview_id: interviewId, ...content });
    const again = await user.client.from('interview_debriefs').insert({ interview_id: interviewId, ...content });
    expect(again.error?.code).toBe('23505');
    await user.client.from('interviews').delete().eq('id', interviewId);
    expect((await user.client.from('interview_debriefs').select('id')).data).toEqual([]);
  });

  it.each([
    ['an unknown outcome', { outcome: 'ghosted' }, 'interview_debriefs_outcome_check'],
    ['a question without its note', { questions: [{ question: 'Why?', suggested: '' }] }, 'interview_debriefs_questions_check'],
    ['an empty question', { questions: [{ question: ' ', suggested: '', note: '' }] }, 'interview_debriefs_questions_check'],
    [
      '31 questions',
      { questions: Array.from({ length: 31 }, (_, i) => ({ question: `Q${i}`, suggested: '', note: '' })) },
      'interview_debriefs_questions_check',
    ],
    ['six things that went well', { went_well: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'interview_debriefs_went_well_check'],
    ['a number to send', { to_send: [42] }, 'interview_debriefs_to_send_check'],
    ['a long thing to work on', { to_work_on: ['x'.repeat(501)] }, 'interview_debriefs_to_work_on_check'],
    ['a 5,001-character email', { thank_you_body: 'x'.repeat(5001) }, 'interview_debriefs_thank_you_body_length'],
    ['a language Offerpilot does not speak', { language: 'xx' }, 'language_code_check'],
  ])('refuses %s, saving nothing', async (_label, bad, constraint) => {
    const interviewId = await addInterview(user);
    const { error } = await user.client.from('interview_debriefs').insert({ interview_id: interviewId, ...content, ...bad });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
    expect((await user.client.from('interview_debriefs').select('id')).data).toEqual([]);
  });
});
