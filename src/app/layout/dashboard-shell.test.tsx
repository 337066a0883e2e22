import { render, screen } from '@testing-library/react';
import { NARROW_SCREEN_QUERY } from '@/config/constants';
import { SIDEBAR_COLLAPSED_KEY } from '@/config/storage-keys';
import { DashboardShell } from '@/app/layout/dashboard-shell';

/** The frame standing for the sidebar: the shell's first child. */
const sidebarFrame = () => screen.getByTestId('dashboard-shell').firstElementChild as HTMLElement;

describe('DashboardShell (the first paint of a signed-in start on /)', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows the heading and four tiles as skeletons, busy, with the sidebar as wide as it will be', () => {
    render(<DashboardShell language="en" />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Applications' })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-shell')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('main').querySelectorAll('.grid > div')).toHaveLength(4);
    expect(sidebarFrame()).toHaveStyle({ width: '230px' });
  });

  it('speaks the language it is given, English for one the app does not speak', () => {
    const { unmount } = render(<DashboardShell language="fr" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mes candidatures' })).toBeInTheDocument();
    unmount();
    render(<DashboardShell language="de" />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Applications' })).toBeInTheDocument();
  });

  it('folds the sidebar as the person left it on a wide screen, and always on a phone', () => {
    window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
    const { unmount } = render(<DashboardShell language="en" />);
    expect(sidebarFrame()).toHaveStyle({ width: '70px' });
    unmount();

    window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'false');
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === NARROW_SCREEN_QUERY, media: query }));
    render(<DashboardShell language="en" />);
    expect(sidebarFrame()).toHaveStyle({ width: '70px' });
  });
});
