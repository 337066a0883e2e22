import { describe, expect, it } from 'vitest';
import { buildCopilotSystemPrompt } from './copilot.ts';
import { buildEvidence, evidenceLines, evidenceSection, type EvidenceRecord } from './evidence.ts';

const record: EvidenceRecord = {
  experiences: [
    {
      id: 'e1',
      company: 'Globex',
      job_title: 'Data Analyst',
      start_date: '2021-03-01',
      end_date: null,
      current_job: true,
      missions: '- Built the churn dashboard used by 40 account managers.\n\n- Moved reporting to dbt',
    },
  ],
  application: {
    id: 'a1',
    company_name: 'Initech',
    job_title: 'Product Owner',
    job_offer_content: 'You will own the billing roadmap.',
    resume_text: 'Jane Doe\nMSc Statistics, Université de Lyon',
  },
  interview: { id: 'i1', name: 'Panel', interviewer_names: 'Sam', additional_info: 'Ask about the SQL test' },
  note: { session: 'int_x', content: 'Mention the Kaggle medal' },
  facts: 'Saved 120k€ a year\nSpeak Spanish',
};

describe('buildEvidence', () => {
  it('numbers each line of the record with a stable id, in the prompt’s order', () => {
    expect(buildEvidence(record).map(({ ref, id, kind, text }) => [ref, id, kind, text])).toEqual([
      ['E1', 'experience:e1#0', 'experience', 'Data Analyst at Globex, 2021-03-01 to present'],
      ['E2', 'experience:e1#1', 'experience', 'Built the churn dashboard used by 40 account managers.'],
      ['E3', 'experience:e1#2', 'experience', 'Moved reporting to dbt'],
      ['E4', 'resume:a1#1', 'resume', 'Jane Doe'],
      ['E5', 'resume:a1#2', 'resume', 'MSc Statistics, Université de Lyon'],
      ['E6', 'application:a1#0', 'application', 'Product Owner at Initech'],
      ['E7', 'application:a1#1', 'application', 'You will own the billing roadmap.'],
      ['E8', 'interview:i1#1', 'interview', 'Ask about the SQL test'],
      ['E9', 'note:int_x#1', 'note', 'Mention the Kaggle medal'],
      ['E10', 'fact:1', 'fact', 'Saved 120k€ a year'],
      ['E11', 'fact:2', 'fact', 'Speak Spanish'],
    ]);
  });

  it('cuts a long line at its sentences', () => {
    const long = `${'a'.repeat(200)}. ${'b'.repeat(200)}.`;
    expect(evidenceLines(long)).toEqual([`${'a'.repeat(200)}.`, `${'b'.repeat(200)}.`]);
  });
});

describe('the Copilot prompt with evidence', () => {
  it('carries each line once, after its ref, in place of the experience and the job offer, with the rule to cite', () => {
    const evidence = evidenceSection(buildEvidence(record));
    const system = buildCopilotSystemPrompt({
      mode: 'interview',
      application: record.application,
      interview: record.interview,
      experiences: record.experiences,
      evidence,
      responseLength: 'short',
      responseLanguage: 'en',
    });
    expect(system).toContain('put the ref of the line it comes from');
    expect(system).toContain('Experience: Globex — Data Analyst:\n[E1] Data Analyst at Globex, 2021-03-01 to present\n[E2] Built the churn dashboard');
    expect(system).toContain('Facts about the candidate:\n[E10] Saved 120k€ a year');
    for (const line of ['You will own the billing roadmap.', 'Built the churn dashboard', 'Ask about the SQL test']) {
      expect(system.split(line)).toHaveLength(2);
    }
    expect(system).not.toContain("The candidate's experience:");
  });
});
