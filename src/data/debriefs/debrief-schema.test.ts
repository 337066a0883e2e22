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
    expect(parseModelDebrief(JSON.stringify(reply))).toEqual({
      questions: [{ question: 'Why Initech?', suggested: 'Billing.', note: '' }],
      went_well: ['Calm'],
      to_work_on: ['Numbers'],
      to_send: [],
      thank_you_subject: 'Thanks',
      thank_you_body: 'Dear Bill',
    });
  });

  it('cuts what is longer or more than the table holds, so the save is never refused for size', () => {
    const long = {
      ...reply,
      wentWell: Array.from({ length: 8 }, (_, i) => `${i}`.repeat(900)),
      questions: Array.from({ length: 40 }, (_, i) => ({ question: `Q${i}`, suggested: 'x'.repeat(5000) })),
    };
    const content = parseModelDebrief(JSON.stringify(long));
    expect(content?.went_well).toHaveLength(DEBRIEF_LIMITS.items);
    expect(content?.went_well[0]).toHaveLength(DEBRIEF_LIMITS.item);
    expect(content?.questions).toHaveLength(DEBRIEF_LIMITS.questions);
    expect(content?.questions[0]).toEqual({ question: 'Q0', suggested: 'x'.repeat(DEBRIEF_LIMITS.suggested), note: '' });
  });

  it('refuses what is not a debrief: not JSON, another shape', () => {
    expect(parseModelDebrief('{"requirements": [')).toBeNull();
    expect(parseModelDebrief(JSON.stringify({ requirements: [] }))).toBeNull();
    expect(parseModelDebrief(JSON.stringify({ ...reply, questions: 'none' }))).toBeNull();
  });
});

describe('the edit form', () => {
  it('shows the lists one item a line and saves the lines back, notes per question', () => {
    const content = parseModelDebrief(JSON.stringify(reply))!;
    const values = debriefFormValues(content);
    expect(values.went_well).toBe('Calm');
    const edited = debriefFromForm(content, { ...values, notes: [' I rambled '], to_send: 'Portfolio\n\n  References  ' });
    expect(edited.questions[0].note).toBe('I rambled');
    expect(edited.to_send).toEqual(['Portfolio', 'References']);
  });
});
