import { describe, expect, it } from 'vitest';
import { clearAnswered, continueTurn, editTranscript, emptyTranscript, hearTurn, shownTurns, transcriptText } from '@/features/copilot/utils/heard-transcript';

describe('heard transcript', () => {
  it('words of the turn in progress that arrive after the person typed are not appended to their text', () => {
    // Stop committed the audio heard so far as turn s:2; the person then types a question of their own.
    const heard = hearTurn(emptyTranscript, 's:1', 'Tell me about yourself.');
    const answered = clearAnswered(heard, ['s:1']);
    const typed = editTranscript(answered, 'What is your biggest weakness?', 's:2');
    // The words of s:2 arrive late.
    expect(transcriptText(hearTurn(typed, 's:2', 'Tell'))).toBe('What is your biggest weakness?');
    // A turn begun after the person typed is shown after their text.
    expect(transcriptText(hearTurn(hearTurn(typed, 's:2', 'Tell'), 's:3', 'And your strengths?'))).toBe('What is your biggest weakness? And your strengths?');
  });

  it('without a turn in progress, the text stands for the turns it showed', () => {
    const heard = hearTurn(emptyTranscript, 's:1', 'Tell me about');
    const typed = editTranscript(heard, 'Tell me about a failure', null);
    expect(transcriptText(hearTurn(typed, 's:1', 'Tell me about a conflict'))).toBe('Tell me about a failure');
    expect(typed.edited?.covers).toEqual(['s:1']);
  });

  it('a question the interviewer goes on with is in the box again, whole, under its key; the turn that went on leaves', () => {
    const answered = clearAnswered(hearTurn(emptyTranscript, 's:1', 'Tell me about a conflict.'), ['s:1']);
    const goingOn = hearTurn(answered, 's:2', 'And');
    const continued = hearTurn(continueTurn(goingOn, 's:2', 's:1'), 's:1', 'Tell me about a conflict. And how?');
    expect(transcriptText(continued)).toBe('Tell me about a conflict. And how?');
    expect(shownTurns(continued)).toEqual(['s:1']);
    expect(transcriptText(clearAnswered(continued, ['s:1']))).toBe('');
  });
});
