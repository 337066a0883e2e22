// The Coach grades truthfulness (issue #39): the feedback cites the person's record like the Copilot's answer, and
// under it the claims of the answer the record does not hold are listed, each with one click (or key) to add its
// sentence to the facts about me; facts that would pass 1,000 characters, or a sentence holding HTML, are refused with
// a sentence that says why, and nothing is saved or lost. English and French.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EvidencePiece, UnheldClaim } from '@shared/evidence.ts';
import { fakeSession, WithAuth } from '@/testing/fake-auth-state';
import { fakeSupabase, resetFakeSupabase } from '@/testing/fake-supabase';
import { switchToEnglish, switchToFrench } from '@/testing/french';
import { renderWithProviders } from '@/testing/render';
import type { DraftTurn } from '@/features/coach/utils/mock-interview-machine';
import { CoachChat } from './coach-chat';

vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-supabase')).fakeSupabaseModule());

const evidence: EvidencePiece[] = [
  { ref: 'E1', id: 'experience:a#0', kind: 'experience', title: 'Globex — Business Analyst', text: 'Business Analyst at Globex, 2021-01-01 to present' },
];
const sentence = 'Then I cut costs by 40% with Kubernetes.';
const claims: UnheldClaim[] = [
  { text: '40%', sentence },
  { text: 'Kubernetes', sentence },
];

function renderChat(turn: Partial<DraftTurn> = {}) {
  const turns: DraftTurn[] = [
    {
      question: 'Tell me about a win.',
      answer: `At Globex I led billing. ${sentence}`,
      feedback: '**What was strong**: Globex [E1]. **What was missing**: the record does not hold 40% [E1].',
      evidence,
      notInRecord: claims,
      isFeedbackWritten: true,
      ...turn,
    },
  ];
  return renderWithProviders(
    <WithAuth state={{ session: fakeSession() }}>
      <CoachChat turns={turns} isProcessing={false} />
    </WithAuth>,
  );
}

describe('CoachChat: what the answer claimed that the record does not hold', () => {
  beforeEach(() => {
    resetFakeSupabase();
    fakeSupabase.tables.user_profiles = [{ id: 'user-1', facts_about_me: 'Speak Spanish' }];
  });
  afterEach(switchToEnglish);

  it('cites the feedback’s specifics, lists the unheld claims, and adds one to the facts about me in one click', async () => {
    const user = userEvent.setup();
    renderChat();
    const feedback = screen.getByTestId('coach-feedback');
    expect(feedback).not.toHaveTextContent('[E1]');
    expect(within(feedback).getByRole('button', { name: 'Globex, source: Experience: Globex — Business Analyst' })).toBeInTheDocument();
    expect(within(feedback).getByRole('button', { name: '40, not in your record' })).toBeInTheDocument();
    const list = within(feedback).getByRole('region', { name: 'Not in your record: 40%, Kubernetes' });

    await user.click(within(list).getByRole('button', { name: 'Add to facts about me – Kubernetes' }));
    await expect.poll(() => fakeSupabase.tables.user_profiles[0].facts_about_me).toBe(`Speak Spanish\n${sentence}`);
    // The sentence holds both claims: both are in the facts now.
    await vi.waitFor(() => expect(within(list).getAllByText('In your facts')).toHaveLength(2));
    expect(within(list).queryByRole('button', { name: /to facts about me/ })).toBeNull();
  });

  it('is reached and used with the keyboard', async () => {
    const user = userEvent.setup();
    renderChat({ feedback: 'Name the result.', evidence: [] });
    const add = screen.getByRole('button', { name: 'Add to facts about me – 40%' });
    add.focus();
    await user.keyboard('{Enter}');
    await expect.poll(() => fakeSupabase.tables.user_profiles[0].facts_about_me).toBe(`Speak Spanish\n${sentence}`);
  });

  it.each([
    [
      'facts that would pass 1,000 characters',
      'x'.repeat(980),
      claims,
      'Your facts about me are full (1000 characters): make room in Settings → Facts about me, then add this again.',
    ],
    [
      'a sentence holding HTML',
      'Speak Spanish',
      [{ text: 'Kubernetes', sentence: 'I ran <b>Kubernetes</b>.' }],
      'This sentence holds an HTML tag (< followed by a letter) and facts are plain text: write it without the tag in Settings → Facts about me.',
    ],
  ])('refuses %s with a sentence that says why: nothing is saved, the claim keeps its button', async (_kind, facts, notInRecord, message) => {
    fakeSupabase.tables.user_profiles = [{ id: 'user-1', facts_about_me: facts }];
    const user = userEvent.setup();
    renderChat({ notInRecord });
    await user.click(screen.getByRole('button', { name: 'Add to facts about me – Kubernetes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fakeSupabase.tables.user_profiles[0].facts_about_me).toBe(facts);
    expect(screen.getByRole('button', { name: 'Add to facts about me – Kubernetes' })).toBeEnabled();
  });

  it('says it in French', async () => {
    await switchToFrench();
    renderChat();
    expect(screen.getByRole('region', { name: 'Absent de votre dossier : 40%, Kubernetes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter aux faits sur moi – Kubernetes' })).toBeInTheDocument();
  });

  it('lists nothing when the answer claimed nothing the record lacks, and shows no marker in a feedback sent without evidence', () => {
    renderChat({ notInRecord: [], evidence: undefined, feedback: 'Good [E1] answer.' });
    expect(screen.queryByRole('region', { name: /Not in your record/ })).toBeNull();
    expect(screen.getByTestId('coach-feedback')).toHaveTextContent('Good answer.');
  });
});
