import { describe, expect, it } from 'vitest';
import { cleanQuestion } from './coach-prompts';

describe('cleanQuestion', () => {
  it('cleans a question for display and speech', () => {
    expect(cleanQuestion('1. "Why do you want this job?"\n\nMore text')).toBe('Why do you want this job?');
    expect(cleanQuestion('Question 3: What motivates you?')).toBe('What motivates you?');
    expect(cleanQuestion('**Question:** Why *this* role?')).toBe('Why this role?');
    expect(cleanQuestion('  \n')).toBe('');
  });
});
