// Validation of the model's replies: good, malformed JSON, missing fields, wrong mark values, evidence rules.
import { describe, expect, it } from 'vitest';
import { AnalysisReplyError, parseAnalysisReply } from './analysis-schema';
import { SAMPLE_ANALYSIS_RESULT } from '@/testing/sample-analysis';

function replyError(reply: string): AnalysisReplyError {
  try {
    parseAnalysisReply(reply);
  } catch (error) {
    if (error instanceof AnalysisReplyError) return error;
    throw error;
  }
  throw new Error('expected the reply to be refused');
}

const withRequirement = (patch: Record<string, unknown>) =>
  JSON.stringify({ ...SAMPLE_ANALYSIS_RESULT, requirements: [{ ...SAMPLE_ANALYSIS_RESULT.requirements[0], ...patch }] });

describe('parseAnalysisReply', () => {
  it('accepts a good reply as is', () => {
    expect(parseAnalysisReply(JSON.stringify(SAMPLE_ANALYSIS_RESULT))).toEqual(SAMPLE_ANALYSIS_RESULT);
  });

  it('fills optional fields and keeps three talking points', () => {
    const result = parseAnalysisReply(
      JSON.stringify({
        ...SAMPLE_ANALYSIS_RESULT,
        requirements: [{ requirement: 'Go', mark: 'missing' }],
        talking_points: ['one', 'two', 'three', 'four'],
      }),
    );
    expect(result.requirements).toEqual([{ requirement: 'Go', mark: 'missing', importance: 'must_have', evidence: '', source: 'none' }]);
    expect(result.talking_points).toEqual(['one', 'two', 'three']);
  });

  it('refuses malformed JSON', () => {
    const error = replyError('{"requirements": [ this is not json');
    expect(error.reason).toBe('malformed');
    expect(error.message).toBe("The AI's answer could not be read. Try again.");
    expect(replyError('').reason).toBe('malformed');
  });

  it.each(['requirements', 'missing_keywords', 'talking_points', 'likely_questions'])('refuses a reply without %s', (field) => {
    const { [field as keyof typeof SAMPLE_ANALYSIS_RESULT]: _omitted, ...rest } = SAMPLE_ANALYSIS_RESULT;
    const error = replyError(JSON.stringify(rest));
    expect(error.reason).toBe('invalid');
    expect(error.detail).toContain(field);
  });

  it('refuses JSON that is not an object, and an empty requirement list', () => {
    expect(replyError('[]').reason).toBe('invalid');
    expect(replyError('"fine"').reason).toBe('invalid');
    expect(replyError(JSON.stringify({ ...SAMPLE_ANALYSIS_RESULT, requirements: [] })).reason).toBe('invalid');
  });

  it.each(['yes', 'Met', 'partly', 'partially_met', '', 1, null])('refuses the mark %j', (mark) => {
    expect(replyError(withRequirement({ mark })).detail).toContain('mark');
  });

  it('refuses a met or partly met requirement without quoted evidence', () => {
    expect(replyError(withRequirement({ mark: 'met', evidence: '  ' })).detail).toContain('evidence');
    expect(replyError(withRequirement({ mark: 'partly_met', evidence: undefined })).detail).toContain('evidence');
    expect(parseAnalysisReply(withRequirement({ mark: 'missing', evidence: '' })).requirements[0].mark).toBe('missing');
  });

  it('refuses fewer than three talking points or likely questions, and blank entries', () => {
    expect(replyError(JSON.stringify({ ...SAMPLE_ANALYSIS_RESULT, talking_points: ['one', 'two'] })).detail).toContain('talking_points');
    expect(replyError(JSON.stringify({ ...SAMPLE_ANALYSIS_RESULT, likely_questions: ['Why us?'] })).detail).toContain('likely_questions');
    expect(replyError(JSON.stringify({ ...SAMPLE_ANALYSIS_RESULT, missing_keywords: ['  '] })).detail).toContain('missing_keywords');
  });
});
