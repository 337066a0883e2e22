// In French the status menu shows French labels and still stores the English enum value.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { switchToEnglish, switchToFrench } from '@/testing/french';
import { StatusChipMenu } from './status-chip-menu';

const mutate = vi.fn();
vi.mock('@/data/applications/update-application-status', () => ({
  useUpdateApplicationStatus: () => ({ mutate, isPending: false }),
}));

describe('StatusChipMenu in French', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    mutate.mockReset();
    await switchToFrench();
  });
  afterEach(switchToEnglish);

  it('lists the statuses in French and saves the chosen one under its stored value', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatusChipMenu applicationId="app-1" status="Applied" label="Qonto – Product Engineer" />);
    await user.click(screen.getByRole('button', { name: 'Statut de Qonto – Product Engineer : Envoyée. Changer le statut' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Sauvegardée', 'Envoyée', 'Sans réponse', 'En cours', 'Réussie', 'Manquée']);
    await user.click(screen.getByRole('menuitemradio', { name: 'En cours' }));
    expect(mutate).toHaveBeenCalledWith({ id: 'app-1', status: 'In progress' }, expect.anything());
  });
});
