import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AiError } from '@/lib/ai';
import { fakeSupabase, resetFakeSupabase } from '@/testing/fake-supabase';
import { switchToEnglish, switchToFrench } from '@/testing/french';
import { COPILOT_V2 } from '@/features/copilot/utils/copilot-variants';
import { hearingState, hear, renderScreen, resetCopilot, startSession } from './copilot-test-harness';

vi.mock('@/lib/hearing/hearing-session', async () => (await import('./copilot-fakes')).fakeHearingModule());
vi.mock('@/data/applications/get-applications', async () => (await import('./copilot-fakes')).fakeApplicationsModule());
vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-supabase')).fakeSupabaseModule());
vi.mock('@/lib/ai', async (importOriginal) => (await import('./copilot-fakes')).fakeAiModule(importOriginal));

const { streamAnswer } = await import('@/lib/ai');
const streamMock = vi.mocked(streamAnswer);

describe('Copilot: sending a question', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetCopilot();
    streamMock.mockReset();
  });

  it('asks for speech when the transcript is empty, and sends nothing', async () => {
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide some speech input first.');
    expect(streamMock).not.toHaveBeenCalled();
    expect(fakeSupabase.inserted('chat_messages')).toEqual([]);
  });

  it('saves the question, streams the answer with the settings, saves it and clears the transcript', async () => {
    streamMock.mockImplementation(async (_request, options) => {
      options.onDelta?.('**Because** ', '**Because** ');
      options.onDelta?.('I love billing.', '**Because** I love billing.');
      return '**Because** I love billing.';
    });
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    hear('Why this job?');
    expect(screen.getByLabelText('Interviewer’s question (transcript)')).toHaveValue('Why this job?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Interviewer’s question (transcript)')).toHaveValue(''));
    // The gateway writes the prompt from the session's rows: the browser sends the session, the question and the settings.
    expect(streamMock.mock.calls[0][0]).toEqual({
      purpose: 'copilot',
      session: 'app_a1',
      question: 'Why this job?',
      settings: { responseLength: 'short', responseLanguage: 'es' },
    });
    expect(fakeSupabase.inserted('chat_messages')).toEqual([
      { session_id: 'app_a1', role: 'user', content: 'Why this job?' },
      { session_id: 'app_a1', role: 'assistant', content: '**Because** I love billing.' },
    ]);
    expect(within(screen.getByTestId('copilot-answer')).getByText('Because').tagName).toBe('STRONG');
  });

  it('v2 asks for a balanced answer in French', async () => {
    streamMock.mockResolvedValue('Bonjour');
    const user = userEvent.setup();
    renderScreen(COPILOT_V2);
    await startSession(user);
    hear('Parlez-moi de vous.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Bonjour');
    expect(streamMock.mock.calls[0][0]).toMatchObject({ session: 'app_a1', settings: { responseLength: 'balanced', responseLanguage: 'fr' } });
  });

  it('shows the fallback answer when the AI returns nothing', async () => {
    streamMock.mockResolvedValue('');
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    hear('Hmm?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Could you please rephrase your question?')).toBeInTheDocument();
    expect(fakeSupabase.inserted('chat_messages').at(-1)).toMatchObject({ role: 'assistant', content: 'Could you please rephrase your question?' });
  });

  it('blocks a second Send while a request is in progress, and does not answer the sent turn twice when it is confirmed', async () => {
    let finish: (text: string) => void = () => undefined;
    streamMock.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    hear('First question');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(streamMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: /Sending/ })).toBeDisabled();
    act(() => hearingState.session?.emit({ type: 'confirmed', turnKey: 'app_a1:1', text: 'First question' }));
    await act(async () => undefined);
    expect(streamMock).toHaveBeenCalledTimes(1);
    await act(async () => finish('Done'));
    await waitFor(() => expect(screen.getByLabelText('Interviewer’s question (transcript)')).toHaveValue(''));
  });

  it('a question typed while a heard answer streams is sent at once: it is the newest, and the heard answer stops (#38)', async () => {
    const signals: AbortSignal[] = [];
    streamMock.mockImplementation((_request, options) => {
      signals.push(options.signal!);
      return signals.length === 1
        ? new Promise<string>((_resolve, reject) => options.signal?.addEventListener('abort', () => reject(new AiError('aborted', 'Cancelled.'))))
        : Promise.resolve('Patience.');
    });
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    hear('Why us?', 'app_a1:1');
    act(() => hearingState.session?.emit({ type: 'confirmed', turnKey: 'app_a1:1', text: 'Why us?' }));
    await waitFor(() => expect(streamMock).toHaveBeenCalledTimes(1));
    const box = screen.getByLabelText('Interviewer’s question (transcript)');
    await user.type(box, 'What is your weakness?');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(streamMock).toHaveBeenCalledTimes(2));
    expect(signals[0].aborted).toBe(true);
    await waitFor(() => expect(screen.getByTestId('copilot-answer')).toHaveTextContent('Patience.'));
  });

  it('R1: the interviewer goes on while an answer streams: the box holds the new turn once, and Send sends it alone', async () => {
    let finish: (text: string) => void = () => undefined;
    streamMock.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve))).mockResolvedValueOnce('Patience.');
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    hear('Why us?', 'app_a1:1');
    act(() => hearingState.session?.emit({ type: 'confirmed', turnKey: 'app_a1:1', text: 'Why us?' }));
    await waitFor(() => expect(streamMock).toHaveBeenCalledTimes(1));
    hear('And', 'app_a1:2');
    await act(async () => finish('Because.'));
    await waitFor(() => expect(screen.getByLabelText('Interviewer’s question (transcript)')).toHaveValue('And'));
    hear('And your weaknesses?', 'app_a1:2');
    expect(screen.getByLabelText('Interviewer’s question (transcript)')).toHaveValue('And your weaknesses?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Patience.');
    expect(streamMock.mock.calls[1][0]).toMatchObject({ question: 'And your weaknesses?' });
  });

  it('what the person typed into the box is sent, and words heard after it stay', async () => {
    let finish: (text: string) => void = () => undefined;
    streamMock.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    hear('Tell me about Java', 'app_a1:1');
    const box = screen.getByLabelText('Interviewer’s question (transcript)');
    await user.clear(box);
    await user.type(box, 'Tell me about JavaScript');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(streamMock).toHaveBeenCalledTimes(1));
    expect(streamMock.mock.calls[0][0]).toMatchObject({ question: 'Tell me about JavaScript' });
    hear('Tell me about Java and more', 'app_a1:1');
    hear('Next one', 'app_a1:2');
    await act(async () => finish('Done'));
    await waitFor(() => expect(screen.getByLabelText('Interviewer’s question (transcript)')).toHaveValue('Next one'));
  });

  it('opens the credit-limit modal and sends nothing when a free plan has 0 credits', async () => {
    fakeSupabase.credits = { plan_type: 'free', monthly_limit: 10, used: 10, remaining: 0 };
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    hear('Eleventh question');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit Limit Reached' });
    expect(dialog).toHaveTextContent("You've reached your monthly limit of 10 questions. Upgrade to Plus to get unlimited access to all features.");
    expect(within(dialog).getByRole('button', { name: 'Upgrade to Plus' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Maybe Later' })).toBeInTheDocument();
    expect(streamMock).not.toHaveBeenCalled();
    expect(fakeSupabase.inserted('chat_messages')).toEqual([]);

    // "Maybe Later" only closes the modal: the live session goes on.
    await user.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('timer', { name: 'Session time' })).toBeInTheDocument();
    expect(screen.getByLabelText('Interviewer’s question (transcript)')).toHaveValue('Eleventh question');
  });

  it('opens the credit-limit modal when the gateway answers 402, and removes the unanswered question', async () => {
    streamMock.mockRejectedValue(new AiError('credit_limit_reached', 'limit', 402));
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    hear('One more');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Credit Limit Reached' })).toBeInTheDocument();
    expect(fakeSupabase.deleted('chat_messages')).toEqual([['row-1']]);
    expect(screen.getByLabelText('Interviewer’s question (transcript)')).toHaveValue('One more');
  });

  it('keeps the transcript on failure, shows the error, and a resend works', async () => {
    streamMock.mockRejectedValueOnce(new AiError('upstream', 'Scripted failure 500', 502)).mockResolvedValueOnce('Second time lucky');
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    hear('Tell me about yourself');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to process message');
    expect(alert).toHaveTextContent('Scripted failure 500');
    expect(screen.getByLabelText('Interviewer’s question (transcript)')).toHaveValue('Tell me about yourself');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Second time lucky')).toBeInTheDocument();
    expect(screen.getByLabelText('Interviewer’s question (transcript)')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says how to configure AI when the gateway has no key', async () => {
    streamMock.mockRejectedValue(new AiError('ai_not_configured', 'AI is not configured. Set OPENAI_API_KEY …', 503));
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    hear('Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Set OPENAI_API_KEY');
  });

  it('answers a confirmed interviewer turn by itself, with its turn key, and clears its words (v3)', async () => {
    streamMock.mockResolvedValue('Auto answer');
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    hear('What are your strengths?', 'app_a1:4');
    act(() => hearingState.session?.emit({ type: 'confirmed', turnKey: 'app_a1:4', text: 'What are your strengths?' }));
    expect(await screen.findByText('Auto answer')).toBeInTheDocument();
    expect(streamMock.mock.calls[0][0]).toMatchObject({ question: 'What are your strengths?', turn: 'app_a1:4' });
    await waitFor(() => expect(screen.getByLabelText('Interviewer’s question (transcript)')).toHaveValue(''));
  });

  it('shows a draft marked until the turn is confirmed, and a cancelled draft vanishes without an error', async () => {
    let finishFirst: (text: string) => void = () => undefined;
    streamMock
      .mockImplementationOnce((_request, options) => {
        options.onDelta?.('Draft words', 'Draft words');
        return new Promise((_resolve, reject) => options.signal?.addEventListener('abort', () => reject(new AiError('aborted', 'Cancelled.'))));
      })
      .mockImplementationOnce((_request, options) => {
        options.onDelta?.('Kept words', 'Kept words');
        return new Promise((resolve) => (finishFirst = resolve));
      });
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    const emit = (event: Parameters<NonNullable<typeof hearingState.session>['emit']>[0]) => act(() => hearingState.session?.emit(event));
    emit({ type: 'draftStarted', turnKey: 'app_a1:5', text: 'Tell me about' });
    expect(await screen.findByText(/Draft: the interviewer may not have finished/)).toBeInTheDocument();
    emit({ type: 'draftCancelled', turnKey: 'app_a1:5' });
    await waitFor(() => expect(screen.queryByText('Draft words')).not.toBeInTheDocument());
    emit({ type: 'draftStarted', turnKey: 'app_a1:5', text: 'Tell me about a failure' });
    expect(await screen.findByText('Kept words')).toBeInTheDocument();
    emit({ type: 'confirmed', turnKey: 'app_a1:5', text: 'Tell me about a failure' });
    await waitFor(() => expect(screen.queryByText(/Draft: the interviewer may not have finished/)).not.toBeInTheDocument());
    await act(async () => finishFirst('Kept words'));
    expect(streamMock).toHaveBeenCalledTimes(2);
    expect(streamMock.mock.calls.map(([request]) => request.turn)).toEqual(['app_a1:5', 'app_a1:5']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it is still hearing while a turn waits for words still being transcribed', async () => {
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    hear('Tell me about', 'app_a1:2');
    act(() => hearingState.session?.emit({ type: 'stillHearing', turnKey: 'app_a1:2' }));
    expect(screen.getByText('Still hearing the question…')).toBeInTheDocument();
    act(() => hearingState.session?.emit({ type: 'turnEnded', turnKey: 'app_a1:2', isAnswered: true, reason: 'confirmed' }));
    expect(screen.queryByText('Still hearing the question…')).not.toBeInTheDocument();
  });

  it('v2 shows the interviewer’s words and answers by itself as the timing saved from Copilot 3 says', async () => {
    const user = userEvent.setup();
    renderScreen(COPILOT_V2);
    // The profile says "After a 2 s pause" (the harness's stored settings).
    await screen.findByText(/follows the Answer timing chosen in Copilot 3/);
    await startSession(user);
    expect(await screen.findByText('The question goes out after a 2 s pause.')).toBeInTheDocument();
    // The timing the hearing was started with, or the one it was given once the profile arrived.
    const session = hearingState.session!;
    expect([session.options.timing, ...session.setTiming.mock.calls.map(([timing]) => timing)].at(-1)).toBe('pause');
    hear('What are your strengths?', 'demo:1');
    expect(screen.getByLabelText('Interviewer’s question (transcript)')).toHaveValue('What are your strengths?');
  });

  it('v2 with Answer timing Off points to Copilot 3’s settings, since it has none of its own', async () => {
    resetFakeSupabase({ answer_timing: 'off' });
    const user = userEvent.setup();
    renderScreen(COPILOT_V2);
    await startSession(user);
    expect(hearingState.session?.options.timing).toBe('off');
    expect(
      screen.getByText(
        'Press Answer now, or edit the text and send it. To answer by itself, choose an Answer timing in Copilot 3’s settings: this Copilot follows it too.',
      ),
    ).toBeInTheDocument();
  });

  it('Answer now (button and A key) ends the interviewer’s turn; nothing to answer says so', async () => {
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    await user.click(screen.getByRole('button', { name: 'Answer now' }));
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('a');
    expect(hearingState.session?.answerNow).toHaveBeenCalledTimes(2);
    act(() => hearingState.session?.emit({ type: 'nothingToAnswer' }));
    // Information, not an error: said in a status line, never as a red alert on a live interview screen.
    const said = screen.getAllByRole('status').find((status) => status.textContent?.includes('There is no new question to answer yet'));
    expect(said).toBeDefined();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when tab sharing stopped, drops the tab meter, and shares the tab again', async () => {
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    act(() => {
      hearingState.session?.emit({
        type: 'channel',
        channel: 'tab',
        status: 'ended',
        message: 'Tab sharing stopped, so the Copilot no longer hears the interviewer.',
      });
    });
    expect(screen.getByText('Tab sharing stopped, so the Copilot no longer hears the interviewer.')).toBeInTheDocument();
    expect(screen.queryByRole('meter', { name: 'Meeting tab level' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share the tab again' }));
    expect(hearingState.session?.reconnectTab).toHaveBeenCalled();
    act(() => hearingState.session?.emit({ type: 'channel', channel: 'tab', status: 'connected' }));
    expect(screen.queryByText(/Tab sharing stopped/)).not.toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Meeting tab level' })).toBeInTheDocument();
  });

  it('says a hearing problem in the person’s language, by its name', async () => {
    await switchToFrench();
    try {
      const user = userEvent.setup();
      renderScreen();
      await user.selectOptions(await screen.findByLabelText('Entretien ou candidature'), 'app_a1');
      await user.click(screen.getByRole('button', { name: 'Démarrer la séance' }));
      await screen.findByRole('timer');
      act(() => hearingState.session?.emit({ type: 'channel', channel: 'tab', status: 'ended', message: 'Tab sharing stopped.', problem: 'tabEnded' }));
      expect(screen.getByText(/Le partage d’onglet s’est arrêté/)).toBeInTheDocument();
    } finally {
      await switchToEnglish();
    }
  });
});
