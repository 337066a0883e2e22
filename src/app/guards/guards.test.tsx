import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { LAST_VISITED_PATH_KEY } from '@/config/paths';
import type { AuthState } from '@/data/auth/auth-context';
import { fakeSession, WithAuth } from '@/testing/fake-auth-state';
import { RedirectIfSignedIn } from '@/app/guards/redirect-if-signed-in';
import { RequireSession } from '@/app/guards/require-session';

/** The routes under test, and where the router ended up. */
function Routes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  return (
    <>
      {useRoutes(routes)}
      <p data-testid="current-path">{pathname}</p>
    </>
  );
}

const currentPath = () => screen.getByTestId('current-path').textContent;
const storedPath = () => (JSON.parse(window.sessionStorage.getItem(LAST_VISITED_PATH_KEY) ?? 'null') as { path: string } | null)?.path;
const storePath = (path: string, userId: string | null) => window.sessionStorage.setItem(LAST_VISITED_PATH_KEY, JSON.stringify({ path, userId }));

function renderAt(path: string, state: Partial<AuthState>) {
  const routes: RouteObject[] = [
    {
      element: <RedirectIfSignedIn />,
      children: [
        { path: '/login', element: <h1>Login screen</h1> },
        { path: '/signup', element: <h1>Signup screen</h1> },
      ],
    },
    {
      element: <RequireSession />,
      children: [
        { path: '/', element: <h1>Dashboard screen</h1> },
        { path: '/coach', element: <h1>Coach screen</h1> },
      ],
    },
  ];
  render(
    <WithAuth state={state}>
      <MemoryRouter initialEntries={[path]}>
        <Routes routes={routes} />
      </MemoryRouter>
    </WithAuth>,
  );
}

describe('route guards', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('sends a protected route to /login without a session', async () => {
    renderAt('/coach', { session: null });
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(storedPath()).toBe('/coach');
  });

  it('waits for the stored session before deciding', () => {
    renderAt('/coach', { isReady: false });
    expect(screen.getByRole('status')).toHaveTextContent('Restoring your session');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('keeps the dashboard heading and tiles of the first paint while the stored session is restored on / (issue 44)', () => {
    renderAt('/', { isReady: false });
    expect(screen.getByRole('heading', { level: 1, name: 'My Applications' })).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-shell')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { name: 'Dashboard screen' })).not.toBeInTheDocument();
  });

  it('opens a protected route with a session and remembers it', async () => {
    renderAt('/coach', { session: fakeSession() });
    expect(await screen.findByRole('heading', { name: 'Coach screen' })).toBeInTheDocument();
    expect(storedPath()).toBe('/coach');
  });

  it('sends /login with a session to the last visited path', async () => {
    storePath('/coach', fakeSession().user.id);
    renderAt('/login', { session: fakeSession() });
    expect(await screen.findByRole('heading', { name: 'Coach screen' })).toBeInTheDocument();
    expect(currentPath()).toBe('/coach');
  });

  it('sends /signup with a session to the dashboard when nothing was visited, never to an unsafe path', async () => {
    storePath('//evil.example/path', null);
    renderAt('/signup', { session: fakeSession() });
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('sends a link opened while signed out to whoever signs in', async () => {
    storePath('/coach', null);
    renderAt('/login', { session: fakeSession() });
    expect(await screen.findByRole('heading', { name: 'Coach screen' })).toBeInTheDocument();
  });

  it("never sends a new account to the previous person's last page (issue 28 item 2)", async () => {
    storePath('/coach', 'the-previous-person');
    renderAt('/signup', { session: fakeSession({ ...fakeSession().user, id: 'a-new-person' }) });
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('keeps the page a person signs out of as theirs', async () => {
    storePath('/coach', 'the-previous-person');
    renderAt('/coach', { session: null });
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem(LAST_VISITED_PATH_KEY) ?? '')).toEqual({ path: '/coach', userId: 'the-previous-person' });
  });

  it('shows /login without a session', async () => {
    renderAt('/login', { session: null });
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });
});
