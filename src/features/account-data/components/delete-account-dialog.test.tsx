import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@/testing/render';
import { DeleteAccountDialog } from '@/features/account-data/components/delete-account-dialog';

const mocks = vi.hoisted(() => ({ invoke: vi.fn(), signOut: vi.fn() }));
vi.mock('@/lib/supabase', () => ({ supabase: { functions: { invoke: mocks.invoke }, auth: { signOut: mocks.signOut } } }));

const EMAIL = 'ada@example.test';

function renderDialog() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<DeleteAccountDialog email={EMAIL} open onOpenChange={() => undefined} />} />
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
  );
}

describe('DeleteAccountDialog', () => {
  beforeEach(() => vi.clearAllMocks());

  it('stays disabled until the email address is typed, then deletes, signs out and goes to /login', async () => {
    mocks.invoke.mockResolvedValue({ data: { deleted: true }, error: null });
    mocks.signOut.mockResolvedValue({ error: null });
    renderDialog();
    const button = screen.getByRole('button', { name: 'Delete my account permanently' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(`Type ${EMAIL} to confirm`), 'ada@example');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText(`Type ${EMAIL} to confirm`), '.test');
    await userEvent.click(button);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(mocks.invoke).toHaveBeenCalledWith('delete-account', { body: { confirmation: EMAIL } });
    expect(mocks.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it("shows the server's reason, such as a running subscription, and stays open", async () => {
    const reason = 'Your Plus subscription is still running. Cancel it first (Plans → Manage subscription), then delete your account.';
    mocks.invoke.mockResolvedValue({ data: null, error: new FunctionsHttpError(new Response(JSON.stringify({ error: reason }), { status: 409 })) });
    renderDialog();
    await userEvent.type(screen.getByLabelText(`Type ${EMAIL} to confirm`), EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(mocks.signOut).not.toHaveBeenCalled();
    expect(screen.queryByText('Login page')).not.toBeInTheDocument();
  });
});
