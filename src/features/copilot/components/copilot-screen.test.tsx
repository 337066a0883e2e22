import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AiError } from '@/lib/ai';
import { fakeSupabase } from '@/testing/fake-supabase';
import { aiState, hearingState, hear, renderScreen, resetCopilot, startSession } from './copilot-test-harness';

vi.mock('@/lib/hearing/hearing-session', async () => (await import('./copilot-fakes')).fakeHearingModule());
vi.mock('@/data/applications/get-applications', async () => (await import('./copilot-fakes')).fakeApplicationsModule());
vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-supabase')).fakeSupabaseModule());
vi.mock('@/lib/ai', async (importOriginal) => (await import('./copilot-fakes')).fakeAiModule(importOriginal));

const { streamAnswer } = await import('@/lib/ai');
const streamMock = vi.mocked(streamAnswer);

describe('CopilotScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetCopilot();
    streamMock.mockReset();
  });

  it('lists upcoming interviews (dated), applications and demo mode in their groups; v3 starts only after a selection', async () => {
    const user = userEvent.setup();
    renderScreen();
    const select = await screen.findByLabelText('Interview or application');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['', 'Select interview or application...'],
      ['int_i1', expect.stringMatching(/^Initech - HR call · Mon, Nov 30, /)],
      ['app_a1', 'Initech - Product Owner'],
      ['demo', 'Enter Demo Mode'],
    ]);
    expect(
      within(select)
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(['Upcoming interviews', 'Applications', 'Try it']);
    expect(screen.getByRole('button', { name: 'Start Session' })).toBeDisabled();
    await user.selectOptions(select, 'demo');
    expect(screen.getByRole('button', { name: 'Start Session' })).toBeEnabled();
  });

  it('shows the microphone error and stays disconnected when the microphone is refused', async () => {
    hearingState.startError = 'Microphone access denied. Please allow microphone access and try again.';
    const user = userEvent.setup();
    renderScreen();
    await user.selectOptions(await screen.findByLabelText('Interview or application'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Microphone access denied. Please allow microphone access and try again.');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Session' })).toBeInTheDocument();
  });

  it('without a microphone a typed question is still sent, and it moves into the question box when a retry connects', async () => {
    hearingState.startError = 'No microphone was found. Connect one and try again.';
    streamMock.mockResolvedValue('Because I love billing.');
    const user = userEvent.setup();
    renderScreen();
    await user.selectOptions(await screen.findByLabelText('Interview or application'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No microphone was found. Connect one and try again.');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Interviewer’s question (transcript)')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Typed question'), 'Why this job?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Because I love billing.')).toBeInTheDocument();
    expect(streamMock.mock.calls[0][0]).toMatchObject({ question: 'Why this job?' });
    await waitFor(() => expect(screen.getByLabelText('Typed question')).toHaveValue(''));

    await user.type(screen.getByLabelText('Typed question'), 'And your weaknesses?');
    hearingState.startError = null;
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    await screen.findByRole('timer', { name: 'Session time' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // One box: the typed question is in it, and the interviewer's words heard next come after it.
    expect(screen.getByLabelText('Interviewer’s question (transcript)')).toHaveValue('And your weaknesses?');
    expect(screen.queryByLabelText('Typed question')).not.toBeInTheDocument();
    hear('Tell me more', 'demo:1');
    expect(screen.getByLabelText('Interviewer’s question (transcript)')).toHaveValue('And your weaknesses? Tell me more');
  });

  it('toggles listening with Space (v3), clearing the transcript when listening starts again', async () => {
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    hear('Old words');
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard(' ');
    expect(await screen.findByRole('button', { name: 'Listen' })).toBeInTheDocument();
    expect(hearingState.session?.setListening).toHaveBeenLastCalledWith(false);
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard(' ');
    expect(await screen.findByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(screen.getByLabelText('Interviewer’s question (transcript)')).toHaveValue('');
  });

  it('has one box for the interviewer’s question, heard or typed, and one Send (no second typing box)', async () => {
    streamMock.mockResolvedValue('Typed answer');
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(within(send.closest('form')!).getAllByRole('textbox')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Type' })).not.toBeInTheDocument();
    const box = screen.getByLabelText('Interviewer’s question (transcript)');
    expect(box).toHaveAttribute('placeholder', 'The interviewer’s words appear here as they speak. You can also type or correct the question.');
    await user.type(box, 'Typed question');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Typed answer')).toBeInTheDocument();
    expect(streamMock.mock.calls[0][0]).toMatchObject({ question: 'Typed question' });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('closing the session returns to the selector and clears the transcript', async () => {
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    hear('Something');
    await user.click(screen.getByRole('button', { name: 'Close session' }));
    expect(await screen.findByRole('button', { name: 'Start Session' })).toBeInTheDocument();
    expect(hearingState.session?.stop).toHaveBeenCalled();
    expect(screen.queryByLabelText('Interviewer’s question (transcript)')).not.toBeInTheDocument();
  });

  // What the meters cost the page (they skip React's tree) is a bench figure, not a test: render counts are not asserted.
  it('moves the tab and microphone meters with each level the hearing reports, the newest shown', async () => {
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    const meter = screen.getByRole('meter', { name: 'Microphone level' });
    const tabMeter = screen.getByRole('meter', { name: 'Meeting tab level' });
    for (let i = 1; i <= 20; i += 1) act(() => hearingState.session?.options.levels.mic.set(i % 2 === 0 ? 0.06 : 0.03));
    act(() => hearingState.session?.options.levels.tab.set(0.12));
    expect(meter).toHaveAttribute('aria-valuenow', '50');
    expect(tabMeter).toHaveAttribute('aria-valuenow', '100');
  });

  it('says once, before anything starts, that AI is not configured', async () => {
    aiState.isConfigured = false;
    const user = userEvent.setup();
    renderScreen();
    await user.selectOptions(await screen.findByLabelText('Interview or application'), 'demo');
    expect(await screen.findByRole('alert')).toHaveTextContent('AI is not configured');
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    expect(hearingState.session).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('shows the plan in force: a paid plan is not told about the free questions', async () => {
    fakeSupabase.credits = { plan_type: 'plus', monthly_limit: 10, used: 0, remaining: null };
    renderScreen();
    expect(await screen.findByText(/Your Plus plan is active: unlimited AI questions\./)).toBeInTheDocument();
    expect(screen.queryByText(/10 questions/)).not.toBeInTheDocument();
  });

  it('titles a running demo "Demo interview", and drops the title when the session closes', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.selectOptions(await screen.findByLabelText('Interview or application'), 'demo');
    expect(screen.queryByText('Enter Demo Mode', { selector: 'p' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    await screen.findByRole('timer', { name: 'Session time' });
    expect(screen.getByText('Demo interview')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close session' }));
    expect(screen.queryByText('Demo interview')).not.toBeInTheDocument();
    expect(screen.getByText('Live answers while you interview.')).toBeInTheDocument();
  });

  it('shows one current error: a send failure replaces an earlier transcription error', async () => {
    streamMock.mockRejectedValue(new AiError('upstream', 'The AI service failed.', 500));
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    act(() => hearingState.session?.emit({ type: 'error', message: 'Transcription error occurred. Please try again.', isFatal: false }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Transcription error occurred');
    hear('Why us?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to process message'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('Answer timing waits for the stored profile, then shows and changes the choice', async () => {
    let loadProfile = () => {};
    fakeSupabase.gates.user_profiles = new Promise((resolve) => (loadProfile = resolve));
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Copilot settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copilot settings' });
    const afterPause = within(dialog).getByRole('radio', { name: /After a 2 s pause/ });
    // A click now would be overwritten by the profile arriving: the choice is not offered yet.
    expect(afterPause).toBeDisabled();
    expect(within(dialog).getByText('Loading your settings...')).toBeInTheDocument();
    act(() => loadProfile());
    await waitFor(() => expect(afterPause).toBeEnabled());
    expect(afterPause).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Instant/ }));
    expect(within(dialog).getByRole('radio', { name: /Instant/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Off — I press Answer now/ })).not.toBeChecked();
  });
});
