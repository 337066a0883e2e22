import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabase, resetFakeSupabase } from '@/testing/fake-supabase';
import { renderWithProviders } from '@/testing/render';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';

vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-supabase')).fakeSupabaseModule());

async function submit(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('New password'));
  await user.type(screen.getByLabelText('New password'), password);
  await user.clear(screen.getByLabelText('Confirm new password'));
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetFakeSupabase();
  });

  it('states the rule up front and does not send a shorter password', async () => {
    renderWithProviders(<ChangePasswordForm />);
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters.');
    await submit('1234567');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(fakeSupabase.client.auth.updateUser).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in an alert and keeps what was typed', async () => {
    fakeSupabase.client.auth.updateUser.mockResolvedValueOnce({
      data: { user: null },
      error: new Error('New password should be different from the old password.'),
    } as never);
    renderWithProviders(<ChangePasswordForm />);
    await submit('the-same-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('New password should be different from the old password.');
    expect(screen.getByLabelText('New password')).toHaveValue('the-same-password');
  });

  it('sends the new password for the current session and says it worked', async () => {
    renderWithProviders(<ChangePasswordForm />);
    await submit('a-changed-password');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(fakeSupabase.client.auth.updateUser).toHaveBeenCalledWith({ password: 'a-changed-password' });
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });
});
