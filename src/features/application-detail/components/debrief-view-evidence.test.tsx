// A debrief's suggested answers cite the person's record like the Copilot's (issue #39): a cited specific shows its
// source, one the record does not hold is marked, and no marker shows, in English and French; a debrief saved
// without evidence shows its answers plain, markers taken out.
import { screen } from '@testing-library/react';
import type { EvidencePiece } from '@shared/evidence.ts';
import type { Debrief } from '@/data/debriefs/types';
import { switchToEnglish, switchToFrench } from '@/testing/french';
import { renderWithProviders } from '@/testing/render';
import { DebriefView } from './debrief-view';

const evidence: EvidencePiece[] = [
  { ref: 'E1', id: 'experience:a#0', kind: 'experience', title: 'Acme Retail — Data lead', text: 'Data lead at Acme Retail, 2019-03-01 to present' },
];

const debrief = (overrides: Partial<Debrief>): Debrief => ({
  id: 'd-1',
  interview_id: 'iv-1',
  created_at: '2026-11-27T10:00:00Z',
  updated_at: '2026-11-27T10:00:00Z',
  language: 'en',
  outcome: null,
  questions: [{ question: 'Tell me about a win.', suggested: 'At Acme Retail [E1] I cut churn by 47% [E1].', note: '' }],
  went_well: [],
  to_work_on: [],
  to_send: [],
  thank_you_subject: '',
  thank_you_body: '',
  ...overrides,
});

describe('DebriefView: suggested answers held to the evidence', () => {
  afterEach(switchToEnglish);

  it('shows each cited specific’s source and marks what the record does not hold, with no marker', () => {
    renderWithProviders(<DebriefView debrief={debrief({ evidence })} coachSessions={[]} interviewerNames="Bill" />);
    const suggested = screen.getByTestId('debrief-suggested');
    expect(suggested).toHaveTextContent('Suggested answer');
    expect(screen.getByRole('button', { name: 'Acme Retail, source: Experience: Acme Retail — Data lead' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '47, not in your record' })).toBeInTheDocument();
    expect(suggested).not.toHaveTextContent('[E1]');
  });

  it('says it in French', async () => {
    await switchToFrench();
    renderWithProviders(<DebriefView debrief={debrief({ evidence })} coachSessions={[]} interviewerNames="Bill" />);
    expect(screen.getByTestId('debrief-suggested')).toHaveTextContent('Réponse suggérée');
    expect(screen.getByRole('button', { name: '47, absent de votre dossier' })).toBeInTheDocument();
  });

  it('shows a debrief saved without evidence plain, its markers taken out', () => {
    renderWithProviders(<DebriefView debrief={debrief({ evidence: [] })} coachSessions={[]} interviewerNames="Bill" />);
    expect(screen.getByText('Suggested: At Acme Retail I cut churn by 47%.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /not in your record/ })).toBeNull();
  });
});
