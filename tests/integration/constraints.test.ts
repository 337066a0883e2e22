// Every invalid value the forms refuse (docs/product.md#validation) is refused by the database too, with an error the SPA can show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, startBackend, type LocalSupabase, type TestUser } from './backend.ts';

let backend: LocalSupabase;
let user: TestUser;
let applicationId: string;

beforeAll(async () => {
  backend = await startBackend();
  user = await signUpUser(backend, 'Casey');
  const { data, error } = await user.client.from('applications').insert({ company_name: 'Acme', job_title: 'Engineer' }).select().single();
  if (error) throw error;
  applicationId = data.id;
});
afterAll(async () => backend?.stop());

const validApplication = { company_name: 'Acme', job_title: 'Engineer' };
const validExperience = { company: 'Acme', job_title: 'Engineer', start_date: '2020-01-01', end_date: '2021-01-01', current_job: false };
const validInterview = () => ({ application_id: applicationId, name: 'Screen', interviewer_names: 'Sam', date: '2030-01-01T10:00:00Z' });

describe('applications', () => {
  it('defaults: status Saved, date today, expected interviews unset', async () => {
    const { data, error } = await user.client.from('applications').insert(validApplication).select().single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'Saved', application_date: new Date().toISOString().slice(0, 10), expected_interviews: null, user_id: user.id });
  });

  it.each([
    ['missing company', { job_title: 'Engineer' }, '23502'],
    ['blank company', { ...validApplication, company_name: '   ' }, '23514'],
    ['missing job title', { company_name: 'Acme' }, '23502'],
    ['status outside the list', { ...validApplication, status: 'Hired' }, '23514'],
    ['job link that is not a URL', { ...validApplication, job_link: 'not a url' }, '23514'],
    ['job link with a javascript: scheme', { ...validApplication, job_link: 'javascript:alert(1)' }, '23514'],
    ['expected interviews 0', { ...validApplication, expected_interviews: 0 }, '23514'],
    ['expected interviews as text', { ...validApplication, expected_interviews: 'three' }, '22P02'],
    ['application date that is not a date', { ...validApplication, application_date: 'not-a-date' }, '22007'],
    ['resume that is not a PDF path', { ...validApplication, resume_file: 'USER/cv.docx' }, '23514'],
    ['oversized job offer text', { ...validApplication, job_offer_content: 'x'.repeat(50_001) }, '23514'],
    ['oversized company', { ...validApplication, company_name: 'x'.repeat(201) }, '23514'],
  ])('refuses %s', async (_label, row: Record<string, unknown>, code) => {
    const withUser = typeof row.resume_file === 'string' ? { ...row, resume_file: row.resume_file.replace('USER', user.id) } : row;
    const { error } = await user.client.from('applications').insert(withUser);
    expect(error?.code).toBe(code);
    expect(error?.message).toBeTruthy();
  });

  it('a refused update changes nothing', async () => {
    const { error } = await user.client.from('applications').update({ status: 'Unknown' }).eq('id', applicationId);
    expect(error?.code).toBe('23514');
    const { data } = await user.client.from('applications').select('status').eq('id', applicationId).single();
    expect(data?.status).toBe('Saved');
  });
});

describe('interviews', () => {
  it('duration defaults to 30', async () => {
    const { data, error } = await user.client.from('interviews').insert(validInterview()).select().single();
    expect(error).toBeNull();
    expect(data?.duration).toBe(30);
  });
  it.each([
    ['missing name', { name: undefined }, '23502'],
    ['missing interviewer names', { interviewer_names: undefined }, '23502'],
    ['missing date', { date: undefined }, '23502'],
    ['duration 0', { duration: 0 }, '23514'],
    ['fractional duration', { duration: 1.5 }, '22P02'],
    ['unknown application', { application_id: '00000000-0000-4000-8000-000000000000' }, '42501'],
  ])('refuses %s', async (_label, change, code) => {
    const row = Object.fromEntries(Object.entries({ ...validInterview(), ...change }).filter(([, v]) => v !== undefined));
    const { error } = await user.client.from('interviews').insert(row);
    expect(error?.code).toBe(code);
  });
});

describe('experiences', () => {
  it('accepts a current job without an end date', async () => {
    const { error } = await user.client.from('experiences').insert({ company: 'Acme', job_title: 'Engineer', start_date: '2022-01-01', current_job: true });
    expect(error).toBeNull();
  });
  it.each([
    ['missing company', { company: undefined }, '23502'],
    ['missing job title', { job_title: undefined }, '23502'],
    ['missing start date', { start_date: undefined }, '23502'],
    ['missing end date for a past job', { end_date: undefined }, '23514'],
    ['an end date on a current job', { current_job: true }, '23514'],
    ['end date before start date', { start_date: '2021-06-01', end_date: '2021-01-01' }, '23514'],
  ])('refuses %s', async (_label, change, code) => {
    const row = Object.fromEntries(Object.entries({ ...validExperience, ...change }).filter(([, v]) => v !== undefined));
    const { error } = await user.client.from('experiences').insert(row);
    expect(error?.code).toBe(code);
  });
});

describe('profiles, messages and notes', () => {
  it.each([
    ['a response length outside the list', 'user_profiles', 'update', { ai_response_length: 'verbose' }],
    ['an unknown interview language', 'user_profiles', 'update', { interview_language: 'xx' }],
    ['a photo URL that is not http(s)', 'user_profiles', 'update', { photo_url: 'javascript:alert(1)' }],
    ['a malformed copilot session id', 'chat_messages', 'insert', { session_id: 'app_not-an-id', role: 'user', content: 'Hi' }],
    ['a system role message', 'chat_messages', 'insert', { session_id: 'demo', role: 'system', content: 'Hi' }],
    ['an empty message', 'chat_messages', 'insert', { session_id: 'demo', role: 'user', content: '' }],
    [
      'a screenshot thumbnail that is not a JPEG data URL',
      'chat_messages',
      'insert',
      { session_id: 'demo', role: 'user', content: 'Hi', screenshot_thumbnail: 'https://example.com/a.png' },
    ],
    [
      'a screenshot thumbnail over 60 KB',
      'chat_messages',
      'insert',
      { session_id: 'demo', role: 'user', content: 'Hi', screenshot_thumbnail: `data:image/jpeg;base64,${'A'.repeat(60_000)}` },
    ],
    [
      'a screenshot thumbnail on an answer',
      'chat_messages',
      'insert',
      { session_id: 'demo', role: 'assistant', content: 'Hi', screenshot_thumbnail: 'data:image/jpeg;base64,/9j/AA==' },
    ],
    ['an oversized note', 'user_notes', 'insert', { session_id: 'demo', content: 'x'.repeat(50_001) }],
  ])('refuses %s', async (_label, table, operation, row: Record<string, unknown>) => {
    const query = user.client.from(table);
    const { error } = operation === 'insert' ? await query.insert(row) : await query.update(row).eq('id', user.id);
    expect(error?.code).toBe('23514');
  });
});
