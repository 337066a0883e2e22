import { mechanicalRule, spokenWordCount, standingRuleBreaches } from './standing-rules.ts';

describe('mechanicalRule: what a machine can check of a standing rule', () => {
  it('reads a banned phrase, in English and French, without its quotes and full stop', () => {
    expect(mechanicalRule('never say I managed people')).toEqual({ kind: 'banned-phrase', phrase: 'I managed people' });
    expect(mechanicalRule('Don’t say "synergy".')).toEqual({ kind: 'banned-phrase', phrase: 'synergy' });
    expect(mechanicalRule('Ne jamais dire « j’ai managé »')).toEqual({ kind: 'banned-phrase', phrase: 'j’ai managé' });
  });

  it('reads a length in seconds, minutes or words, at 150 words a minute', () => {
    expect(mechanicalRule('answer in under 45 seconds')).toEqual({ kind: 'max-words', words: 112 });
    expect(mechanicalRule('Keep it to at most 1 minute')).toEqual({ kind: 'max-words', words: 150 });
    expect(mechanicalRule('no more than 80 words')).toEqual({ kind: 'max-words', words: 80 });
    expect(mechanicalRule('Répondre en moins de 30 secondes')).toEqual({ kind: 'max-words', words: 75 });
    expect(mechanicalRule('au plus 50 mots')).toEqual({ kind: 'max-words', words: 50 });
  });

  it('leaves a rule only the model can follow to the model', () => {
    expect(mechanicalRule("salary: don't name a number first")).toBeNull();
    expect(mechanicalRule('I am not willing to relocate')).toBeNull();
    expect(mechanicalRule('answer in under 0 seconds')).toBeNull();
  });
});

describe('standingRuleBreaches: the rules a finished answer breaks', () => {
  const rules = ['never say I managed people', 'answer in under 10 seconds', 'I am not willing to relocate'];

  it('flags a banned phrase whatever its case, accents, apostrophes or Markdown', () => {
    expect(standingRuleBreaches(rules, 'In 2021 **I managed people** across two teams.')).toEqual([
      { rule: 'never say I managed people', check: { kind: 'banned-phrase', phrase: 'I managed people' } },
    ]);
    expect(standingRuleBreaches(['ne jamais dire j’ai managé'], "Chez Acme, J'AI MANAGÉ l'équipe.")).toHaveLength(1);
  });

  it('does not flag the phrase inside a longer word, nor an answer without it', () => {
    expect(standingRuleBreaches(['never say boss'], 'I worked with my bossy colleague.')).toEqual([]);
    expect(standingRuleBreaches(rules, 'I led a project of four people.')).toEqual([]);
  });

  it('flags an answer longer than a length rule allows, with its word count', () => {
    const long = Array.from({ length: 26 }, (_, index) => `word${index}`).join(' ');
    expect(standingRuleBreaches(rules, long)).toEqual([{ rule: 'answer in under 10 seconds', check: { kind: 'max-words', words: 25 }, words: 26 }]);
    expect(standingRuleBreaches(rules, long.split(' ').slice(0, 25).join(' '))).toEqual([]);
  });

  it('counts spoken words: bullets and Markdown marks are not words', () => {
    expect(spokenWordCount('- **Led** the team\n- Shipped _v2_')).toBe(5);
  });
});
