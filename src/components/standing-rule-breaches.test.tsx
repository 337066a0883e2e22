// The flag under a finished answer that breaks a standing rule a machine can check (issue #39).
import { screen } from '@testing-library/react';
import { switchToEnglish, switchToFrench } from '@/testing/french';
import { renderWithProviders } from '@/testing/render';
import { StandingRuleBreaches } from './standing-rule-breaches';

const rules = ['never say I managed people', 'answer in under 2 seconds', 'I am not willing to relocate'];

describe('StandingRuleBreaches', () => {
  afterEach(switchToEnglish);

  it('names each rule a finished answer breaks: a banned phrase said, and too many words', () => {
    renderWithProviders(<StandingRuleBreaches rules={rules} text="At Acme **I managed people**: eight engineers, two designers." isFinished />);
    const flag = screen.getByRole('region', { name: 'Breaks your standing rules' });
    expect(flag).toHaveTextContent('“never say I managed people”: it says “I managed people”.');
    expect(flag).toHaveTextContent('“answer in under 2 seconds”: 9 words, more than about 5.');
    expect(flag).not.toHaveTextContent('relocate');
  });

  it('says nothing while the answer is still coming, or when it keeps to the rules', () => {
    const { rerender } = renderWithProviders(<StandingRuleBreaches rules={rules} text="I managed people" isFinished={false} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    rerender(<StandingRuleBreaches rules={rules} text="I led a team." isFinished />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('speaks French, about the candidate’s own answer in the Coach', async () => {
    await switchToFrench();
    renderWithProviders(<StandingRuleBreaches rules={['ne jamais dire j’ai managé']} text="J’ai managé trois personnes." isFinished variant="coach" />);
    expect(screen.getByRole('region', { name: 'Votre réponse enfreint vos règles permanentes' })).toHaveTextContent(
      '« ne jamais dire j’ai managé » : elle dit « j’ai managé ».',
    );
  });
});
