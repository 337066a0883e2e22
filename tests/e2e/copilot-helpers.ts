// Helpers for the copilot specs: Chromium's fake microphone and the hearing clips, the fake OpenAI upstream's control API,
// spending free questions with the service role, and seeding an application with an interview.
import { expect, type Fixtures, type LaunchOptions, type Page } from '@playwright/test';
import config from '../../playwright.config.ts';
import type { E2eEnv } from './e2e-env.ts';
import { selectSession, type TestUser } from './fixtures.ts';
import { insertAs } from './tracker-helpers.ts';

const baseLaunch = config.use?.launchOptions ?? {};

/** The folder of the hearing clips (tests/fakes/hearing-clips.ts), made by the e2e global setup. */
export function hearingDir(): string {
  const dir = process.env.E2E_HEARING_DIR;
  if (!dir) throw new Error('E2E_HEARING_DIR is not set: the e2e global setup makes the hearing clips');
  return dir;
}

/** Launch options that play the spoken question (then 4 s of silence, looping) as the microphone. */
function fakeMicrophoneLaunchOptions() {
  const wav = process.env.E2E_QUESTION_WAV;
  if (!wav) throw new Error('E2E_QUESTION_WAV is not set: the e2e global setup makes it');
  return {
    ...baseLaunch,
    args: [...(baseLaunch.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wav}`],
  };
}

/**
 * `test.use(fakeMicrophone)`: the spoken question as the microphone. The clip's path is read when a worker starts (the
 * global setup has made it by then), not when the spec is loaded, so `playwright test --list` needs no setup.
 */
export const fakeMicrophone = {
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  launchOptions: [async ({}, use: (options: LaunchOptions) => Promise<void>) => use(fakeMicrophoneLaunchOptions()), { scope: 'worker' }],
} satisfies Fixtures<object, { launchOptions: LaunchOptions }>;

/** The fake realtime upstream's control URL (`POST /__fake/scripts`, tests/fakes/realtime-scripts.ts). */
export const fakeRealtimeControl = (e2e: E2eEnv) => e2e.fakeRealtimeUrl.replace(/^ws/, 'http').replace(/\/v1\/realtime$/, '');

export interface FakeRequest {
  path: string;
  model?: string;
  /** The default models are reasoning models: their length cap is max_completion_tokens (maxTokens stays unset). */
  maxCompletionTokens?: number;
  stream?: boolean;
  messages?: Array<{ role: string; content: string }>;
  language?: string;
  audioMagic?: string;
  /** Speech requests: the voice the gateway asked for. */
  voice?: string;
}

export const fakeUpstream = {
  async options(
    e2e: E2eEnv,
    options: { transcript?: string; latency?: { transcriptionMs?: number; firstTokenMs?: number; tokenIntervalMs?: number }; answerPrefix?: string },
  ) {
    const response = await fetch(`${e2e.fakeOpenAiUrl}/__fake/options`, { method: 'POST', body: JSON.stringify(options) });
    expect(response.ok).toBe(true);
  },
  async failures(e2e: E2eEnv, failures: Array<{ match?: string; status?: number; hang?: boolean; stallAfterTokens?: number; tokenIntervalMs?: number }>) {
    const response = await fetch(`${e2e.fakeOpenAiUrl}/__fake/failures`, { method: 'POST', body: JSON.stringify(failures) });
    expect(response.ok).toBe(true);
  },
  async requests(e2e: E2eEnv): Promise<FakeRequest[]> {
    const response = await fetch(`${e2e.fakeOpenAiUrl}/__fake/requests`);
    return (await response.json()) as FakeRequest[];
  },
};

/** Chat requests whose question (last user message) contains `text`: other specs share the fake upstream. */
export async function chatRequestsAbout(e2e: E2eEnv, text: string): Promise<FakeRequest[]> {
  return (await fakeUpstream.requests(e2e)).filter(
    (request) => request.path === '/chat/completions' && request.messages?.some((m) => m.role === 'user' && m.content.includes(text)),
  );
}

/** Spends `count` of the user's free questions this month, the way the AI gateway does (service role). */
export async function spendFreeQuestions(e2e: E2eEnv, user: TestUser, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${e2e.backendUrl}/rest/v1/rpc/consume_ai_question`, {
      method: 'POST',
      headers: { apikey: e2e.serviceRoleKey, authorization: `Bearer ${e2e.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ p_user_id: user.id, p_kind: 'copilot' }),
    });
    expect(response.ok, await response.text()).toBe(true);
  }
}

export interface SeededApplication {
  applicationId: string;
  interviewId: string;
}

export async function seedApplicationWithInterview(e2e: E2eEnv, user: TestUser): Promise<SeededApplication> {
  const [application] = await insertAs<{ id: string }>(e2e, user, 'applications', [
    {
      company_name: 'Initech',
      job_title: 'Product Owner',
      application_date: '2026-11-02',
      status: 'In progress',
      job_offer_content: 'Initech needs a Product Owner for its billing platform (TPS reports included).',
    },
  ]);
  const [interview] = await insertAs<{ id: string }>(e2e, user, 'interviews', [
    {
      application_id: application.id,
      name: 'Hiring manager',
      interviewer_names: 'Bill Lumbergh',
      date: '2026-12-01T09:00:00Z',
      duration: 45,
      additional_info: 'Ask about the TPS cover sheets.',
    },
  ]);
  await insertAs(e2e, user, 'experiences', [
    { company: 'Globex', job_title: 'Business Analyst', start_date: '2021-01-01', current_job: true, missions: 'Ran the invoicing migration.' },
  ]);
  return { applicationId: application.id, interviewId: interview.id };
}

/** Picks a session and starts it; resolves once connected (the timer shows). */
export async function startCopilotSession(page: Page, optionLabel: string): Promise<void> {
  await selectSession(page, optionLabel);
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByRole('timer', { name: 'Session time' })).toBeVisible();
}
