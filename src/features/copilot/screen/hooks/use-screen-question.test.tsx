// The "What's on screen" flow around the gateway: the tab's frame (or the paste box without a tab), the screen
// request, the history rows with the thumbnail, the credit gate, and a refusal shown to the person.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeSupabase, resetFakeSupabase } from '@/testing/fake-supabase';
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

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useScreenQuestion({ userId: 'user-1', sessionId: 'app_a1', responseLanguage: 'fr' }), { wrapper });
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
    await act(() => result.current.send(result.current.capture!.frame!, undefined, ' in Go '));
    expect(streamMock.mock.calls[0][0]).toEqual({
      purpose: 'screen',
      session: 'app_a1',
      image: 'data:image/jpeg;base64,SENT',
      note: 'in Go',
      settings: { responseLanguage: 'fr' },
    });
    expect(result.current.answer).toEqual({
      question: '[What’s on screen] in Go',
      text: '```python\nprint(1)\n```',
      isDone: true,
      isDraft: false,
      isRepeat: false,
    });
    expect(result.current.capture).toBeNull();
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
    await waitFor(() => expect(result.current.problem?.detail ?? result.current.problem?.title).toContain('The screenshot is too large'));
    expect(result.current.answer).toBeNull();
    expect(result.current.isSending).toBe(false);
  });

  it('opens the credit-limit modal on a free plan with no question left, and sends nothing', async () => {
    fakeSupabase.credits = { plan_type: 'free', monthly_limit: 10, used: 10, remaining: 0 };
    const { result } = renderScreen();
    await act(() => result.current.sendWholeFrame());
    expect(result.current.isCreditLimitOpen).toBe(true);
    expect(streamMock).not.toHaveBeenCalled();
    expect(fakeSupabase.inserted('chat_messages')).toEqual([]);
  });
});
