// The confirmation's keep-things-as-they-are button speaks the app's language unless a caller names it.
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { switchToEnglish, switchToFrench } from '@/testing/french';
import { ConfirmDialog } from './confirm-dialog';

const props = {
  open: true,
  onOpenChange: () => undefined,
  title: 'Supprimer ?',
  description: 'Irréversible.',
  confirmLabel: 'Supprimer',
  onConfirm: () => undefined,
};

describe('ConfirmDialog', () => {
  afterEach(switchToEnglish);

  it('says Cancel in English and Annuler in French', async () => {
    const { unmount } = renderWithProviders(<ConfirmDialog {...props} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    unmount();
    await switchToFrench();
    renderWithProviders(<ConfirmDialog {...props} />);
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('keeps the label a caller gives', () => {
    renderWithProviders(<ConfirmDialog {...props} cancelLabel="Keep editing" />);
    expect(screen.getByRole('button', { name: 'Keep editing' })).toBeInTheDocument();
  });
});
