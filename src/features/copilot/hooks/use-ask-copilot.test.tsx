import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeSupabase, resetFakeSupabase } from '@/testing/fake-supabase';
import { useAskCopilot } from './use-ask-copilot';

vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-supabase')).fakeSupabaseModule());
vi.mock('@/lib/ai', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/ai')>()), streamAnswer: vi.fn() }));

const { AiError, streamAnswer } = await import('@/lib/ai');
const streamMock = vi.mocked(streamAnswer);

function renderAsk() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const onProblem = vi.fn();
  const onAnswered = vi.fn();
  const hook = renderHook(
    () => useAskCopilot({ userId: 'user-1', sessionId: 'app_a1', settings: { responseLength: 'short', responseLanguage: 'en' }, onProblem, onAnswered }),
    { wrapper },
  );
  return { ...hook, onProblem, onAnswered };
}

/** A stream that sends one word, then waits until it is aborted. */
function streamUntilAborted() {
  streamMock.mockImplementation(async (_request, options) => {
    options.onDelta?.('Because ', 'Because ');
    return new Promise<string>((_resolve, reject) => options.signal?.addEventListener('abort', () => reject(new AiError('aborted', 'Cancelled.'))));
  });
}

describe('useAskCopilot: a view of the answer desk', () => {
  beforeEach(() => {
    resetFakeSupabase();
    streamMock.mockReset();
  });

  it('sends the turn key with a draft and marks the answer as a draft until confirmed', async () => {
    streamMock.mockResolvedValue('Because I love billing.');
    const { result, onAnswered } = renderAsk();
    act(() => result.current.hear({ type: 'draftStarted', turnKey: 'app_a1:3', text: 'Why this job?' }));
    await waitFor(() =>
      expect(result.current.answer).toEqual({ question: 'Why this job?', text: 'Because I love billing.', isDone: true, isDraft: true, isRepeat: false }),
    );
    expect(streamMock.mock.calls[0][0]).toEqual({
      purpose: 'copilot',
      session: 'app_a1',
      question: 'Why this job?',
      settings: { responseLength: 'short', responseLanguage: 'en' },
      turn: 'app_a1:3',
    });
    act(() => result.current.hear({ type: 'confirmed', turnKey: 'app_a1:3', text: 'Why this job?' }));
    expect(result.current.answer).toMatchObject({ question: 'Why this job?', isDraft: false });
    expect(onAnswered).toHaveBeenCalledWith('app_a1:3', []);
    expect(streamMock).toHaveBeenCalledTimes(1);
  });

  it('a draft goes out even when the cached count says none is left (an earlier draft held it), without the modal', async () => {
    streamMock.mockResolvedValue('Because.');
    fakeSupabase.credits = { plan_type: 'free', monthly_limit: 10, used: 10, remaining: 0 };
    const { result } = renderAsk();
    act(() => result.current.hear({ type: 'draftStarted', turnKey: 'app_a1:4', text: 'Why this job?' }));
    await waitFor(() => expect(result.current.answer?.isDone).toBe(true));
    expect(streamMock).toHaveBeenCalledTimes(1);
    expect(result.current.isCreditLimitOpen).toBe(false);
    act(() => void result.current.send('Why this job?'));
    await waitFor(() => expect(result.current.isCreditLimitOpen).toBe(true));
    expect(streamMock).toHaveBeenCalledTimes(1);
  });

  it('a question sent by hand carries no turn and is no draft', async () => {
    streamMock.mockResolvedValue('Yes.');
    const { result, onAnswered } = renderAsk();
    act(() => void result.current.send('Ready?', ['app_a1:2']));
    await waitFor(() => expect(onAnswered).toHaveBeenCalledWith('typed:1', ['app_a1:2']));
    expect(streamMock.mock.calls[0][0]).not.toHaveProperty('turn');
    expect(result.current.answer?.isDraft).toBe(false);
  });

  it('a cancelled draft is aborted, vanishes with its saved question, and shows no error', async () => {
    streamUntilAborted();
    fakeSupabase.credits = { plan_type: 'free', monthly_limit: 10, used: 9, remaining: 1 };
    const { result, onProblem } = renderAsk();
    act(() => result.current.hear({ type: 'draftStarted', turnKey: 'app_a1:1', text: 'Why this' }));
    await waitFor(() => expect(result.current.answer?.text).toBe('Because '));
    const signal = streamMock.mock.calls[0][1].signal;
    act(() => result.current.hear({ type: 'draftCancelled', turnKey: 'app_a1:1' }));
    await waitFor(() => expect(fakeSupabase.deleted('chat_messages')).toHaveLength(1));
    expect(signal?.aborted).toBe(true);
    expect(result.current.answer).toBeNull();
    expect(onProblem).toHaveBeenLastCalledWith(null);
    expect(result.current.isCreditLimitOpen).toBe(false);
    expect(fakeSupabase.inserted('chat_messages')).toEqual([{ session_id: 'app_a1', role: 'user', content: 'Why this' }]);
  });

  it('cancelling by hand still says it was cancelled', async () => {
    streamUntilAborted();
    const { result, onProblem } = renderAsk();
    act(() => result.current.hear({ type: 'draftStarted', turnKey: 'app_a1:1', text: 'Why this' }));
    await waitFor(() => expect(result.current.answer?.text).toBe('Because '));
    act(() => result.current.cancel());
    await waitFor(() => expect(onProblem).toHaveBeenLastCalledWith(expect.objectContaining({ title: expect.any(String) })));
  });
});
