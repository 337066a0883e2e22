// The Coach's summary and past sessions in French: plural word counts, decimal commas and French dates.
import { screen, within } from '@testing-library/react';
import type { CoachSessionRow } from '@/data/coach-sessions/types';
import { renderWithProviders } from '@/testing/render';
import { switchToEnglish, switchToFrench } from '@/testing/french';
import type { FinishedInterview } from '@/features/coach/utils/mock-interview-machine';
import { PastSessions } from './past-sessions';
import { SessionSummary } from './session-summary';

const finished: FinishedInterview = {
  turns: [
    { question: 'Parlez-moi de vous.', answer: 'Oui', feedback: 'Bien.', score: 6, source: 'text' },
    {
      question: 'Un projet difficile ?',
      answer: 'Une migration réussie',
      feedback: 'Précis.',
      score: 8,
      source: 'voice',
      delivery: { speechMs: 4000, words: 3, fillerCounts: {}, longPauses: 0 },
    },
  ],
  summary: {
    answers: 2,
    voiceAnswers: 1,
    totalWords: 4,
    fillerCount: 0,
    fillerCounts: {},
    wordsPerMinute: 45,
    fillersPerMinute: 0,
    longPauses: 0,
    averageScore: 7.5,
    strengths: ['Réponses chiffrées.'],
    practice: ['Développez avec STAR.'],
    source: 'local',
  },
  saveError: null,
  isSaved: true,
};

const session: CoachSessionRow = {
  id: 's1',
  user_id: 'u1',
  session_id: 'demo',
  practice: 'interview',
  offer_id: null,
  started_at: new Date(2026, 10, 21, 15, 30).toISOString(),
  ended_at: new Date(2026, 10, 21, 15, 45).toISOString(),
  created_at: new Date(2026, 10, 21, 15, 30).toISOString(),
  turns: [],
  summary: { answers: 2, voiceAnswers: 1, totalWords: 40, fillerCount: 3, wordsPerMinute: 120, averageScore: 7.5 },
};

describe('Coach in French', () => {
  beforeEach(switchToFrench);
  afterEach(switchToEnglish);

  it('says "1 mot" and "3 mots", and writes the average score with a decimal comma', () => {
    renderWithProviders(<SessionSummary interview={finished} isSaving={false} onRetrySave={() => undefined} onNewSession={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Bilan de la séance' })).toBeInTheDocument();
    expect(screen.getByText(/Écrite · pas de mesure du débit .* · 1 mot$/)).toBeInTheDocument();
    expect(screen.getByText(/À l’oral · 45 mots\/min · 3 mots$/)).toBeInTheDocument();
    expect(screen.getByText('7,5/10')).toBeInTheDocument();
    expect(screen.getByText('45 mots/min')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Nouvelle séance/ })).toBeInTheDocument();
  });

  it('lists past sessions with a French date and a decimal comma', () => {
    const unfinished = { ...session, id: 's2', ended_at: null, summary: {} };
    renderWithProviders(
      <PastSessions
        sessions={[session, unfinished]}
        isPending={false}
        error={null}
        onRetry={() => undefined}
        labelFor={() => 'Démo'}
        onSummarise={() => undefined}
        onResume={() => undefined}
        summarisingId={null}
      />,
    );
    const [row, left] = screen.getAllByTestId('coach-past-session');
    expect(within(row).getByText('21 nov. 2026, 15:30')).toBeInTheDocument();
    expect(within(row).getByText('3 (1,5 par réponse)')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Mots parasites' })).toBeInTheDocument();
    // A session left before its end offers its summary, in French.
    expect(within(left).getByRole('button', { name: 'Faire le bilan de la séance du 21 nov. 2026, 15:30' })).toHaveTextContent('Faire le bilan');
    expect(within(left).getByRole('button', { name: 'Reprendre la séance du 21 nov. 2026, 15:30' })).toHaveTextContent('Reprendre');
    expect(screen.getByText(/Une séance quittée avant « Terminer la séance » garde ses réponses/)).toBeInTheDocument();
  });
});
