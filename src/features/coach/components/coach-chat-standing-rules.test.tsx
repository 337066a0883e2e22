// The Coach holds the candidate's own answer to their standing rules (issue #39): a banned phrase said is flagged
// with its feedback; an answer that keeps to them, or one still without feedback, is not.
import { screen } from '@testing-library/react';
import { fakeSupabase, resetFakeSupabase } from '@/testing/fake-supabase';
import { renderWithProviders } from '@/testing/render';
import { CoachChat } from './coach-chat';

vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-supabase')).fakeSupabaseModule());

describe('CoachChat with standing rules', () => {
  beforeEach(() => {
    resetFakeSupabase();
    fakeSupabase.tables.standing_rules = [
      { id: 'rule-1', user_id: 'user-1', body: 'Never say I managed people', position: 0, created_at: '2026-11-28T10:00:00Z' },
    ];
  });

  it('flags an answer that says a banned phrase, under its feedback; not one that keeps to the rules', async () => {
    renderWithProviders(
      <CoachChat
        turns={[
          { question: 'Tell me about yourself.', answer: 'At Acme I managed people.', feedback: 'Add a figure.' },
          { question: 'Why us?', answer: 'I led a team of four.', feedback: 'Good.' },
          { question: 'Your strengths?', answer: 'I managed people well.' },
        ]}
        isProcessing={false}
      />,
    );
    const flag = await screen.findByRole('region', { name: 'Your answer breaks your standing rules' });
    expect(flag).toHaveTextContent('“Never say I managed people”: it says “I managed people”.');
    expect(screen.getAllByTestId('coach-feedback')[0]).toContainElement(flag);
    // The second answer keeps to the rule; the third has no feedback yet.
    expect(screen.getAllByRole('region', { name: 'Your answer breaks your standing rules' })).toHaveLength(1);
  });
});
