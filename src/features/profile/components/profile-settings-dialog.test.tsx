import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabase, resetFakeSupabase } from '@/testing/fake-supabase';
import { fakeSession, WithAuth } from '@/testing/fake-auth-state';
import { renderWithProviders } from '@/testing/render';
import { ProfileSettingsDialog } from '@/features/profile/components/profile-settings-dialog';

vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-supabase')).fakeSupabaseModule());

function renderDialog() {
  return renderWithProviders(
    <WithAuth state={{ session: fakeSession() }}>
      <ProfileSettingsDialog open onOpenChange={() => undefined} />
    </WithAuth>,
  );
}

describe('ProfileSettingsDialog', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetFakeSupabase({ ai_response_length: 'short', interview_language: 'fr', ai_response_language: 'de' });
  });

  it('shows the saved settings in labelled fields', async () => {
    renderDialog();
    expect(await screen.findByLabelText('First Name')).toHaveValue('Zoe');
    expect(screen.getByLabelText('AI Response Length')).toHaveValue('short');
    expect(screen.getByLabelText('Interview Language')).toHaveValue('fr');
    expect(screen.getByLabelText('AI Response Language')).toHaveValue('de');
    expect(screen.getAllByRole('option', { name: 'Korean' })).toHaveLength(2);
    expect(screen.getByRole('option', { name: 'Detailed' })).toHaveValue('comprehensive');
  });

  it('refuses a file that is not an image, without uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDialog();
    await user.upload(await screen.findByLabelText('Upload profile photo'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload an image file');
    expect(fakeSupabase.client.storage.from).not.toHaveBeenCalled();
  });

  it('refuses a photo of 2 MB or more, without uploading', async () => {
    const user = userEvent.setup();
    renderDialog();
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Upload profile photo'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('File size must be less than 2MB');
    expect(fakeSupabase.client.storage.from).not.toHaveBeenCalled();
  });

  it('uploads a valid photo under the user folder with cache control and upsert', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.upload(await screen.findByLabelText('Upload profile photo'), new File(['png'], 'me.PNG', { type: 'image/png' }));
    await vi.waitFor(() => expect(fakeSupabase.bucket.upload).toHaveBeenCalled());
    const [path, , options] = fakeSupabase.bucket.upload.mock.calls[0] as unknown as [string, File, Record<string, unknown>];
    expect(path).toMatch(/^user-1\/\d+\.png$/);
    expect(options).toMatchObject({ cacheControl: '3600', upsert: true });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('requires a first name before saving', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.clear(await screen.findByLabelText('First Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(fakeSupabase.client.auth.updateUser).not.toHaveBeenCalled();
  });
});
