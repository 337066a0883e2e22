// useCopilotHearing with a seam for the HearingSession: what the Copilot's screen keeps of the shared hearing — Start
// connects (the question typed meanwhile moves into the box), a fatal failure at Start leaves typing with the problem
// said, and a fatal failure later (or Close) returns to disconnected with nothing heard left on the screen.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { HearingSessionEvent, HearingSessionOptions } from '@/lib/hearing/hearing-session-types';
import { useCopilotHearing, type CopilotHearingOptions } from './use-copilot-hearing';

function renderHearing({ failsAtStart = false } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const started: HearingSessionOptions[] = [];
  const fatal: HearingSessionEvent = { type: 'error', message: 'Microphone access denied.', isFatal: true };
  const session = {
    start: vi.fn(async () => (failsAtStart ? started[0].onEvent(fatal) : undefined)),
    stop: vi.fn(),
    reconnectTab: vi.fn(async () => undefined),
    answerNow: vi.fn(),
    setTiming: vi.fn(),
    setListening: vi.fn(),
    nextTurnSeq: 1,
    turnKey: () => 'demo:1',
  };
  const options: CopilotHearingOptions = {
    sessionId: 'demo',
    language: 'en',
    timing: 'instant',
    mode: 'realtime',
    onAnswerEvent: vi.fn(),
    onError: vi.fn(),
    onInfo: vi.fn(),
    createSession: (sessionOptions) => {
      started.push(sessionOptions);
      return session;
    },
  };
  const hook = renderHook(() => useCopilotHearing(options), { wrapper });
  const emit = (event: HearingSessionEvent) => act(() => started[0].onEvent(event));
  return { ...hook, ...options, session, emit };
}

describe('useCopilotHearing: the Copilot’s side of the shared hearing', () => {
  it('connects at Start with the question typed meanwhile in the box, and a fatal failure returns to disconnected', async () => {
    const { result, emit, onError, session } = renderHearing();
    let isConnected = false;
    await act(async () => void (isConnected = await result.current.start('Why us?')));
    expect(isConnected).toBe(true);
    expect(result.current.status).toBe('connected');
    expect(result.current.isListening).toBe(true);
    expect(result.current.transcript).toBe('Why us?');
    emit({ type: 'interviewerText', turnKey: 'demo:1', text: 'Tell me about yourself' });
    emit({ type: 'channel', channel: 'tab', status: 'ended', message: 'You stopped sharing the tab.', problem: 'tabEnded' });
    expect(result.current.notice?.canShareTab).toBe(true);
    emit({ type: 'error', message: 'Live transcription failed.', isFatal: true });
    expect(onError).toHaveBeenLastCalledWith('Live transcription failed.');
    expect(session.stop).toHaveBeenCalled();
    expect(result.current).toMatchObject({ status: 'disconnected', isListening: false, notice: null, transcript: '', connectedAt: null });
  });

  it('leaves typing with the problem said when Start fails, and Close clears it', async () => {
    const { result, onError } = renderHearing({ failsAtStart: true });
    let isConnected = true;
    await act(async () => void (isConnected = await result.current.start()));
    expect(isConnected).toBe(false);
    expect(onError).toHaveBeenLastCalledWith('Microphone access denied.');
    expect(result.current).toMatchObject({ status: 'disconnected', isTypingOnly: true });
    act(() => result.current.close());
    expect(result.current.isTypingOnly).toBe(false);
  });
});
