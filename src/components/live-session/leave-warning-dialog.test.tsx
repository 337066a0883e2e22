import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { switchToEnglish, switchToFrench } from '@/testing/french';
import { renderWithProviders } from '@/testing/render';
import { LeaveWarningDialog } from './leave-warning-dialog';

function LiveSession({ isActive }: { isActive: boolean }) {
  return (
    <>
      <Link to="/">Tableau de bord</Link>
      <p>Séance en cours</p>
      <LeaveWarningDialog isActive={isActive} description="Les réponses déjà données sont enregistrées." />
    </>
  );
}

function renderAt(isActive: boolean) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Accueil</p>} />
      <Route path="/coach" element={<LiveSession isActive={isActive} />} />
    </Routes>,
    { route: '/coach' },
  );
}

describe('LeaveWarningDialog', () => {
  beforeEach(switchToFrench);
  afterEach(switchToEnglish);

  it('asks in French before a link leaves a live session: Rester stays, Quitter goes', async () => {
    const user = userEvent.setup();
    renderAt(true);
    await user.click(screen.getByRole('link', { name: 'Tableau de bord' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitter la séance ?' });
    expect(dialog).toHaveTextContent('Les réponses déjà données sont enregistrées.');
    await user.click(screen.getByRole('button', { name: 'Rester' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Séance en cours')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Tableau de bord' }));
    await user.click(await screen.findByRole('button', { name: 'Quitter la séance' }));
    expect(await screen.findByText('Accueil')).toBeInTheDocument();
  });

  it('lets a session that is not live go without asking', async () => {
    const user = userEvent.setup();
    renderAt(false);
    await user.click(screen.getByRole('link', { name: 'Tableau de bord' }));
    expect(await screen.findByText('Accueil')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
