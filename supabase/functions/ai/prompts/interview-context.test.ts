import {
  DEMO_ROLE,
  interviewContextSections,
  languageName,
  PROMPT_LIMITS,
  truncate,
  TRUNCATION_MARK,
  type InterviewContext,
  type PromptExperience,
} from './interview-context.ts';
import { describe, expect, it } from 'vitest';

const experience: PromptExperience = {
  company: 'Globex',
  job_title: 'Data Analyst',
  start_date: '2021-03-01',
  end_date: null,
  current_job: true,
  missions: 'Built the churn dashboard used by 40 account managers.',
};

const base: InterviewContext = {
  mode: 'application',
  application: { company_name: 'Initech', job_title: 'Product Owner', job_offer_content: 'You will own the billing roadmap.' },
  experiences: [experience],
};

const text = (context: InterviewContext) => interviewContextSections(context).join('\n\n');

describe('interviewContextSections', () => {
  it('describes the application, its job offer and the experiences', () => {
    const context = text(base);
    expect(context).toContain('Role applied for: Product Owner at Initech.');
    expect(context).toContain('You will own the billing roadmap.');
    expect(context).toContain('Data Analyst at Globex (2021-03-01 to present)');
    expect(context).toContain('Built the churn dashboard');
  });

  it('adds the interview name, interviewers and notes, with its application', () => {
    const context = text({
      ...base,
      mode: 'interview',
      interview: { name: 'Technical round', interviewer_names: 'Hugo Martin, Ada Li', additional_info: 'Focus on SQL and A/B testing.' },
    });
    expect(context).toContain('Interview: Technical round.');
    expect(context).toContain('Interviewer(s): Hugo Martin, Ada Li.');
    expect(context).toContain('Focus on SQL and A/B testing.');
    expect(context).toContain('Product Owner at Initech');
  });

  it('includes the saved fit analysis for a real role, and never in demo mode', () => {
    const fitAnalysis = 'Overall: Good fit (62%). Gaps: Kubernetes.';
    expect(text({ ...base, fitAnalysis })).toContain('Fit analysis of the candidate for this role');
    expect(text({ ...base, fitAnalysis })).toContain('Gaps: Kubernetes.');
    expect(text({ ...base, mode: 'demo', fitAnalysis })).not.toContain('Fit analysis');
    expect(text({ ...base, fitAnalysis: 'x'.repeat(PROMPT_LIMITS.fitAnalysisChars + 500) }).length).toBeLessThan(PROMPT_LIMITS.fitAnalysisChars + 1000);
  });

  it('does not mention an interview for an application session', () => {
    expect(text({ ...base, interview: { name: 'Ignored', interviewer_names: null, additional_info: null } })).not.toContain('Ignored');
  });

  it('uses a sample role in demo mode', () => {
    const context = text({ ...base, mode: 'demo', application: null });
    expect(context).toContain('demo session');
    expect(context).toContain(`${DEMO_ROLE.job_title} at ${DEMO_ROLE.company_name}`);
    expect(context).not.toContain('Initech');
  });

  it('truncates a long job offer, long missions and too many experiences, and says so', () => {
    const longOffer = 'word '.repeat(5000);
    const many = Array.from({ length: 20 }, (_, i) => ({ ...experience, company: `Company ${i}`, missions: 'x'.repeat(5000) }));
    const context = text({ ...base, application: { ...base.application!, job_offer_content: longOffer }, experiences: many });
    expect(context).toContain(TRUNCATION_MARK);
    expect(context).not.toContain(longOffer.trim());
    expect(context).toContain('Company 0');
    expect(context).not.toContain('Company 19');
    expect(context).toMatch(/older experiences? not listed/);
    expect(context.length).toBeLessThan(PROMPT_LIMITS.jobOfferChars + PROMPT_LIMITS.experiencesChars + 3000);
  });

  it('stays small even with everything at its maximum', () => {
    const huge = 'y'.repeat(60_000);
    const context = text({
      mode: 'interview',
      application: { company_name: 'A', job_title: 'B', job_offer_content: huge },
      interview: { name: 'C', interviewer_names: huge, additional_info: huge },
      experiences: Array.from({ length: 50 }, () => ({ ...experience, missions: huge })),
    });
    expect(context.length).toBeLessThan(20_000);
  });
});

describe('truncate and languageName', () => {
  it('cuts on a word boundary and marks the cut', () => {
    expect(truncate('short', 10)).toBe('short');
    const cut = truncate('alpha beta gamma delta epsilon zeta eta theta', 30);
    expect(cut.endsWith(TRUNCATION_MARK)).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(30);
  });

  it('names a language in English and natively', () => {
    expect(languageName('en')).toBe('English');
    expect(languageName('fr')).toBe('French (français)');
    expect(languageName('ja')).toBe('Japanese (日本語)');
  });
});

describe('the standing rules section (issue #39)', () => {
  it('lists each rule as written, a length one also in words, in a demo session too', () => {
    const rules = ['never say I managed people', 'answer in under 45 seconds', 'I am not willing to relocate'];
    for (const context of [text({ ...base, standingRules: rules }), text({ mode: 'demo', standingRules: rules })]) {
      expect(context).toContain("The candidate's standing rules");
      expect(context).toContain('- never say I managed people\n- answer in under 45 seconds (at most 112 words)\n- I am not willing to relocate');
    }
  });

  it('has no section without rules', () => {
    expect(text({ ...base, standingRules: [' '] })).not.toContain('standing rules');
    expect(text(base)).not.toContain('standing rules');
  });
});
