import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthState } from '@/data/auth/auth-context';
import { WithAuth } from '@/testing/fake-auth-state';
import { fakeSupabase, resetFakeSupabase } from '@/testing/fake-supabase';
import { renderWithProviders } from '@/testing/render';
import { AuthForm } from '@/features/auth/components/auth-form';

vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-supabase')).fakeSupabaseModule());

/** /login is signed out: the auth state only says whether a session ended by itself. */
function renderSignIn(state: Partial<AuthState> = {}) {
  return renderWithProviders(
    <WithAuth state={state}>
      <AuthForm mode="signin" />
    </WithAuth>,
  );
}

describe('AuthForm', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetFakeSupabase();
  });

  it('signs in with email and password only', async () => {
    renderSignIn();
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('asks for a first name in sign-up mode', () => {
    renderWithProviders(<AuthForm mode="signup" />);
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('does not send an empty form and says which fields are missing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuthForm mode="signup" />);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(fakeSupabase.client.auth.signUp).not.toHaveBeenCalled();
  });

  it('shows the server error text in an alert above the form', async () => {
    fakeSupabase.client.auth.signInWithPassword.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: new Error('Invalid login credentials'),
    } as never);
    const user = userEvent.setup();
    renderSignIn();
    await user.type(screen.getByLabelText('Email address'), 'zoe@example.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(fakeSupabase.client.auth.signInWithPassword).toHaveBeenCalledWith({ email: 'zoe@example.test', password: 'wrong-password' });
  });

  it('says why after a session ended by itself, and that the application being edited is kept', () => {
    renderSignIn({ endedSession: { hasKeptDrafts: true } });
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Your session has ended.');
    expect(notice).toHaveTextContent('Sign in again to continue. The application you were editing is kept and opens again after you sign in.');
  });

  it('says nothing after a sign-out the person asked for', () => {
    renderSignIn({ endedSession: null });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the first name as user metadata on sign-up', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuthForm mode="signup" />);
    await user.type(screen.getByLabelText('First name'), ' Maya ');
    await user.type(screen.getByLabelText('Email address'), 'maya@example.test');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await vi.waitFor(() =>
      expect(fakeSupabase.client.auth.signUp).toHaveBeenCalledWith({
        email: 'maya@example.test',
        password: 'long-enough',
        options: { data: { firstname: 'Maya', language: 'en' } },
      }),
    );
  });
});
