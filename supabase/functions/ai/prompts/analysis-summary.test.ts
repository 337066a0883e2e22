// The Copilot's digest of an analysis: derived fit, strengths with evidence, gaps, keywords, talking points; short.
import { describe, expect, it } from 'vitest';
import { SAMPLE_ANALYSIS_RESULT } from '../../../../src/testing/sample-analysis.ts';
import { PROMPT_SUMMARY_MAX_CHARS, analysisPromptSummary } from './analysis-summary.ts';

describe('analysisPromptSummary', () => {
  it('states the derived fit, strengths with their evidence, gaps, keywords and the talking points', () => {
    const summary = analysisPromptSummary({ result: SAMPLE_ANALYSIS_RESULT });
    // must met (2) + must partly (1) + nice met (1) + must missing (0) over weights 7 → 57 %
    expect(summary).toContain('Good fit (57%): 2 requirements met, 1 partly met, 1 missing.');
    expect(summary).toContain('Mentoring junior engineers ("Mentored three junior developers through their first year")');
    expect(summary).toMatch(
      /Gaps to handle honestly: Experience with PostgreSQL and row-level security \(partly met\); Kubernetes in production \(missing\)\./,
    );
    expect(summary).toContain('Keywords the resume lacks: Kubernetes, Row-level security, CI/CD.');
    expect(summary).toContain('1) The design system at Acme');
    expect(summary).toContain('3) Mentoring');
    expect(summary).not.toContain('Walk me through');
  });

  it('stays short however long the analysis is', () => {
    const long = 'x'.repeat(500);
    const result = {
      ...SAMPLE_ANALYSIS_RESULT,
      requirements: Array.from({ length: 25 }, (_, i) => ({
        requirement: `${i} ${long}`,
        importance: 'must_have' as const,
        mark: 'met' as const,
        evidence: long,
        source: 'resume' as const,
      })),
      missing_keywords: Array.from({ length: 30 }, (_, i) => `keyword ${i}`),
    };
    const summary = analysisPromptSummary({ result });
    expect(summary.length).toBeLessThanOrEqual(PROMPT_SUMMARY_MAX_CHARS);
    expect(summary.startsWith('Fit analysis of this application: Strong fit (100%)')).toBe(true);
  });

  it('leaves out empty sections', () => {
    const summary = analysisPromptSummary({
      result: {
        ...SAMPLE_ANALYSIS_RESULT,
        missing_keywords: [],
        requirements: [{ requirement: 'Go', importance: 'must_have', mark: 'missing', evidence: '', source: 'none' }],
      },
    });
    expect(summary).not.toContain('Strengths');
    expect(summary).not.toContain('Keywords');
    expect(summary).toContain('Weak fit (0%)');
  });
});
