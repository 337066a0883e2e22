import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession, WithAuth } from '@/testing/fake-auth-state';
import { fakeSupabase, resetFakeSupabase } from '@/testing/fake-supabase';
import { renderWithProviders } from '@/testing/render';
import { Sidebar } from '@/app/layout/sidebar';
import { SIDEBAR_COLLAPSED_KEY } from '@/config/storage-keys';
import { NARROW_SCREEN_QUERY } from '@/config/constants';

vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-supabase')).fakeSupabaseModule());

function renderSidebar() {
  return renderWithProviders(
    <WithAuth state={{ session: fakeSession() }}>
      <Sidebar />
    </WithAuth>,
  );
}

describe('Sidebar', { timeout: 20_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetFakeSupabase();
  });

  it('is 230px wide with every entry, the promo, the user block and the credits', async () => {
    renderSidebar();
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(sidebar).toHaveStyle({ width: '230px' });
    for (const name of ['Dashboard', 'Copilot', 'Copilot 3', 'Coach', 'Experience', 'My subscription']) {
      expect(within(sidebar).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(await within(sidebar).findByText('Boost your chances of landing the job of your dreams.')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Try Plus®' })).toHaveAttribute('href', '/subscription');
    expect(within(sidebar).getByText('Zoe')).toBeInTheDocument();
    expect(within(sidebar).getByText('zoe@example.test')).toBeInTheDocument();
    expect(within(sidebar).getByRole('img', { name: "Zoe's avatar" })).toHaveTextContent('Z');
    expect(await within(sidebar).findByTestId('credits-badge')).toHaveTextContent('7/10');
  });

  it('collapses to 70px, hides the promo, keeps accessible names, and persists the choice', async () => {
    const user = userEvent.setup();
    renderSidebar();
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    await user.click(within(sidebar).getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar).toHaveStyle({ width: '70px' });
    expect(within(sidebar).queryByText('Boost your chances of landing the job of your dreams.')).not.toBeInTheDocument();
    for (const name of ['Dashboard', 'Copilot', 'Copilot 3', 'Coach', 'Experience', 'My subscription']) {
      expect(within(sidebar).getByRole('link', { name })).toBeInTheDocument();
    }
    for (const name of ['Get Free credits', 'Settings', 'Help Center', 'Log Out']) {
      expect(within(sidebar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('true');
    expect(within(sidebar).getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts collapsed when that was the last choice', () => {
    window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'true');
    renderSidebar();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toHaveStyle({ width: '70px' });
  });

  it('starts collapsed on a narrow screen whatever was saved, and expands there without changing the saved choice', async () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query === NARROW_SCREEN_QUERY,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const user = userEvent.setup();
      window.localStorage.setItem(SIDEBAR_COLLAPSED_KEY, 'false');
      renderSidebar();
      const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
      expect(sidebar).toHaveStyle({ width: '70px' });
      await user.click(within(sidebar).getByRole('button', { name: 'Expand sidebar' }));
      expect(sidebar).toHaveStyle({ width: '230px' });
      expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_KEY)).toBe('false');
      expect(matchMedia).toHaveBeenCalledWith(NARROW_SCREEN_QUERY);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows a paid person their plan and where to manage it, never the Plus promo', async () => {
    fakeSupabase.credits = { plan_type: 'plus', monthly_limit: 10, used: 3, remaining: null };
    renderSidebar();
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    const plan = await within(sidebar).findByRole('region', { name: 'Your plan' });
    expect(plan).toHaveTextContent('Offerpilot Plus');
    expect(within(plan).getByRole('link', { name: 'Manage plan' })).toHaveAttribute('href', '/subscription');
    expect(within(sidebar).queryByRole('link', { name: 'Try Plus®' })).not.toBeInTheDocument();
    expect(within(sidebar).queryByText('Boost your chances of landing the job of your dreams.')).not.toBeInTheDocument();
    expect(within(sidebar).queryByTestId('credits-badge')).not.toBeInTheDocument();
  });

  it('opens the Help Center: how to share the meeting tab, which Copilot, what costs a question', async () => {
    const user = userEvent.setup();
    renderSidebar();
    await user.click(screen.getByRole('button', { name: 'Help Center' }));
    const help = await screen.findByRole('dialog', { name: 'Help Center' }, { timeout: 15_000 });
    for (const name of ['Let the Copilot hear the interviewer', 'Copilot 3 or Copilot v2?', 'What costs a question']) {
      expect(within(help).getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(within(help).getByRole('img', { name: /Drawing of the browser’s share window/ })).toBeInTheDocument();
    expect(help).toHaveTextContent('Join from your browser');
    expect(help).toHaveTextContent('it always hears and answers in French');
  });

  it('says under each Copilot which is which', () => {
    renderSidebar();
    expect(screen.getByRole('link', { name: 'Copilot' })).toHaveAccessibleDescription('v2 · answers in French');
    expect(screen.getByRole('link', { name: 'Copilot 3' })).toHaveAccessibleDescription('Your language and settings');
  });
});
