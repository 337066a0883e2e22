import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { StatusChipMenu } from './status-chip-menu';

const mutate = vi.fn();
vi.mock('@/data/applications/update-application-status', () => ({
  useUpdateApplicationStatus: () => ({ mutate, isPending: false }),
}));

describe('StatusChipMenu', { timeout: 20_000 }, () => {
  beforeEach(() => mutate.mockReset());

  it('lists the six statuses with the current one ticked, and changes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatusChipMenu applicationId="app-1" status="Applied" label="Qonto – Product Engineer" />);
    const chip = screen.getByRole('button', { name: /Status of Qonto – Product Engineer: Applied/ });
    expect(chip).toHaveClass('bg-sky-100');
    await user.click(chip);
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Saved', 'Applied', 'No Reply', 'In progress', 'Succeeded', 'Missed']);
    expect(screen.getByRole('menuitemradio', { name: 'Applied' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Saved' })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('menuitemradio', { name: 'In progress' }));
    expect(mutate).toHaveBeenCalledWith({ id: 'app-1', status: 'In progress' }, expect.anything());
  });
});
