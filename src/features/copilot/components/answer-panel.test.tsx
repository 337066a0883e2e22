// A question heard again (issue #28): the answer already given is marked as such, in English and French, and "Ask
// again" asks that question on purpose.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { switchToEnglish, switchToFrench } from '@/testing/french';
import { AnswerPanel } from './answer-panel';

const repeat = { question: 'Why us?', text: 'Because of the product.', isDone: true, isDraft: false, isRepeat: true };

describe('AnswerPanel with a question asked before', () => {
  afterEach(switchToEnglish);

  it('says the answer is the one already given, and Ask again sends the question', async () => {
    const onAskAgain = vi.fn();
    renderWithProviders(<AnswerPanel answer={repeat} isSending={false} hasTypewriter={false} onCancel={() => undefined} onAskAgain={onAskAgain} />);
    expect(screen.getByRole('status')).toHaveTextContent('Asked before: the answer already given, shown again free');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ask again' }));
    expect(onAskAgain).toHaveBeenCalledWith('Why us?');
  });

  it('says it in French', async () => {
    await switchToFrench();
    renderWithProviders(<AnswerPanel answer={repeat} isSending={false} hasTypewriter={false} onCancel={() => undefined} onAskAgain={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Déjà posée : la réponse déjà donnée, affichée à nouveau sans frais');
    expect(screen.getByRole('button', { name: 'Reposer la question' })).toBeEnabled();
  });

  it('shows no mark for an answer asked once', () => {
    renderWithProviders(
      <AnswerPanel answer={{ ...repeat, isRepeat: false }} isSending={false} hasTypewriter={false} onCancel={() => undefined} onAskAgain={() => undefined} />,
    );
    expect(screen.queryByRole('button', { name: 'Ask again' })).not.toBeInTheDocument();
  });
});
