// The Analyzer's prompt: JSON only, the three inputs, budgets that keep it inside the gateway's limits.
import { describe, expect, it } from 'vitest';
import { ANALYSIS_SYSTEM_PROMPT, INPUT_LIMITS, buildAnalysisMessages } from './analyzer.ts';
import type { PromptExperience } from './interview-context.ts';

type Experience = PromptExperience & { id: string; user_id: string; created_at: string; updated_at: string };

const experience = (overrides: Partial<Experience>): Experience => ({
  id: 'e1',
  user_id: 'u1',
  company: 'Acme',
  job_title: 'Engineer',
  start_date: '2019-03-01',
  end_date: null,
  current_job: true,
  missions: null,
  created_at: '',
  updated_at: '',
  ...overrides,
});

describe('buildAnalysisMessages', () => {
  it('asks for JSON only, with the marks and evidence, and no invented score', () => {
    expect(ANALYSIS_SYSTEM_PROMPT).toMatch(/JSON only/);
    for (const key of ['"requirements"', '"missing_keywords"', '"talking_points"', '"likely_questions"', '"met"', '"partly_met"', '"missing"', '"evidence"']) {
      expect(ANALYSIS_SYSTEM_PROMPT).toContain(key);
    }
    expect(ANALYSIS_SYSTEM_PROMPT).toMatch(/Do not give an overall score/);
  });

  it('puts the job offer, the resume text and the experiences in the user message', () => {
    const [system, user] = buildAnalysisMessages({
      application: { company_name: 'Initech', job_title: 'PO', job_offer_content: 'Own the billing roadmap.' },
      resumeText: 'Ada Lovelace\nProduct Owner at Acme',
      experiences: [
        experience({ missions: 'Ran discovery\nShipped invoicing' }),
        experience({ company: 'Old Co', job_title: 'Analyst', start_date: '2015-01-01', end_date: '2018-12-31', current_job: false }),
      ],
    });
    expect(system.role).toBe('system');
    expect(user.role).toBe('user');
    expect(user.content).toContain('JOB OFFER: PO at Initech\nOwn the billing roadmap.');
    expect(user.content).toContain('RESUME (text of the PDF):\nAda Lovelace\nProduct Owner at Acme');
    expect(user.content).toContain('- Engineer at Acme (2019-03 – now)\n  Ran discovery\n  Shipped invoicing');
    expect(user.content).toContain('- Analyst at Old Co (2015-01 – 2018-12)');
  });

  it('says when no experiences are listed, and cuts long inputs to stay under the gateway limit', () => {
    const [, user] = buildAnalysisMessages({
      application: { company_name: 'Initech', job_title: 'PO', job_offer_content: 'j'.repeat(60_000) },
      resumeText: 'r'.repeat(60_000),
      experiences: [],
    });
    expect(user.content).toContain('(none listed)');
    expect(user.content).toContain('[…cut]');
    expect(user.content.length).toBeLessThan(INPUT_LIMITS.jobOffer + INPUT_LIMITS.resume + INPUT_LIMITS.experiences + 500);
    expect(user.content.length).toBeLessThan(32_000);
  });
});
