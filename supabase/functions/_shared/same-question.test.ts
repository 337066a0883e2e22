import { isSameQuestion } from './same-question.ts';

describe('isSameQuestion: is the draft kept?', () => {
  it('keeps a draft whose question differs only in punctuation, case or a trailing filler', () => {
    expect(isSameQuestion('tell me about yourself', 'Tell me about yourself?')).toBe(true);
    expect(isSameQuestion('Why this job', 'Why this job, um?')).toBe(true);
    expect(isSameQuestion('Pourquoi ce poste', 'Pourquoi ce poste, euh ?')).toBe(true);
  });

  it('restarts on any other word: a draft missing the last one answers another question', () => {
    expect(isSameQuestion('Tell me about', 'Tell me about yourself?')).toBe(false);
    expect(isSameQuestion('Tell me about your', 'Tell me about yourself?')).toBe(false);
    expect(isSameQuestion('Tell me about a conflict', 'Tell me about a conflict and how you resolved it')).toBe(false);
    expect(isSameQuestion('', 'Anything')).toBe(false);
  });
});
