import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession, WithAuth } from '@/data/auth/fake-auth-state';
import { AiError } from '@/lib/ai';
import { renderWithProviders } from '@/testing/render';
import { COPILOT_V2, COPILOT_V3 } from '@/features/copilot/utils/copilot-variants';
import { CopilotScreen } from './copilot-screen';

interface EngineCallbacks {
  onText: (text: string) => void;
  onSegmentClosed?: () => void;
  onStatus?: (status: string) => void;
  onLevel?: (level: number) => void;
  onError?: (error: Error) => void;
}

const h = vi.hoisted(() => ({
  engine: null as null | { options: EngineCallbacks; startListening: ReturnType<typeof vi.fn>; stopListening: ReturnType<typeof vi.fn>; disconnect: ReturnType<typeof vi.fn> },
  connectError: null as Error | null,
  credits: { plan_type: 'free', monthly_limit: 10, used: 3, remaining: 7 } as { plan_type: string; monthly_limit: number; used: number; remaining: number | null },
  inserts: [] as Array<Record<string, unknown>>,
  deletes: [] as string[][],
  answerPanelRenders: 0,
  isAiConfigured: true,
  profile: { id: 'user-1', photo_url: null, ai_response_length: 'short', interview_language: 'de', ai_response_language: 'es', auto_send: true },
}));

vi.mock('@/lib/transcription/engine', () => ({
  TranscriptionEngine: class {
    options: EngineCallbacks;
    startListening = vi.fn();
    stopListening = vi.fn(async () => undefined);
    disconnect = vi.fn(async () => undefined);
    constructor(options: EngineCallbacks) {
      this.options = options;
      h.engine = this;
    }
    async connect() {
      if (h.connectError) throw h.connectError;
      this.options.onStatus?.('connected');
    }
  },
}));

// Counts the answer panel's renders (the real panel still renders).
vi.mock('./answer-panel', async (importOriginal) => {
  const real = await importOriginal<typeof import('./answer-panel')>();
  return {
    AnswerPanel: (props: Parameters<typeof real.AnswerPanel>[0]) => {
      h.answerPanelRenders += 1;
      return real.AnswerPanel(props);
    },
  };
});

vi.mock('@/lib/ai', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/ai')>()),
  streamAnswer: vi.fn(),
  transcribeAudio: vi.fn(),
  getAiCapabilities: vi.fn(async () => ({ configured: h.isAiConfigured })),
}));

vi.mock('@/data/applications/get-applications', () => {
  const data = [
    { id: 'a1', company_name: 'Initech', job_title: 'Product Owner', job_offer_content: 'Own billing.', interviews: [{ id: 'i1', name: 'HR call', date: '2026-11-30T10:00:00Z' }] },
  ];
  return { useApplications: () => ({ data, isPending: false, isError: false, error: null, refetch: vi.fn() }) };
});

vi.mock('@/lib/supabase', () => {
  const listQuery = (rows: unknown[]) => {
    const query = {
      select: () => query,
      eq: () => query,
      order: () => query,
      range: () => query,
      maybeSingle: async () => ({ data: h.profile, error: null }),
      then: (resolve: (value: unknown) => unknown) => resolve({ data: rows, error: null }),
    };
    return query;
  };
  return {
    supabase: {
      rpc: vi.fn(async () => ({ data: [h.credits], error: null })),
      from: vi.fn((table: string) => {
        if (table === 'chat_messages') {
          return {
            ...listQuery([]),
            insert: (row: Record<string, unknown>) => {
              h.inserts.push(row);
              const saved = { id: `m${h.inserts.length}`, ...row };
              return { select: () => ({ single: async () => ({ data: saved, error: null }) }) };
            },
            delete: () => ({ in: async (_column: string, ids: string[]) => (h.deletes.push(ids), { error: null }) }),
          };
        }
        if (table === 'user_profiles') return { ...listQuery([]), update: () => listQuery([]) };
        return listQuery([]);
      }),
      auth: { getSession: vi.fn(async () => ({ data: { session: null } })) },
    },
  };
});

const { streamAnswer } = await import('@/lib/ai');
const streamMock = vi.mocked(streamAnswer);

function renderScreen(variant = COPILOT_V3) {
  return renderWithProviders(
    <WithAuth state={{ session: fakeSession() }}>
      <CopilotScreen variant={variant} />
    </WithAuth>,
  );
}

async function startSession(user: ReturnType<typeof userEvent.setup>, value = 'app_a1') {
  await user.selectOptions(await screen.findByLabelText('Interview or application'), value);
  await user.click(screen.getByRole('button', { name: 'Start Session' }));
  await screen.findByRole('timer', { name: 'Session time' });
}

function hear(text: string) {
  act(() => h.engine?.options.onText(text));
}

describe('CopilotScreen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    h.engine = null;
    h.connectError = null;
    h.credits = { plan_type: 'free', monthly_limit: 10, used: 3, remaining: 7 };
    h.inserts = [];
    h.deletes = [];
    h.profile.auto_send = true;
    h.isAiConfigured = true;
    streamMock.mockReset();
    window.matchMedia = vi.fn().mockImplementation(() => ({ matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() })) as unknown as typeof window.matchMedia;
  });

  it('lists applications, their interviews and demo mode; v3 starts only after a selection', async () => {
    const user = userEvent.setup();
    renderScreen();
    const select = await screen.findByLabelText('Interview or application');
    expect(within(select).getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Select interview or application...'],
      ['app_a1', 'Initech - Product Owner'],
      ['int_i1', 'Initech - HR call'],
      ['demo', 'Enter Demo Mode'],
    ]);
    expect(screen.getByRole('button', { name: 'Start Session' })).toBeDisabled();
    await user.selectOptions(select, 'demo');
    expect(screen.getByRole('button', { name: 'Start Session' })).toBeEnabled();
  });

  it('shows the microphone error and stays disconnected when the microphone is refused', async () => {
    h.connectError = new Error('Microphone access denied. Please allow microphone access and try again.');
    const user = userEvent.setup();
    renderScreen();
    await user.selectOptions(await screen.findByLabelText('Interview or application'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Microphone access denied. Please allow microphone access and try again.');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Session' })).toBeInTheDocument();
  });

  it('without a microphone a typed question is still sent, and it stays in view when a retry connects', async () => {
    h.connectError = new Error('No microphone was found. Connect one and try again.');
    streamMock.mockResolvedValue('Because I love billing.');
    const user = userEvent.setup();
    renderScreen();
    await user.selectOptions(await screen.findByLabelText('Interview or application'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No microphone was found. Connect one and try again.');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Transcript')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Typed question'), 'Why this job?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Because I love billing.')).toBeInTheDocument();
    expect(streamMock.mock.calls[0][0]).toMatchObject({ question: 'Why this job?' });
    await waitFor(() => expect(screen.getByLabelText('Typed question')).toHaveValue(''));

    await user.type(screen.getByLabelText('Typed question'), 'And your weaknesses?');
    h.connectError = null;
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    await screen.findByRole('timer', { name: 'Session time' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Typed text')).toHaveValue('And your weaknesses?');
  });

  it('asks for speech when the transcript is empty, and sends nothing', async () => {
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please provide some speech input first.');
    expect(streamMock).not.toHaveBeenCalled();
    expect(h.inserts).toEqual([]);
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
    expect(screen.getByLabelText('Transcript')).toHaveValue('Why this job?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Transcript')).toHaveValue(''));
    // The gateway writes the prompt from the session's rows: the browser sends the session, the question and the settings.
    expect(streamMock.mock.calls[0][0]).toEqual({ purpose: 'copilot', session: 'app_a1', question: 'Why this job?', settings: { responseLength: 'short', responseLanguage: 'es' } });
    expect(h.inserts).toEqual([
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
    expect(h.inserts.at(-1)).toMatchObject({ role: 'assistant', content: 'Could you please rephrase your question?' });
  });

  it('blocks a second send while a request is in progress', async () => {
    let finish: (text: string) => void = () => undefined;
    streamMock.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    hear('First question');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(streamMock).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: /Sending/ })).toBeDisabled();
    act(() => h.engine?.options.onSegmentClosed?.());
    await act(async () => undefined);
    expect(streamMock).toHaveBeenCalledTimes(1);
    await act(async () => finish('Done'));
  });

  it('opens the credit-limit modal and sends nothing when a free plan has 0 credits', async () => {
    h.credits = { plan_type: 'free', monthly_limit: 10, used: 10, remaining: 0 };
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
    expect(h.inserts).toEqual([]);

    // "Maybe Later" only closes the modal: the live session goes on.
    await user.click(within(dialog).getByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('timer', { name: 'Session time' })).toBeInTheDocument();
    expect(screen.getByLabelText('Transcript')).toHaveValue('Eleventh question');
  });

  it('opens the credit-limit modal when the gateway answers 402, and removes the unanswered question', async () => {
    streamMock.mockRejectedValue(new AiError('credit_limit_reached', 'limit', 402));
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    hear('One more');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Credit Limit Reached' })).toBeInTheDocument();
    expect(h.deletes).toEqual([['m1']]);
    expect(screen.getByLabelText('Transcript')).toHaveValue('One more');
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
    expect(screen.getByLabelText('Transcript')).toHaveValue('Tell me about yourself');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Second time lucky')).toBeInTheDocument();
    expect(screen.getByLabelText('Transcript')).toHaveValue('');
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

  it('auto-sends when a segment closes and the setting is on (v3)', async () => {
    streamMock.mockResolvedValue('Auto answer');
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    act(() => {
      h.engine?.options.onText('What are your strengths?');
      h.engine?.options.onSegmentClosed?.();
    });
    expect(await screen.findByText('Auto answer')).toBeInTheDocument();
    expect(streamMock.mock.calls[0][0].question).toBe('What are your strengths?');
  });

  it('does not auto-send in v2', async () => {
    const user = userEvent.setup();
    renderScreen(COPILOT_V2);
    await startSession(user);
    act(() => {
      h.engine?.options.onText('What are your strengths?');
      h.engine?.options.onSegmentClosed?.();
    });
    await act(async () => undefined);
    expect(streamMock).not.toHaveBeenCalled();
  });

  it('toggles listening with Space (v3), clearing the transcript when listening starts again', async () => {
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    hear('Old words');
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard(' ');
    expect(await screen.findByRole('button', { name: 'Listen' })).toBeInTheDocument();
    expect(h.engine?.stopListening).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard(' ');
    expect(await screen.findByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(screen.getByLabelText('Transcript')).toHaveValue('');
  });

  it('reveals the typing box and sends what was typed', async () => {
    streamMock.mockResolvedValue('Typed answer');
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    await user.click(screen.getByRole('button', { name: 'Type' }));
    await user.type(screen.getByPlaceholderText('Type your response here...'), 'Typed question');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Typed answer')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type your response here...')).toHaveValue('');
  });

  it('closing the session returns to the selector and clears the transcript', async () => {
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    hear('Something');
    await user.click(screen.getByRole('button', { name: 'Close session' }));
    expect(await screen.findByRole('button', { name: 'Start Session' })).toBeInTheDocument();
    expect(h.engine?.disconnect).toHaveBeenCalled();
    expect(screen.queryByLabelText('Transcript')).not.toBeInTheDocument();
  });

  it('moves the level meter 20 times a second without re-rendering the answer panel', async () => {
    const user = userEvent.setup();
    renderScreen();
    await startSession(user);
    const meter = screen.getByRole('meter', { name: 'Microphone level' });
    const rendersBefore = h.answerPanelRenders;
    for (let i = 1; i <= 20; i += 1) act(() => h.engine?.options.onLevel?.(i % 2 === 0 ? 0.06 : 0.03));
    expect(meter).toHaveAttribute('aria-valuenow', '50');
    expect(h.answerPanelRenders).toBe(rendersBefore);
  });

  it('says once, before anything starts, that AI is not configured', async () => {
    h.isAiConfigured = false;
    const user = userEvent.setup();
    renderScreen();
    await user.selectOptions(await screen.findByLabelText('Interview or application'), 'demo');
    expect(await screen.findByRole('alert')).toHaveTextContent('AI is not configured');
    await user.click(screen.getByRole('button', { name: 'Start Session' }));
    expect(h.engine).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it('shows the plan in force: a paid plan is not told about the free questions', async () => {
    h.credits = { plan_type: 'plus', monthly_limit: 10, used: 0, remaining: null };
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
    act(() => h.engine?.options.onError?.(new Error('Transcription error occurred. Please try again.')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Transcription error occurred');
    hear('Why us?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to process message'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
