import { describe, expect, it } from 'vitest';
import { daysSinceChange, isGoneQuiet } from './gone-quiet';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const at = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

describe('isGoneQuiet (issue #42)', () => {
  it('counts an application waiting on the company with no change for the number of days or more', () => {
    expect(isGoneQuiet({ status: 'Applied', status_changed_at: at(10) }, 10, NOW)).toBe(true);
    expect(isGoneQuiet({ status: 'No Reply', status_changed_at: at(30) }, 10, NOW)).toBe(true);
    expect(isGoneQuiet({ status: 'In progress', status_changed_at: at(11) }, 10, NOW)).toBe(true);
    expect(isGoneQuiet({ status: 'Applied', status_changed_at: at(9.9) }, 10, NOW)).toBe(false);
    expect(isGoneQuiet({ status: 'Applied', status_changed_at: at(4) }, 3, NOW)).toBe(true);
  });

  it('never counts one that waits on nobody: saved, succeeded or missed', () => {
    for (const status of ['Saved', 'Succeeded', 'Missed'] as const) expect(isGoneQuiet({ status, status_changed_at: at(100) }, 10, NOW)).toBe(false);
  });

  it('says whole days since the change', () => {
    expect(daysSinceChange({ status_changed_at: at(12.7) }, NOW)).toBe(12);
  });
});
