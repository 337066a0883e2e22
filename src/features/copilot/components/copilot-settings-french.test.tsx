// In French the settings speak French, and a choice is still saved under its stored value.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { switchToEnglish, switchToFrench } from '@/testing/french';
import { DEFAULT_COPILOT_SETTINGS } from '@/features/copilot/utils/copilot-variants';
import { CopilotSettingsDialog } from './copilot-settings-dialog';

describe('CopilotSettingsDialog in French', () => {
  beforeEach(switchToFrench);
  afterEach(switchToEnglish);

  it('names lengths, languages and timings in French and saves the stored values', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <CopilotSettingsDialog
        open
        onOpenChange={() => undefined}
        settings={DEFAULT_COPILOT_SETTINGS}
        onChange={onChange}
        isLoaded
        isSaving={false}
        saveError={null}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Réglages du Copilot' })).toBeInTheDocument();
    // Why a new account starts on Off, and where that changes (issue 28).
    expect(screen.getByRole('group', { name: 'Moment de la réponse' })).toHaveTextContent(/Les nouveaux comptes commencent sur Désactivé/);
    const length = screen.getByLabelText('Longueur des réponses IA');
    expect(screen.getByRole('option', { name: 'Équilibrée' })).toBeInTheDocument();
    await user.selectOptions(length, 'Détaillée');
    expect(onChange).toHaveBeenCalledWith({ ai_response_length: 'comprehensive' });
    await user.selectOptions(screen.getByLabelText('Langue de l’entretien'), 'Français');
    expect(onChange).toHaveBeenCalledWith({ interview_language: 'fr' });
    await user.click(screen.getByRole('radio', { name: /Après une pause de 2 s/ }));
    expect(onChange).toHaveBeenCalledWith({ answer_timing: 'pause' });
  });
});
