import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusBadge } from '@/components/ui/status-badge';
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

describe('status colours (docs/product.md#application-status)', () => {
  // Saved grey, Applied light blue, No Reply amber, Missed red, In progress purple, Succeeded green.
  const expected = [
    ['Saved', 'bg-slate-100', 'text-slate-700'],
    ['Applied', 'bg-sky-100', 'text-sky-800'],
    ['No Reply', 'bg-amber-100', 'text-amber-800'],
    ['In progress', 'bg-purple-100', 'text-purple-800'],
    ['Succeeded', 'bg-green-100', 'text-green-800'],
    ['Missed', 'bg-red-100', 'text-red-800'],
  ] as const;

  it.each(expected)('the %s chip and badge are %s / %s', (status, background, text) => {
    renderWithProviders(
      <>
        <StatusChipMenu applicationId="app-1" status={status} label="Alan – Developer" />
        <StatusBadge status={status} />
      </>,
    );
    const chip = screen.getByRole('button', { name: `Status of Alan – Developer: ${status}. Change status` });
    expect(chip).toHaveClass(background, text);
    expect(chip).toHaveTextContent(status);
    const badge = document.querySelector(`span[data-status="${status}"]`);
    expect(badge).toHaveClass(background, text);
  });

  it('gives every status its own colour', () => {
    expect(new Set(expected.map(([, background]) => background)).size).toBe(6);
  });
});
