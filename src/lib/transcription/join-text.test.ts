import { describe, expect, it } from 'vitest';
import { joinText, withoutEnding } from './join-text';

describe('joinText and withoutEnding', () => {
  it('takes back the words a continued turn brings again, and only those, at the end', () => {
    const first = 'I stay calm under pressure.';
    expect(withoutEnding(joinText('Edited before.', first), first)).toBe('Edited before.');
    expect(withoutEnding(`${first}  `, first)).toBe('');
    // Not at the end (the person typed after it) or not there: left as it is.
    expect(withoutEnding(`${first} And more.`, first)).toBe(`${first} And more.`);
    expect(withoutEnding('Something else.', first)).toBe('Something else.');
    expect(withoutEnding('Kept as typed ', '')).toBe('Kept as typed ');
  });
});
