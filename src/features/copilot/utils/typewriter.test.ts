import { firstWordLength, nextVisibleLength, TYPEWRITER_FINISH_TICKS, TYPEWRITER_LAG_CHARS } from './typewriter';

describe('nextVisibleLength (typewriter pacing)', () => {
  it('reveals one character per tick while the stream is slow', () => {
    expect(nextVisibleLength(0, 5, false)).toBe(1);
    expect(nextVisibleLength(1, 5, false)).toBe(2);
  });

  it('never shows more than has arrived', () => {
    expect(nextVisibleLength(5, 5, false)).toBe(5);
    expect(nextVisibleLength(9, 5, true)).toBe(5);
  });

  it('never stays more than the lag budget behind a fast stream', () => {
    expect(nextVisibleLength(0, 500, false)).toBe(500 - TYPEWRITER_LAG_CHARS);
    expect(500 - nextVisibleLength(10, 500, false)).toBeLessThanOrEqual(TYPEWRITER_LAG_CHARS);
  });

  it('finishes within a few ticks once the stream has ended, whatever is left', () => {
    for (const [visible, arrived] of [
      [0, 2000],
      [100, 124],
      [3, 4],
    ]) {
      let shown = visible;
      let ticks = 0;
      while (shown < arrived) {
        shown = nextVisibleLength(shown, arrived, true);
        ticks += 1;
      }
      expect(ticks).toBeLessThanOrEqual(TYPEWRITER_FINISH_TICKS + 1);
    }
  });
});

describe('firstWordLength', () => {
  it('covers leading space and the first word, and nothing for blank text', () => {
    expect(firstWordLength('**Suggested** answer')).toBe('**Suggested**'.length);
    expect(firstWordLength('  Hello world')).toBe(7);
    expect(firstWordLength('')).toBe(0);
    expect(firstWordLength('   ')).toBe(0);
  });
});
