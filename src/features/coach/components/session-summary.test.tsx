// The summary says which answers were spoken, and why a typed one has no delivery figures.
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { buildSummary } from '@/features/coach/utils/session-summary';
import { SessionSummary } from './session-summary';

function renderSummary() {
  const { turns, summary } = buildSummary(
    [
      {
        question: 'Why us?',
        answer: 'I like how you ship billing every week.',
        feedback: 'F',
        source: 'voice',
        delivery: { speechMs: 4_000, words: 8, fillerCounts: {}, longPauses: 1 },
      },
      {
        question: 'A result?',
        answer: 'I reduced failed invoices by 30% in six months by rebuilding the retry logic with the team.',
        feedback: 'F',
        source: 'text',
      },
      { question: 'Why now?', answer: 'Um the timing is right.', feedback: 'F', source: 'voice' },
    ],
    null,
  );
  renderWithProviders(
    <SessionSummary
      interview={{ turns, summary, isSaved: true, saveError: null }}
      isSaving={false}
      onRetrySave={() => undefined}
      onNewSession={() => undefined}
    />,
  );
}

describe('SessionSummary', () => {
  it('marks each answer spoken or typed, and takes the delivery figures from the timed spoken answer only', () => {
    renderSummary();
    expect(screen.getByText(/^Spoken · 120 wpm · 8 words$/)).toBeInTheDocument();
    expect(screen.getByText(/^Typed · no delivery figures \(only speech can be timed\) · 17 words$/)).toBeInTheDocument();
    expect(screen.getByText(/^Spoken · not timed .* · 5 words$/)).toBeInTheDocument();
    expect(screen.getByText("Pace, fillers and pauses come from your one spoken answer, timed by the microphone's audio.")).toBeInTheDocument();
    expect(screen.getByText('Speaking pace').nextSibling).toHaveTextContent('120 wpm');
    expect(screen.getByText('Fillers per minute').nextSibling).toHaveTextContent('0');
    expect(screen.getByText('Long pauses').nextSibling).toHaveTextContent('1');
  });

  it('gives typed-only sessions no pace and says why', () => {
    const { turns, summary } = buildSummary([{ question: 'Why us?', answer: 'Typed at a speed no one speaks at.', feedback: 'F', source: 'text' }], null);
    renderWithProviders(
      <SessionSummary
        interview={{ turns, summary, isSaved: true, saveError: null }}
        isSaving={false}
        onRetrySave={() => undefined}
        onNewSession={() => undefined}
      />,
    );
    expect(screen.getByText('Speaking pace').nextSibling).toHaveTextContent('No voice answers');
    expect(screen.getByText(/No spoken answer was timed/)).toBeInTheDocument();
    expect(screen.queryByText(/wpm/)).not.toBeInTheDocument();
  });
});
