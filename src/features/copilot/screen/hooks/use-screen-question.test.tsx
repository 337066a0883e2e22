// The "What's on screen" flow around the gateway, on the Copilot's answer desk as the screen wires it: the tab's frame
// (or the paste box without a tab), the screen request, the history rows with the thumbnail, the one credit gate, a
// refusal shown to the person, and R6 (issue #38): the newest question wins between a screen answer and the others.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeSupabase, resetFakeSupabase } from '@/testing/fake-supabase';
import { useAskCopilot } from '@/features/copilot/hooks/use-ask-copilot';
import { useScreenQuestion } from './use-screen-question';

vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-supabase')).fakeSupabaseModule());
vi.mock('@/lib/ai', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/ai')>()), streamAnswer: vi.fn() }));
const tab = vi.hoisted(() => ({ track: null as MediaStreamTrack | null, grab: null as null | (() => Promise<HTMLCanvasElement>) }));
vi.mock('@/lib/hearing/tab-video', async (importOriginal) => ({
  NoTabFrameError: (await importOriginal<typeof import('@/lib/hearing/tab-video')>()).NoTabFrameError,
  currentTabVideo: () => tab.track,
  subscribeTabVideo: () => () => undefined,
  grabTabFrame: () => tab.grab?.() ?? Promise.resolve({ width: 1440, height: 900 } as HTMLCanvasElement),
}));
// jsdom draws nothing: the JPEGs are stand-ins.
vi.mock('../utils/screenshot', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../utils/screenshot')>()),
  screenshotOf: () => ({ image: 'data:image/jpeg;base64,SENT', thumbnail: 'data:image/jpeg;base64,THUMB' }),
}));

const { AiError, streamAnswer } = await import('@/lib/ai');
const streamMock = vi.mocked(streamAnswer);

/** The screen's wiring (copilot-screen.tsx): the screen question hands its screenshot to the answer desk. */
function useScreenOnDesk() {
  const ask = useAskCopilot({ userId: 'user-1', sessionId: 'app_a1', settings: { responseLength: 'short', responseLanguage: 'fr' }, onProblem: problems });
  const screen = useScreenQuestion(ask.sendScreen);
  return { ...screen, ask };
}
const problems = vi.fn();

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(useScreenOnDesk, { wrapper });
}

/** Streams by hand: each request's deltas and end are the test's to send, and an abort rejects it. */
function manualStreams() {
  const streams: Array<{ request: unknown; delta: (full: string) => void; end: (text: string) => void; signal: AbortSignal }> = [];
  streamMock.mockImplementation(
    (request, options) =>
      new Promise<string>((resolve, reject) => {
        const signal = options.signal!;
        signal.addEventListener('abort', () => reject(new AiError('aborted', 'Cancelled.')));
        streams.push({ request, delta: (full) => options.onDelta?.(full, full), end: resolve, signal });
      }),
  );
  return streams;
}

describe('useScreenQuestion', () => {
  beforeEach(() => {
    resetFakeSupabase();
    streamMock.mockReset();
    tab.track = { readyState: 'live' } as MediaStreamTrack;
    tab.grab = null;
  });

  it('grabs the tab’s frame, sends it as a screen question, streams the answer and saves the pair with the thumbnail', async () => {
    streamMock.mockImplementation(async (_request, options) => {
      options.onDelta?.('```python', '```python');
      return '```python\nprint(1)\n```';
    });
    const { result } = renderScreen();
    await act(() => result.current.open());
    expect(result.current.capture).toMatchObject({ source: 'tab', frame: { width: 1440 } });
    act(() => result.current.send(result.current.capture!.frame!, undefined, ' in Go '));
    await waitFor(() => expect(result.current.ask.answer?.isDone).toBe(true));
    expect(streamMock.mock.calls[0][0]).toEqual({
      purpose: 'screen',
      session: 'app_a1',
      image: 'data:image/jpeg;base64,SENT',
      note: 'in Go',
      settings: { responseLanguage: 'fr' },
    });
    expect(result.current.ask.answer).toEqual({
      question: '[What’s on screen] in Go',
      text: '```python\nprint(1)\n```',
      isDone: true,
      isDraft: false,
      isRepeat: false,
    });
    expect(result.current.capture).toBeNull();
    await waitFor(() => expect(fakeSupabase.inserted('chat_messages')).toHaveLength(2));
    expect(fakeSupabase.inserted('chat_messages')).toEqual([
      { session_id: 'app_a1', role: 'user', content: '[What’s on screen] in Go', screenshot_thumbnail: 'data:image/jpeg;base64,THUMB' },
      { session_id: 'app_a1', role: 'assistant', content: '```python\nprint(1)\n```' },
    ]);
  });

  it('opens at once while the tab’s picture comes; a still tab that sends none says why, and trying again gets it', async () => {
    const { NoTabFrameError } = await import('@/lib/hearing/tab-video');
    let refuse: (error: Error) => void = () => undefined;
    tab.grab = () => new Promise((_, reject) => (refuse = reject));
    const { result } = renderScreen();
    let opened: Promise<void> = Promise.resolve();
    act(() => void (opened = result.current.open()));
    expect(result.current.capture).toEqual({ frame: null, source: 'tab', isGrabbing: true });
    await act(async () => {
      refuse(new NoTabFrameError());
      await opened;
    });
    expect(result.current.capture).toEqual({ frame: null, source: 'file' });
    expect(result.current.problem?.title).toBe(
      'The meeting tab sent no picture within 3 seconds: a page where nothing moves sends one only when something on it changes. Try again, or paste a screenshot.',
    );
    tab.grab = null;
    await act(() => result.current.open());
    expect(result.current.problem).toBeNull();
    expect(result.current.capture).toMatchObject({ source: 'tab', frame: { width: 1440 } });
  });

  it('opens the paste box when no tab is shared', async () => {
    tab.track = null;
    const { result } = renderScreen();
    await act(() => result.current.open());
    expect(result.current.capture).toEqual({ frame: null, source: 'file' });
    expect(result.current.hasTabVideo).toBe(false);
  });

  it('shows the gateway’s refusal to the person, and keeps no half answer', async () => {
    streamMock.mockRejectedValue(new AiError('invalid_request', 'The screenshot is too large: it may weigh at most 4 MB. Crop it or send a smaller one.', 413));
    const { result } = renderScreen();
    await act(() => result.current.sendWholeFrame());
    await waitFor(() => expect(problems).toHaveBeenLastCalledWith(expect.objectContaining({ detail: expect.stringContaining('The screenshot is too large') })));
    expect(result.current.ask.answer).toBeNull();
    expect(result.current.ask.isSending).toBe(false);
  });

  it('opens the credit-limit modal on a free plan with no question left, and sends nothing', async () => {
    fakeSupabase.credits = { plan_type: 'free', monthly_limit: 10, used: 10, remaining: 0 };
    const { result } = renderScreen();
    await act(() => result.current.sendWholeFrame());
    await waitFor(() => expect(result.current.ask.isCreditLimitOpen).toBe(true));
    expect(streamMock).not.toHaveBeenCalled();
    expect(fakeSupabase.inserted('chat_messages')).toEqual([]);
  });

  it('R6: a typed question while a screen answer streams stops it; its later words never take the panel back', async () => {
    const streams = manualStreams();
    const { result } = renderScreen();
    await act(() => result.current.sendWholeFrame());
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0].delta('Use a hash map'));
    expect(result.current.ask.answer).toMatchObject({ question: '[What’s on screen]', text: 'Use a hash map' });
    act(() => void result.current.ask.send('Why this company?'));
    expect(streams[0].signal.aborted).toBe(true);
    await waitFor(() => expect(streams).toHaveLength(2));
    act(() => streams[0].delta('Use a hash map, then'));
    act(() => streams[1].delta('Because of its mission.'));
    act(() => streams[0].delta('Use a hash map, then return'));
    expect(result.current.ask.answer).toMatchObject({ question: 'Why this company?', text: 'Because of its mission.', isDone: false });
    await act(async () => streams[1].end('Because of its mission.'));
    expect(result.current.ask.answer).toEqual({
      question: 'Why this company?',
      text: 'Because of its mission.',
      isDone: true,
      isDraft: false,
      isRepeat: false,
    });
  });

  it('R6: a screen question while a heard answer streams stops it and is the answer shown to its end', async () => {
    const streams = manualStreams();
    const { result } = renderScreen();
    act(() => result.current.ask.hear({ type: 'confirmed', turnKey: 'app_a1:2', text: 'Why this company?' }));
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0].delta('Because'));
    await act(() => result.current.sendWholeFrame());
    expect(streams[0].signal.aborted).toBe(true);
    await waitFor(() => expect(streams).toHaveLength(2));
    expect(streams[1].request).toMatchObject({ purpose: 'screen', image: 'data:image/jpeg;base64,SENT' });
    act(() => streams[0].delta('Because of its mission'));
    act(() => streams[1].delta('def two_sum'));
    expect(result.current.ask.answer).toMatchObject({ question: '[What’s on screen]', text: 'def two_sum' });
    await act(async () => streams[1].end('def two_sum(nums, target):'));
    expect(result.current.ask.answer).toMatchObject({ question: '[What’s on screen]', text: 'def two_sum(nums, target):', isDone: true });
  });
});
