// A realistic, valid Analyzer reply: the fixture of unit, component and end-to-end tests (the fake upstream's jsonAnswer).
// Self-contained (no imports) so the Playwright specs can load it; analysis-schema.test.ts checks it is a valid AnalysisResult.

interface SampleAnalysisResult {
  requirements: Array<{
    requirement: string;
    importance: 'must_have' | 'nice_to_have';
    mark: 'met' | 'partly_met' | 'missing';
    evidence: string;
    source: 'resume' | 'experience' | 'none';
  }>;
  missing_keywords: string[];
  talking_points: string[];
  likely_questions: string[];
}

export const SAMPLE_ANALYSIS_RESULT: SampleAnalysisResult = {
  requirements: [
    {
      requirement: '5+ years building web apps with TypeScript and React',
      importance: 'must_have',
      mark: 'met',
      evidence: 'Senior Frontend Engineer, Acme (2019–now): built the React + TypeScript design system used by 40 engineers',
      source: 'resume',
    },
    {
      requirement: 'Experience with PostgreSQL and row-level security',
      importance: 'must_have',
      mark: 'partly_met',
      evidence: 'Wrote SQL reports on Postgres for the billing team',
      source: 'experience',
    },
    {
      requirement: 'Mentoring junior engineers',
      importance: 'nice_to_have',
      mark: 'met',
      evidence: 'Mentored three junior developers through their first year',
      source: 'resume',
    },
    {
      requirement: 'Kubernetes in production',
      importance: 'must_have',
      mark: 'missing',
      evidence: '',
      source: 'none',
    },
  ],
  missing_keywords: ['Kubernetes', 'Row-level security', 'CI/CD'],
  talking_points: [
    'The design system at Acme: adoption by 40 engineers and how you measured it.',
    'How your Postgres reporting work maps to their data-heavy product.',
    'Mentoring: one junior you helped grow, and what changed for the team.',
  ],
  likely_questions: [
    'Walk me through the architecture of the design system you built.',
    'How would you secure multi-tenant data in PostgreSQL?',
    'Have you deployed services on Kubernetes? How would you get up to speed?',
    'Tell me about a time you mentored someone through a hard problem.',
  ],
};
