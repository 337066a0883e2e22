import { describe, expect, it } from 'vitest';
import { debriefFormValues, debriefFromForm } from './debrief-form';
import { DEBRIEF_LIMITS, parseModelDebrief } from './debrief-schema';

const reply = {
  questions: [{ question: ' Why Initech? ', suggested: 'Billing.', note: '' }],
  wentWell: ['Calm', ' '],
  toWorkOn: ['Numbers'],
  toSend: [],
  thankYou: { subject: 'Thanks', body: 'Dear Bill' },
};

describe('parseModelDebrief', () => {
  it('reads the model’s JSON as debrief content, trimmed, empty items dropped', () => {
    expect(parseModelDebrief(JSON.stringify(reply), 'Ana')).toEqual({
      questions: [{ question: 'Why Initech?', suggested: 'Billing.', note: '' }],
      went_well: ['Calm'],
      to_work_on: ['Numbers'],
      to_send: [],
      thank_you_subject: 'Thanks',
      thank_you_body: 'Dear Bill',
    });
  });

  it('keeps the citation markers of the suggested answers only: anywhere else they are taken out (issue #39)', () => {
    const cited = {
      ...reply,
      questions: [{ question: 'Why Initech [E1]?', suggested: 'At Acme [E1].', note: 'Vague [E2].' }],
      wentWell: ['Calm [E1]'],
      thankYou: { subject: 'Thanks [E3]', body: 'Dear Bill, at Acme [E1] I learned a lot.' },
    };
    expect(parseModelDebrief(JSON.stringify(cited), 'Ana')).toMatchObject({
      questions: [{ question: 'Why Initech?', suggested: 'At Acme [E1].', note: 'Vague.' }],
      went_well: ['Calm'],
      thank_you_subject: 'Thanks',
      thank_you_body: 'Dear Bill, at Acme I learned a lot.',
    });
  });

  it('cuts what is longer or more than the table holds, so the save is never refused for size', () => {
    const long = {
      ...reply,
      wentWell: Array.from({ length: 8 }, (_, i) => `${i}`.repeat(900)),
      questions: Array.from({ length: 40 }, (_, i) => ({ question: `Q${i}`, suggested: 'x'.repeat(5000) })),
    };
    const content = parseModelDebrief(JSON.stringify(long), 'Ana');
    expect(content?.went_well).toHaveLength(DEBRIEF_LIMITS.items);
    expect(content?.went_well[0]).toHaveLength(DEBRIEF_LIMITS.item);
    expect(content?.questions).toHaveLength(DEBRIEF_LIMITS.questions);
    expect(content?.questions[0]).toEqual({ question: 'Q0', suggested: 'x'.repeat(DEBRIEF_LIMITS.suggested), note: '' });
  });

  it('refuses what is not a debrief: not JSON, another shape', () => {
    expect(parseModelDebrief('{"requirements": [', 'Ana')).toBeNull();
    expect(parseModelDebrief(JSON.stringify({ requirements: [] }), 'Ana')).toBeNull();
    expect(parseModelDebrief(JSON.stringify({ ...reply, questions: 'none' }), 'Ana')).toBeNull();
    expect(parseModelDebrief(JSON.stringify({ ...reply, thankYou: undefined }), 'Ana')).toBeNull();
    expect(parseModelDebrief(JSON.stringify({ ...reply, questions: [{ question: 'Why?', note: null }] }), 'Ana')).toBeNull();
    expect(parseModelDebrief(JSON.stringify({ ...reply, wentWell: [1] }), 'Ana')).toBeNull();
  });

  it.each([
    ['Dear Bill,\n\nThank you.\n\n[Your name]', 'Ana', 'Dear Bill,\n\nThank you.\n\nAna'],
    ['Bonjour Bill,\n\nMerci.\n\n[Votre nom]', 'Léa', 'Bonjour Bill,\n\nMerci.\n\nLéa'],
    ['Thanks,\n[Your Name]', 'Ana', 'Thanks,\nAna'],
    ['Best,\n[Your name]', '[Your name]', 'Best,\n[Your name]'],
    ['Cordialement,\nLéa', 'Ana', 'Cordialement,\nLéa'],
  ])('signs the thank-you email with the first name: %j', (body, signature, signed) => {
    const content = parseModelDebrief(JSON.stringify({ ...reply, thankYou: { subject: 'Thanks', body } }), signature);
    expect(content?.thank_you_body).toBe(signed);
  });
});

describe('the edit form', () => {
  it('shows the lists one item a line and saves the lines back, notes per question', () => {
    const content = parseModelDebrief(JSON.stringify(reply), 'Ana')!;
    const values = debriefFormValues(content);
    expect(values.went_well).toBe('Calm');
    const edited = debriefFromForm(content, { ...values, notes: [' I rambled '], to_send: 'Portfolio\n\n  References  ' });
    expect(edited.questions[0].note).toBe('I rambled');
    expect(edited.to_send).toEqual(['Portfolio', 'References']);
  });
});
