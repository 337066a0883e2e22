import { formatElapsed } from '@/lib/format-elapsed';

describe('formatElapsed (session timer, mm:ss)', () => {
  it.each([
    [0, '00:00'],
    [7, '00:07'],
    [59, '00:59'],
    [60, '01:00'],
    [247, '04:07'],
    [3599, '59:59'],
    [4500, '75:00'],
    [12.9, '00:12'],
    [-3, '00:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatElapsed(seconds)).toBe(text);
  });
});
