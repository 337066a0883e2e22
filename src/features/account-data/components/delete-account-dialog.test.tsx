import { screen, waitFor } from '@testing-library/react';
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

/** Pastes the text into the field (typing it key by key takes seconds on a loaded machine). */
async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

type Invoke = (name: string, options: { body: Record<string, unknown> }) => Promise<unknown>;

/** The function's answers: `preview` says what deleting does with running plans; a deletion answers `deletion`. */
function answer(preview: { running_plans: string[]; can_cancel: boolean }, deletion: unknown = { data: { deleted: true }, error: null }) {
  mocks.invoke.mockImplementation(((_name, { body }) => Promise.resolve(body.preview ? { data: preview, error: null } : deletion)) as Invoke);
}

describe('DeleteAccountDialog', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    answer({ running_plans: [], can_cancel: false });
  });

  it('stays disabled until the email address is typed, then deletes, signs out and goes to /login', async () => {
    mocks.signOut.mockResolvedValue({ error: null });
    renderDialog();
    const button = screen.getByRole('button', { name: 'Delete my account permanently' });
    expect(button).toBeDisabled();
    expect(await screen.findByText('Export your data first if you want to keep a copy.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/plan/)).not.toBeInTheDocument());
    await typeInto(screen.getByLabelText(`Type ${EMAIL} to confirm`), 'ada@example');
    expect(button).toBeDisabled();
    await typeInto(screen.getByLabelText(`Type ${EMAIL} to confirm`), '.test');
    await userEvent.click(button);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(mocks.invoke).toHaveBeenCalledWith('delete-account', { body: { confirmation: EMAIL } });
    expect(mocks.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it("shows the server's reason and stays open", async () => {
    const reason = 'Your account could not be deleted (failed while removing your files). Nothing more was removed; try again in a moment.';
    answer(
      { running_plans: [], can_cancel: false },
      { data: null, error: new FunctionsHttpError(new Response(JSON.stringify({ error: reason }), { status: 502 })) },
    );
    renderDialog();
    await typeInto(screen.getByLabelText(`Type ${EMAIL} to confirm`), EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(mocks.signOut).not.toHaveBeenCalled();
    expect(screen.queryByText('Login page')).not.toBeInTheDocument();
  });

  it('says a running plan is cancelled first when the server can cancel it', async () => {
    answer({ running_plans: ['plus'], can_cancel: true });
    renderDialog();
    expect(await screen.findByText('Your Plus plan is cancelled first, with no further charges.')).toBeInTheDocument();
    expect(screen.getByLabelText(`Type ${EMAIL} to confirm`)).toBeEnabled();
  });

  it('says "cancel it first" before the email is typed when the server cannot cancel the plan (issue 28 item 6)', async () => {
    answer({ running_plans: ['plus'], can_cancel: false });
    renderDialog();
    expect(await screen.findByText(/Your Plus plan is still running and cannot be cancelled from here\. Cancel it first/)).toBeInTheDocument();
    expect(screen.queryByText(/cancelled first/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(`Type ${EMAIL} to confirm`)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete my account permanently' })).toBeDisabled();
    expect(mocks.invoke).toHaveBeenCalledTimes(1);
  });
});
