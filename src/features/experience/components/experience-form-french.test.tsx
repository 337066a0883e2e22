// The experience form in French: labels and validation messages, read when the check fails.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyExperienceForm } from '@/data/experiences/experience-schema';
import { renderWithProviders } from '@/testing/render';
import { switchToEnglish, switchToFrench } from '@/testing/french';
import { ExperienceForm } from './experience-form';

describe('ExperienceForm in French', { timeout: 20_000 }, () => {
  beforeEach(switchToFrench);
  afterEach(switchToEnglish);

  it('says in French what is missing and that the end cannot precede the start', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <>
        <ExperienceForm id="experience" defaultValues={emptyExperienceForm()} submitError={null} onSubmit={onSubmit} />
        <button type="submit" form="experience">
          Enregistrer
        </button>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('L’entreprise est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('La date de début est obligatoire.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Entreprise'), 'Deezer');
    await user.type(screen.getByLabelText('Intitulé du poste'), 'Développeur web');
    await user.type(screen.getByLabelText('Date de début'), '2021-09-01');
    await user.type(screen.getByLabelText('Date de fin'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('La date de fin doit être égale ou postérieure à la date de début.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
