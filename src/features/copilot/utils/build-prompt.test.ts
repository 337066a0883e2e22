import { buildCopilotPrompt, buildCopilotSystemPrompt, DEMO_ROLE, LENGTH_GUIDANCE, PROMPT_LIMITS, TRUNCATION_MARK, type CopilotPromptInput, type PromptExperience } from './build-prompt';

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

  it('adds the interview name, interviewers and notes, with its application', () => {
    const system = buildCopilotSystemPrompt({
      ...base,
      mode: 'interview',
      interview: { name: 'Technical round', interviewer_names: 'Hugo Martin, Ada Li', additional_info: 'Focus on SQL and A/B testing.' },
    });
    expect(system).toContain('Interview: Technical round.');
    expect(system).toContain('Interviewer(s): Hugo Martin, Ada Li.');
    expect(system).toContain('Focus on SQL and A/B testing.');
    expect(system).toContain('Product Owner at Initech');
  });

  it('does not mention an interview for an application session', () => {
    expect(buildCopilotSystemPrompt({ ...base, interview: { name: 'Ignored', interviewer_names: null, additional_info: null } })).not.toContain('Ignored');
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

  it('uses a sample role in demo mode', () => {
    const system = buildCopilotSystemPrompt({ ...base, mode: 'demo', application: null });
    expect(system).toContain('demo session');
    expect(system).toContain(`${DEMO_ROLE.job_title} at ${DEMO_ROLE.company_name}`);
    expect(system).not.toContain('Initech');
  });

  it('truncates a long job offer, long missions and too many experiences, and says so', () => {
    const longOffer = 'word '.repeat(5000);
    const many = Array.from({ length: 20 }, (_, i) => ({ ...experience, company: `Company ${i}`, missions: 'x'.repeat(5000) }));
    const system = buildCopilotSystemPrompt({ ...base, application: { ...base.application!, job_offer_content: longOffer }, experiences: many });
    expect(system).toContain(TRUNCATION_MARK);
    expect(system).not.toContain(longOffer.trim());
    expect(system).toContain('Company 0');
    expect(system).not.toContain('Company 19');
    expect(system).toMatch(/older experiences? not listed/);
    expect(system.length).toBeLessThan(PROMPT_LIMITS.jobOfferChars + PROMPT_LIMITS.experiencesChars + 3000);
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
