import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession, WithAuth } from '@/testing/fake-auth-state';
import { AiError } from '@/lib/ai';
import { fakeSupabase, resetFakeSupabase } from '@/testing/fake-supabase';
import { renderWithProviders } from '@/testing/render';
import { CoachScreen } from './coach-screen';

vi.mock('@/lib/ai', async (importOriginal) => {
  const completeAnswer = vi.fn();
  // The feedback streams: the same mock answers it, whole, as one piece.
  const streamAnswer = vi.fn(async (request: unknown, options: { onDelta?: (delta: string, text: string) => void }) => {
    const text = (await completeAnswer(request, options)) as string;
    if (text) options.onDelta?.(text, text);
    return text;
  });
  return {
    ...(await importOriginal<typeof import('@/lib/ai')>()),
    completeAnswer,
    streamAnswer,
    synthesizeSpeech: vi.fn(async () => {
      throw new Error('no audio here');
    }),
    transcribeAudio: vi.fn(),
  };
});

vi.mock('@/data/applications/get-applications', () => {
  const data = [{ id: 'a1', company_name: 'Initech', job_title: 'Product Owner', job_offer_content: 'Own billing.', interviews: [] }];
  return { useApplications: () => ({ data, isPending: false, isError: false, error: null, refetch: vi.fn() }) };
});

vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-supabase')).fakeSupabaseModule());

const { completeAnswer, streamAnswer, synthesizeSpeech } = await import('@/lib/ai');
const chatMock = vi.mocked(completeAnswer);

function renderScreen() {
  return renderWithProviders(
    <WithAuth state={{ session: fakeSession() }}>
      <CoachScreen />
    </WithAuth>,
  );
}

async function start(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText('Interview or application'), 'app_a1');
  await user.click(screen.getByRole('button', { name: 'Start Session' }));
}

describe('CoachScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetFakeSupabase();
    chatMock.mockReset();
    vi.mocked(synthesizeSpeech).mockImplementation(async () => {
      throw new Error('no audio here');
    });
  });

  it("shows 'Starting…' while the question is generated, then the question", async () => {
    let release: (text: string) => void = () => undefined;
    chatMock.mockImplementationOnce(() => new Promise<string>((resolve) => (release = resolve)));
    const user = userEvent.setup();
    renderScreen();
    await start(user);
    expect(await screen.findByRole('button', { name: 'Starting…' })).toBeDisabled();
    await act(async () => release('Why do you want to join Initech?'));
    expect(await screen.findByText('Why do you want to join Initech?')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Session time' })).toBeInTheDocument();
    expect(chatMock.mock.calls[0][0]).toEqual({ purpose: 'coach-question', session: 'app_a1', askedQuestions: [], settings: { interviewLanguage: 'en' } });
    // Neither TTS nor speech synthesis works in jsdom: the question stays on screen and audio is said to be off.
    expect(await screen.findByText('Audio is off in this browser: read the question on screen.')).toBeInTheDocument();
  });

  it('uses the fallback question when the AI returns nothing', async () => {
    chatMock.mockResolvedValueOnce('');
    const user = userEvent.setup();
    renderScreen();
    await start(user);
    expect(await screen.findByText('Could you tell me about your experience?')).toBeInTheDocument();
  });

  it('says why the coach speaks with the browser’s voice when the month’s spoken audio is used up', async () => {
    const { synthesizeSpeech } = await import('@/lib/ai');
    vi.mocked(synthesizeSpeech).mockRejectedValueOnce(new AiError('audio_allowance_reached', "You've used this month's spoken-audio allowance.", 402));
    chatMock.mockResolvedValueOnce('Why Initech?');
    const user = userEvent.setup();
    renderScreen();
    await start(user);
    await screen.findByText('Why Initech?');
    expect(await screen.findByRole('alert')).toHaveTextContent("You've used this month's spoken-audio allowance.");
  });

  it('asks for speech when the answer is empty, and sends nothing', async () => {
    chatMock.mockResolvedValueOnce('Why Initech?');
    const user = userEvent.setup();
    renderScreen();
    await start(user);
    await screen.findByText('Why Initech?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide some speech input first.');
    expect(chatMock).toHaveBeenCalledTimes(1);
  });

  it('gives feedback in the response language, then asks the next question', async () => {
    chatMock.mockResolvedValueOnce('Why Initech?').mockResolvedValueOnce('**What was strong**: billing.').mockResolvedValueOnce('Tell me about a conflict.');
    const user = userEvent.setup();
    renderScreen();
    await start(user);
    await screen.findByText('Why Initech?');
    await user.type(screen.getByLabelText('Your answer'), 'I love billing systems.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Tell me about a conflict.')).toBeInTheDocument();
    expect(screen.getByTestId('coach-feedback')).toHaveTextContent('What was strong: billing.');
    expect(screen.getByLabelText('Your answer')).toHaveValue('');
    expect(chatMock.mock.calls[1][0]).toEqual({
      purpose: 'coach-feedback',
      session: 'app_a1',
      question: 'Why Initech?',
      answer: 'I love billing systems.',
      settings: { responseLanguage: 'fr' },
    });
  });

  it('answers an answer sent while the feedback is written: the older feedback stops, marked, and the next question follows the newer one', async () => {
    const signals: AbortSignal[] = [];
    vi.mocked(streamAnswer).mockImplementationOnce(async (_request, options) => {
      options.onDelta?.('Good start.', 'Good start.');
      signals.push(options.signal as AbortSignal);
      return new Promise<string>((_resolve, reject) => options.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
    });
    chatMock.mockResolvedValueOnce('Why Initech?').mockResolvedValueOnce('Clearer now.').mockResolvedValueOnce('Tell me about a conflict.');
    const user = userEvent.setup();
    renderScreen();
    await start(user);
    await screen.findByText('Why Initech?');
    const box = screen.getByLabelText('Your answer');
    await user.type(box, 'I love billing.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('coach-feedback')).toHaveTextContent('Good start.');
    await user.clear(box);
    await user.type(box, 'I love billing: I ran its migration.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Tell me about a conflict.')).toBeInTheDocument();
    expect(signals[0].aborted).toBe(true);
    expect(screen.getByTestId('coach-stopped-answer')).toHaveTextContent(/I love billing\.\s*Good start\.\s*Stopped: you sent a newer answer/);
    expect(screen.getByTestId('coach-answer')).toHaveTextContent('I love billing: I ran its migration.');
    expect(screen.getByTestId('coach-feedback')).toHaveTextContent('Clearer now.');
    expect(box).toHaveValue('');
    // The next question knows the question asked once.
    expect(chatMock.mock.calls.at(-1)?.[0]).toMatchObject({ purpose: 'coach-question', askedQuestions: ['Why Initech?'] });
  });

  it('an answer sent after the feedback was whole but before the next question stops that next question: one next question, after the newer answer', async () => {
    const nextSignals: AbortSignal[] = [];
    chatMock
      .mockResolvedValueOnce('Why Initech?')
      .mockResolvedValueOnce('Good.')
      // The next question after the first answer is still being written when the second answer is sent.
      .mockImplementationOnce(async (_request, options) => {
        nextSignals.push(options?.signal as AbortSignal);
        return new Promise<string>((_resolve, reject) => options?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
      })
      .mockResolvedValueOnce('Better.')
      .mockResolvedValueOnce('Tell me about a conflict.');
    const user = userEvent.setup();
    renderScreen();
    await start(user);
    await screen.findByText('Why Initech?');
    const box = screen.getByLabelText('Your answer');
    await user.type(box, 'Billing.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(nextSignals).toHaveLength(1));
    await user.type(box, 'Billing, because I ran its migration.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Tell me about a conflict.')).toBeInTheDocument();
    expect(nextSignals[0].aborted).toBe(true);
    expect(screen.getByTestId('coach-stopped-answer')).toHaveTextContent(/Billing\.\s*Good\./);
    expect(screen.getByTestId('coach-feedback')).toHaveTextContent('Better.');
    expect(screen.getAllByTestId('coach-question')).toHaveLength(2);
  });

  it('a practice question taken for an answer that a newer one stopped waits for the newer answer: no practice question is skipped', async () => {
    // Questions asked live in the application's Copilot sessions, offered for practice (newest first).
    fakeSupabase.tables.chat_messages = ['Third likely?', 'Second likely?', 'First likely?'].map((content, index) => ({
      id: `m${index}`,
      session_id: 'app_a1',
      role: 'user',
      content,
      screenshot_thumbnail: null,
      created_at: `2026-11-0${index + 1}T00:00:00Z`,
    }));
    // The first feedback is still being said (its speech never comes) when the second answer is sent.
    vi.mocked(synthesizeSpeech).mockImplementation((text) => (text === 'Good.' ? new Promise(() => undefined) : Promise.reject(new Error('no audio here'))));
    chatMock.mockResolvedValueOnce('Good.').mockResolvedValueOnce('Better.');
    const user = userEvent.setup();
    renderWithProviders(
      <WithAuth state={{ session: fakeSession() }}>
        <CoachScreen initialSessionId="app_a1" />
      </WithAuth>,
    );
    for (const question of ['First likely?', 'Second likely?', 'Third likely?']) await user.click(await screen.findByLabelText(question));
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    await screen.findByText('First likely?', { selector: '[data-testid="coach-question"] *' });
    const box = screen.getByLabelText('Your answer');
    await user.type(box, 'Billing.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(vi.mocked(synthesizeSpeech)).toHaveBeenCalledWith('Good.', expect.anything()));
    await user.clear(box);
    await user.type(box, 'Billing, because I ran its migration.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Second likely?', { selector: '[data-testid="coach-question"] *' })).toBeInTheDocument();
    expect(screen.getAllByTestId('coach-question')).toHaveLength(2);
    expect(screen.getByTestId('coach-feedback')).toHaveTextContent('Better.');
  });

  it('says so when an answer is sent with no question open (the session ending), and keeps it in the box', async () => {
    chatMock
      .mockResolvedValueOnce('Why Initech?')
      .mockResolvedValueOnce('Good.')
      .mockResolvedValueOnce('Next?')
      .mockImplementationOnce(() => new Promise<string>(() => undefined));
    const user = userEvent.setup();
    renderScreen();
    await start(user);
    await screen.findByText('Why Initech?');
    await user.type(screen.getByLabelText('Your answer'), 'Because billing.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Next?');
    await user.click(screen.getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(chatMock).toHaveBeenCalledTimes(4));
    await user.type(screen.getByLabelText('Your answer'), 'One more thing.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no question to answer right now: your answer stays in the box.');
    expect(screen.getByLabelText('Your answer')).toHaveValue('One more thing.');
    expect(chatMock).toHaveBeenCalledTimes(4);
  });

  it('opens the credit-limit modal on a 402 and keeps the answer', async () => {
    chatMock.mockResolvedValueOnce('Why Initech?').mockRejectedValueOnce(new AiError('credit_limit_reached', 'limit', 402));
    const user = userEvent.setup();
    renderScreen();
    await start(user);
    await screen.findByText('Why Initech?');
    await user.type(screen.getByLabelText('Your answer'), 'Because billing.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Credit Limit Reached' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toHaveValue('Because billing.');
  });

  it('says on the start screen that no question is left, with the way to upgrade, and does not start', async () => {
    fakeSupabase.credits = { plan_type: 'free', monthly_limit: 10, used: 10, remaining: 0 };
    const user = userEvent.setup();
    renderScreen();
    const notice = await screen.findByRole('region', { name: 'No questions left this month' });
    expect(notice).toHaveTextContent('You have used your 10 free questions this month');
    expect(screen.getByRole('link', { name: 'Upgrade to Plus for unlimited questions' })).toHaveAttribute('href', '/subscription');
    await user.selectOptions(await screen.findByLabelText('Interview or application'), 'app_a1');
    expect(screen.getByRole('button', { name: 'Start Session' })).toBeDisabled();
    expect(chatMock).not.toHaveBeenCalled();
  });

  it('opens the modal without calling the AI when the last question went during the session', async () => {
    fakeSupabase.credits = { plan_type: 'free', monthly_limit: 10, used: 9, remaining: 1 };
    chatMock.mockResolvedValueOnce('Why Initech?').mockResolvedValueOnce('Good.').mockResolvedValueOnce('Next?');
    const user = userEvent.setup();
    renderScreen();
    await start(user);
    await screen.findByText('Why Initech?');
    // The answer uses the last question; the count is asked again before the next one.
    fakeSupabase.credits = { plan_type: 'free', monthly_limit: 10, used: 10, remaining: 0 };
    await user.type(screen.getByLabelText('Your answer'), 'Because billing.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Next?');
    await user.type(screen.getByLabelText('Your answer'), 'And invoices.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Credit Limit Reached' })).toBeInTheDocument();
    expect(chatMock).toHaveBeenCalledTimes(3);
  });

  it('explains how to configure AI when it is not configured, and keeps the answer', async () => {
    chatMock.mockResolvedValueOnce('Why Initech?').mockRejectedValueOnce(new AiError('ai_not_configured', 'AI is not configured on this server.', 503));
    const user = userEvent.setup();
    renderScreen();
    await start(user);
    await screen.findByText('Why Initech?');
    await user.type(screen.getByLabelText('Your answer'), 'Because billing.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('AI is not configured');
    expect(alert).toHaveTextContent('OPENAI_API_KEY');
    expect(screen.getByLabelText('Your answer')).toHaveValue('Because billing.');
  });

  it('ends with a local summary when the free plan has no question left, and saves it', async () => {
    // The count cached at the last answer still shows questions left: the gateway has the last word (402).
    chatMock
      .mockResolvedValueOnce('Why Initech?')
      .mockResolvedValueOnce('Good.')
      .mockResolvedValueOnce('Next?')
      .mockRejectedValueOnce(new AiError('credit_limit_reached', 'No questions left this month.', 402));
    const user = userEvent.setup();
    renderScreen();
    await start(user);
    await screen.findByText('Why Initech?');
    await user.type(screen.getByLabelText('Your answer'), 'Um, I basically like billing.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Next?');
    fakeSupabase.credits = { plan_type: 'free', monthly_limit: 10, used: 10, remaining: 0 };
    await user.click(screen.getByRole('button', { name: 'End session' }));
    const summary = await screen.findByTestId('coach-summary');
    expect(summary).toHaveTextContent('Scores and advice computed on your device.');
    // A typed answer is not delivery: its "Um" is no filler heard, and it says why it has no figures.
    expect(summary).not.toHaveTextContent('“um” ×1');
    expect(summary).toHaveTextContent('Typed · no delivery figures (only speech can be timed)');
    // The answered turn was saved as it came (one row), and End saved its summary on that row.
    await waitFor(() => expect(fakeSupabase.tables.coach_sessions?.[0]?.ended_at).toEqual(expect.any(String)));
    expect(fakeSupabase.inserted('coach_sessions')).toHaveLength(1);
    expect(fakeSupabase.tables.coach_sessions).toEqual([
      expect.objectContaining({
        session_id: 'app_a1',
        summary: expect.objectContaining({ source: 'local', answers: 1 }),
        turns: [expect.objectContaining({ question: 'Why Initech?', answer: 'Um, I basically like billing.', feedback: 'Good.' })],
      }),
    ]);
    expect(chatMock).toHaveBeenCalledTimes(4);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  /** An offer's "Rehearse the call" started, the recruiter's first question answered. */
  async function answerTheRecruiter() {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <WithAuth state={{ session: fakeSession() }}>
        <CoachScreen initialSessionId="app_a1" practice="negotiation" offer="offer-1" />
      </WithAuth>,
    );
    await user.click(await screen.findByRole('button', { name: 'Start Session' }));
    await screen.findByText('What number did you have in mind?');
    await user.type(screen.getByLabelText('Your answer'), 'I was hoping for 100000.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    return { user, unmount };
  }

  it("ends an offer's rehearsed call with the negotiation's summary: the request names the role-play and its offer, the gateway chooses the prompt", async () => {
    chatMock
      .mockResolvedValueOnce('What number did you have in mind?')
      .mockResolvedValueOnce('You named a number first.')
      .mockResolvedValueOnce('The band tops out there.')
      .mockResolvedValueOnce(JSON.stringify({ scores: [4], strengths: ['Asked: 100000.'], practice: ['Next step: decide your walk-away number.'] }));
    const { user } = await answerTheRecruiter();
    await screen.findByText('The band tops out there.');
    await user.click(screen.getByRole('button', { name: 'End session' }));
    expect(await screen.findByTestId('coach-summary')).toHaveTextContent('Next step: decide your walk-away number.');
    const summaryRequest = chatMock.mock.calls.map(([request]) => request).find((request) => request.purpose === 'coach-summary');
    expect(summaryRequest).toEqual({
      purpose: 'coach-summary',
      session: 'app_a1',
      turns: [{ question: 'What number did you have in mind?', answer: 'I was hoping for 100000.' }],
      // The fake profile's response language.
      settings: { responseLanguage: 'fr' },
      practice: 'negotiation',
      offer: 'offer-1',
    });
  });

  it('saves a rehearsed call as the role-play it is, and Summarise from past sessions sends it as the negotiation on its offer', async () => {
    // The row saved at the first answer of an offer's "Rehearse the call" says it is a role-play, on that offer.
    chatMock.mockResolvedValueOnce('What number did you have in mind?').mockResolvedValueOnce('You named a number first.');
    const { user, unmount } = await answerTheRecruiter();
    await waitFor(() => expect(fakeSupabase.inserted('coach_sessions')).toHaveLength(1));
    expect(fakeSupabase.inserted('coach_sessions')[0]).toMatchObject({ session_id: 'app_a1', practice: 'negotiation', offer_id: 'offer-1' });
    unmount();
    // The fake keeps the row as sent: the database's defaults added.
    fakeSupabase.tables.coach_sessions = fakeSupabase.tables.coach_sessions!.map((row) => ({
      ...row,
      summary: {},
      ended_at: null,
      created_at: row.started_at,
    }));

    // Left before its end, it is summarised later from the Coach opened plainly (no offer in its address).
    chatMock.mockReset();
    chatMock.mockResolvedValueOnce(JSON.stringify({ scores: [4], strengths: ['Asked: 100000.'], practice: ['Next step: decide your walk-away number.'] }));
    renderScreen();
    await user.click(await screen.findByRole('button', { name: /^Summarise the session of/ }));
    expect(await screen.findByTestId('coach-summary')).toHaveTextContent('Next step: decide your walk-away number.');
    expect(chatMock).toHaveBeenCalledTimes(1);
    expect(chatMock.mock.calls[0][0]).toEqual({
      purpose: 'coach-summary',
      session: 'app_a1',
      turns: [{ question: 'What number did you have in mind?', answer: 'I was hoping for 100000.' }],
      settings: { responseLanguage: 'fr' },
      practice: 'negotiation',
      offer: 'offer-1',
    });
  });

  it('uses the page width, shows the plan in force, and titles a running demo', async () => {
    fakeSupabase.credits = { plan_type: 'flash', monthly_limit: 10, used: 0, remaining: null };
    chatMock.mockResolvedValueOnce('Tell me about yourself.');
    const user = userEvent.setup();
    const { container } = renderScreen();
    expect(container.querySelector('.max-w-4xl')).toBeNull();
    expect(await screen.findByText(/Your Flash plan is active: unlimited AI questions\./)).toBeInTheDocument();
    expect(screen.queryByText(/10 questions/)).not.toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('Interview or application'), 'demo');
    expect(screen.queryByText('Enter Demo Mode', { selector: 'p' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    await screen.findByText('Tell me about yourself.');
    expect(screen.getByText('Demo interview')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(screen.queryByText('Demo interview')).not.toBeInTheDocument());
  });
});
