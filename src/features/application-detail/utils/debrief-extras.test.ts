import { describe, expect, it } from 'vitest';
import type { CoachSessionRow } from '@/data/coach-sessions/types';
import { latestCoachScore, thankYouMailto } from './debrief-extras';

const session = (turns: Array<{ question: string; score?: number }>) =>
  ({ turns: turns.map((turn) => ({ answer: '', feedback: '', ...turn })) }) as unknown as CoachSessionRow;

describe('thankYouMailto', () => {
  it('opens a new message with the subject and body percent-encoded, line breaks as CRLF (RFC 6068)', () => {
    expect(thankYouMailto('Merci & à bientôt', 'Bonjour Bill,\n\nMerci.')).toBe(
      'mailto:?subject=Merci%20%26%20%C3%A0%20bient%C3%B4t&body=Bonjour%20Bill%2C%0D%0A%0D%0AMerci.',
    );
  });
});

describe('latestCoachScore', () => {
  it('takes the newest session’s last score for the same question, and null when it was never scored', () => {
    const sessions = [
      session([
        { question: 'Why Initech', score: 8 },
        { question: 'Other', score: 2 },
      ]),
      session([{ question: 'Why Initech?', score: 4 }]),
    ];
    expect(latestCoachScore('why initech?', sessions)).toBe(8);
    expect(latestCoachScore('Why Initech? Really?', sessions)).toBeNull();
    expect(latestCoachScore('Other', [session([{ question: 'Other' }])])).toBeNull();
  });
});
