import { describe, expect, it } from 'vitest';
import { DEMO_ROLE, PROMPT_LIMITS, type PromptExperience } from './interview-context.ts';
import { buildCopilotPrompt, buildCopilotSystemPrompt, LENGTH_GUIDANCE, type CopilotPromptInput } from './copilot.ts';

const experience: PromptExperience = {
  company: 'Globex',
  job_title: 'Data Analyst',
  start_date: '2021-03-01',
  end_date: null,
  current_job: true,
  missions: 'Built the churn dashboard used by 40 account managers.',
};

const base: CopilotPromptInput = {
  mode: 'application',
  application: { company_name: 'Initech', job_title: 'Product Owner', job_offer_content: 'You will own the billing roadmap.' },
  experiences: [experience],
  responseLength: 'balanced',
  responseLanguage: 'en',
  question: 'Why do you want this job?',
};

describe('buildCopilotPrompt', () => {
  it('sends a system message built from the application and the experiences, and the question as the user message', () => {
    const [system, user] = buildCopilotPrompt(base);
    expect(system.role).toBe('system');
    expect(system.content).toContain('Product Owner at Initech');
    expect(system.content).toContain('You will own the billing roadmap.');
    expect(system.content).toContain('Data Analyst at Globex (2021-03-01 to present)');
    expect(system.content).toContain('Built the churn dashboard');
    expect(user).toEqual({ role: 'user', content: 'Why do you want this job?' });
  });

  it('answers in the response language, named in English and natively', () => {
    const system = buildCopilotSystemPrompt({ ...base, responseLanguage: 'fr' });
    expect(system).toContain('Always answer in French (français)');
    expect(buildCopilotSystemPrompt({ ...base, responseLanguage: 'ja' })).toContain('Japanese (日本語)');
    expect(buildCopilotSystemPrompt(base)).toContain('Always answer in English');
  });

  it('gives the length guidance of the chosen response length', () => {
    expect(buildCopilotSystemPrompt({ ...base, responseLength: 'short' })).toContain(LENGTH_GUIDANCE.short);
    expect(buildCopilotSystemPrompt({ ...base, responseLength: 'comprehensive' })).toContain(LENGTH_GUIDANCE.comprehensive);
    expect(buildCopilotSystemPrompt(base)).not.toContain(LENGTH_GUIDANCE.short);
  });

  it('puts the shared interview context (here the demo role) in the system message', () => {
    const system = buildCopilotSystemPrompt({ ...base, mode: 'demo', application: null });
    expect(system).toContain('demo session');
    expect(system).toContain(`${DEMO_ROLE.job_title} at ${DEMO_ROLE.company_name}`);
    expect(system).not.toContain('Initech');
  });

  it('keeps the end of a very long transcript (the question is what was said last)', () => {
    const question = `${'blah '.repeat(4000)}So, what is your biggest weakness?`;
    const [, user] = buildCopilotPrompt({ ...base, question });
    expect(user.content.length).toBeLessThanOrEqual(PROMPT_LIMITS.questionChars);
    expect(user.content.endsWith('what is your biggest weakness?')).toBe(true);
  });

  it('stays within the AI gateway limits even with everything at its maximum', () => {
    const huge = 'y'.repeat(60_000);
    const messages = buildCopilotPrompt({
      mode: 'interview',
      application: { company_name: 'A', job_title: 'B', job_offer_content: huge },
      interview: { name: 'C', interviewer_names: huge, additional_info: huge },
      experiences: Array.from({ length: 50 }, () => ({ ...experience, missions: huge })),
      responseLength: 'comprehensive',
      responseLanguage: 'de',
      question: huge,
    });
    for (const message of messages) expect(message.content.length).toBeLessThan(32_000);
    expect(messages.reduce((sum, m) => sum + m.content.length, 0)).toBeLessThan(120_000);
  });
});
