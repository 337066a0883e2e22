import { describe, expect, it } from 'vitest';
import {
  canonicalNumber,
  catalogueOf,
  checkAnswer,
  claimsNotInRecord,
  citedPieces,
  claimsOf,
  CLAIMS_CHUNK_FIELD,
  EVIDENCE_CHUNK_FIELD,
  findSpecifics,
  holdsClaim,
  withoutMarkers,
  type EvidencePiece,
} from './evidence';

const catalogue: EvidencePiece[] = [
  { ref: 'E1', id: 'experience:a#0', kind: 'experience', title: 'Acme Retail — Data lead', text: 'Data lead at Acme Retail, 2019-03 to present' },
  { ref: 'E2', id: 'experience:a#1', kind: 'experience', title: 'Acme Retail — Data lead', text: 'Moved reporting to Snowflake, cutting costs by 30%' },
  { ref: 'E3', id: 'fact:1', kind: 'fact', title: '', text: 'Chiffre d’affaires suivi : 1 200 000 €, croissance de 3,5 % par an' },
];

const statuses = (answer: string, isFinished = true) => checkAnswer(answer, catalogue, isFinished).specifics.map(({ text, status }) => [text, status]);

describe('checkAnswer', () => {
  it('takes the markers out and holds each specific to the pieces cited right after it', () => {
    const checked = checkAnswer('At Acme Retail [E1] I moved reporting to Snowflake [E2] and cut costs by 30% [E2].', catalogue, true);
    expect(checked.text).toBe('At Acme Retail I moved reporting to Snowflake and cut costs by 30%.');
    expect(checked.specifics.map(({ text, status, sources }) => [text, status, sources.map((piece) => piece.id)])).toEqual([
      ['Acme Retail', 'cited', ['experience:a#0']],
      ['Snowflake', 'cited', ['experience:a#1']],
      ['30', 'cited', ['experience:a#1']],
    ]);
  });

  it('marks a specific the cited piece does not hold, even when the model cited it', () => {
    expect(statuses('I cut costs by 45% [E2] at Globex [E1].')).toEqual([
      ['45', 'not-in-record'],
      ['Globex', 'not-in-record'],
    ]);
  });

  it('marks every specific of an answer without markers, and an unknown ref cites nothing', () => {
    expect(statuses('At Acme Retail I used Snowflake for 3 years.\n\n- Then Kafka [E9].')).toEqual([
      ['Acme Retail', 'not-in-record'],
      ['Snowflake', 'not-in-record'],
      ['3', 'not-in-record'],
      ['Kafka', 'not-in-record'],
    ]);
  });

  it('reads French numbers and capitals as the record writes them', () => {
    expect(statuses('Chez Acme Retail [E1], j’ai suivi 1 200 000 € de chiffre d’affaires, en croissance de 3.5 % [E3]. Puis 1,2 M€ chez Décathlon.')).toEqual([
      ['Acme Retail', 'cited'],
      ['1 200 000', 'cited'],
      ['3.5', 'cited'],
      ['1,2', 'not-in-record'],
      ['Décathlon', 'not-in-record'],
    ]);
  });

  it('hides a marker cut at a chunk end while streaming, and leaves the open sentence pending', () => {
    for (const cut of ['[', '[E', '[E1', '[E1, E']) {
      const checked = checkAnswer(`I led the team at Acme Retail ${cut}`, catalogue, false);
      expect(checked.text).toBe('I led the team at Acme Retail');
      expect(checked.specifics.map((specific) => specific.status)).toEqual(['pending']);
    }
    expect(statuses('At Globex I led 4 people. Then at Acme Retail', false)).toEqual([
      ['Globex', 'not-in-record'],
      ['4', 'not-in-record'],
      ['Acme Retail', 'pending'],
    ]);
  });

  it('reads `[E1][E2]` and `[E1, E2]` as one marker', () => {
    expect(statuses('Snowflake at Acme Retail [E1][E2].')).toEqual([
      ['Snowflake', 'cited'],
      ['Acme Retail', 'cited'],
    ]);
    expect(statuses('Snowflake at Acme Retail [E1, E2].')).toEqual([
      ['Snowflake', 'cited'],
      ['Acme Retail', 'cited'],
    ]);
  });
});

describe('findSpecifics', () => {
  it('skips sentence openers, list numbering, code and links, and finds tools written in lower case', () => {
    const text =
      '**Suggested answer** to: Tell me more.\n\n1. Led the rollout with dbt and `Kafka`.\n2. Collaborating with [the Team](https://x.io/Y), I used AWS S3.';
    expect(findSpecifics(text).map((specific) => specific.text)).toEqual(['dbt', 'AWS S3']);
  });

  it('counts a sentence opener the record names, or one followed by another capital', () => {
    expect(
      findSpecifics('Acme hired me. Globex Corporation too. Led it.', { recordWords: (word) => word === 'acme' }).map((specific) => specific.text),
    ).toEqual(['Acme', 'Globex Corporation']);
  });
});

describe('an invented capitalised word opening a sentence', () => {
  const texts = (text: string) => findSpecifics(text).map((specific) => specific.text);

  it('is a name with a second signal: written capitalised mid-sentence too, a possessive, or a citation right after it', () => {
    expect(texts('Contoso hired me. I stayed at Contoso for years.')).toEqual(['Contoso', 'Contoso']);
    expect(texts("Contoso's board approved it.")).toEqual(['Contoso']);
    expect(texts('Contoso m’a recrutée. J’ai quitté Contoso ensuite.')).toEqual(['Contoso', 'Contoso']);
    // In an answer: the model cited it as a specific, and the piece it cites does not hold it.
    expect(statuses('Contoso [E1] hired me to lead data.')).toEqual([['Contoso', 'not-in-record']]);
    expect(statuses('Cut churn at Contoso. Contoso [E1] hired me.')).toEqual([
      ['Contoso', 'not-in-record'],
      ['Contoso', 'not-in-record'],
    ]);
  });

  it('is not marked when it is an ordinary opener, in English or French, even in a cited sentence', () => {
    const english = 'Led the rollout of the reporting. Honestly, it worked. Collaborating with finance helped [E2]. Migrated reporting to Snowflake [E2].';
    expect(statuses(english)).toEqual([['Snowflake', 'cited']]);
    const french = 'Piloté la migration. Franchement, cela a marché. Ensuite, nous avons livré. Travaillé avec la finance [E2].';
    expect(statuses(french)).toEqual([]);
    expect(texts('**Suggested answer** to: Tell me more.\n\n- Start with the situation.\n- Then the result.')).toEqual([]);
  });
});

describe('numbers', () => {
  it('reads a unit glued to a number, and not the digits that start an id', () => {
    expect(findSpecifics('Saved 30k€ and 2M users, 10x faster. Id 72c23c-46e1.').map((specific) => specific.text)).toEqual(['30k', '2M', '10x']);
    expect(canonicalNumber('30k')).toBe('30');
  });
});

describe('canonicalNumber', () => {
  it('gives one form to English and French writings of a number', () => {
    expect(['1,200', '1 200', '1\u202F200', '1200', '1.200'].map(canonicalNumber)).toEqual(Array(5).fill('1200'));
    expect(['3,5', '3.5'].map(canonicalNumber)).toEqual(['3.5', '3.5']);
  });
});

describe('withoutMarkers and catalogueOf', () => {
  it('saves the answer without markers, and reads only a well-formed catalogue', () => {
    expect(withoutMarkers('At Acme [E1] with Snowflake [E1, E2].')).toBe('At Acme with Snowflake.');
    // What a saved answer keeps: the pieces its markers name, once each, an unknown ref none.
    expect(citedPieces(['At Acme [E1].', 'Snowflake [E2; E9]', 'No marker'], catalogue)).toEqual([catalogue[0], catalogue[1]]);
    expect(catalogueOf({ choices: [{ delta: { content: 'x' } }] })).toBeNull();
    expect(catalogueOf({ [EVIDENCE_CHUNK_FIELD]: [catalogue[0], { ref: 'E2', kind: 'weird' }] })).toEqual([catalogue[0]]);
  });
});

describe('claimsNotInRecord (the Coach grades the candidate’s own answer)', () => {
  it('lists each specific the whole record does not hold, once, with its sentence, and none the record holds', () => {
    const answer =
      'At Acme Retail I moved reporting to Snowflake and cut costs by 30%. Then I rolled out Kubernetes and cut costs by 40% at Northwind Analytics. Kubernetes again.';
    expect(claimsNotInRecord(answer, catalogue)).toEqual([
      { text: 'Kubernetes', sentence: 'Then I rolled out Kubernetes and cut costs by 40% at Northwind Analytics.' },
      { text: '40%', sentence: 'Then I rolled out Kubernetes and cut costs by 40% at Northwind Analytics.' },
      { text: 'Northwind Analytics', sentence: 'Then I rolled out Kubernetes and cut costs by 40% at Northwind Analytics.' },
    ]);
  });

  it('reads French numbers and a spaced percent sign, and holds them to the record as written there', () => {
    const answer = 'Chez Acme Retail, le chiffre d’affaires suivi était de 1 200 000 €, en croissance de 3,5 % par an, puis de 12 % grâce à Looker.';
    expect(claimsNotInRecord(answer, catalogue).map((claim) => claim.text)).toEqual(['12 %', 'Looker']);
  });

  it('finds nothing in an answer without specifics, and everything specific when the record is empty', () => {
    expect(claimsNotInRecord('I like working with people. It was hard.', catalogue)).toEqual([]);
    expect(claimsNotInRecord('I used dbt at Acme Retail for 3 years.', []).map((claim) => claim.text)).toEqual(['dbt', 'Acme Retail', '3']);
  });

  it('does not count what the answer names without claiming it: the question’s words, the interviewers, the sample role', () => {
    const answer = 'Bill Lumbergh asked about Kubernetes: I would learn Kubernetes at Northwind Analytics with 8 engineers.';
    expect(claimsNotInRecord(answer, catalogue).map((claim) => claim.text)).toEqual(['Bill Lumbergh', 'Kubernetes', 'Northwind Analytics', '8']);
    const named = ['How would you use Kubernetes?', 'Bill Lumbergh', 'Northwind Analytics Product Manager'];
    expect(claimsNotInRecord(answer, catalogue, named).map((claim) => claim.text)).toEqual(['8']);
  });

  it('cuts a long sentence around its claim', () => {
    const long = `${'I worked very hard on many things for a long time '.repeat(6)}with Kubernetes${' and so on for many more words here'.repeat(6)}.`;
    const [claim] = claimsNotInRecord(long, catalogue);
    expect(claim.text).toBe('Kubernetes');
    expect(claim.sentence.length).toBeLessThanOrEqual(202);
    expect(claim.sentence).toMatch(/^….* with Kubernetes and .*…$/);
  });

  it('tells whether the facts hold a claim once added, and reads only well-formed claims from a chunk', () => {
    expect(holdsClaim('Cut costs by 40% with Kubernetes', '40%')).toBe(true);
    expect(holdsClaim('Cut costs by 40% with Kubernetes', 'kubernetes')).toBe(true);
    expect(holdsClaim('Cut costs by 4% with Kubernetes', '40 %')).toBe(false);
    expect(holdsClaim('Northwind', 'Northwind Analytics')).toBe(false);
    expect(claimsOf({ choices: [] })).toBeNull();
    expect(claimsOf({ [CLAIMS_CHUNK_FIELD]: [{ text: '40%', sentence: 'x' }, { text: 3 }] })).toEqual([{ text: '40%', sentence: 'x' }]);
  });
});
