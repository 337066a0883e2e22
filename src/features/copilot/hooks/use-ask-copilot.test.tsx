import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { insertsInto, live, resetLive } from '@/testing/fake-live-session';
import { useAskCopilot } from './use-ask-copilot';

vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-live-session')).fakeSupabaseModule());
vi.mock('@/lib/ai', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/ai')>()), streamAnswer: vi.fn() }));

const { AiError, streamAnswer } = await import('@/lib/ai');
const streamMock = vi.mocked(streamAnswer);

function renderAsk() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const onProblem = vi.fn();
  const hook = renderHook(() => useAskCopilot({ userId: 'user-1', sessionId: 'app_a1', settings: { responseLength: 'short', responseLanguage: 'en' }, onProblem }), { wrapper });
  return { ...hook, onProblem };
}

/** A stream that sends one word, then waits until it is aborted. */
function streamUntilAborted() {
  streamMock.mockImplementation(async (_request, options) => {
    options.onDelta?.('Because ', 'Because ');
    return new Promise<string>((_resolve, reject) => options.signal?.addEventListener('abort', () => reject(new AiError('aborted', 'Cancelled.'))));
  });
}

describe('useAskCopilot drafts', () => {
  beforeEach(() => {
    resetLive();
    streamMock.mockReset();
  });

  it('sends the turn key with a draft and marks the answer as a draft until confirmed', async () => {
    streamMock.mockResolvedValue('Because I love billing.');
    const { result } = renderAsk();
    await act(() => result.current.send('Why this job?', { key: 'app_a1:3', isDraft: true }));
    expect(streamMock.mock.calls[0][0]).toEqual({ purpose: 'copilot', session: 'app_a1', question: 'Why this job?', settings: { responseLength: 'short', responseLanguage: 'en' }, turn: 'app_a1:3' });
    expect(result.current.answer).toEqual({ question: 'Why this job?', text: 'Because I love billing.', isDone: true, isDraft: true });
    act(() => result.current.confirmDraft('Why this job, really?'));
    expect(result.current.answer).toMatchObject({ question: 'Why this job, really?', isDraft: false });
  });

  it('a draft goes out even when the cached count says none is left (an earlier draft held it), without the modal', async () => {
    streamMock.mockResolvedValue('Because.');
    live.credits = { plan_type: 'free', monthly_limit: 10, used: 10, remaining: 0 };
    const { result } = renderAsk();
    await act(() => result.current.send('Why this job?', { key: 'app_a1:4', isDraft: true }));
    expect(streamMock).toHaveBeenCalledTimes(1);
    expect(result.current.isCreditLimitOpen).toBe(false);
    await act(() => result.current.send('Why this job?'));
    expect(streamMock).toHaveBeenCalledTimes(1);
    expect(result.current.isCreditLimitOpen).toBe(true);
  });

  it('a draft answered in full leaves the history when its turn goes on, and a confirmed one stays', async () => {
    streamMock.mockResolvedValue('Because.');
    const { result } = renderAsk();
    await act(() => result.current.send('Why this', { key: 'app_a1:5', isDraft: true }));
    const [question, answer] = insertsInto('chat_messages');
    expect([question.content, answer.content]).toEqual(['Why this', 'Because.']);
    act(() => result.current.retractDraft());
    await waitFor(() => expect(live.deletes).toHaveLength(1));
    expect(live.deletes[0]).toHaveLength(2);
    expect(result.current.answer).toBeNull();
    await act(() => result.current.send('Why this job?', { key: 'app_a1:5', isDraft: true }));
    act(() => result.current.confirmDraft('Why this job?'));
    act(() => result.current.retractDraft());
    expect(live.deletes).toHaveLength(1);
  });

  it('a draft retracted after its last word, while its rows are being saved, leaves the history too', async () => {
    const { result } = renderAsk();
    streamMock.mockImplementation(async () => {
      // The answer is complete; the interviewer goes on before its question and answer are saved.
      queueMicrotask(() => result.current.retractDraft());
      return 'Because.';
    });
    let sent = true;
    await act(async () => {
      sent = await result.current.send('Why this', { key: 'app_a1:6', isDraft: true });
    });
    expect(sent).toBe(false);
    expect(insertsInto('chat_messages').map((row) => row.content)).toEqual(['Why this', 'Because.']);
    expect(live.deletes).toEqual([['m1', 'm2']]);
    expect(result.current.answer).toBeNull();
  });

  it('a question sent by hand carries no turn and is no draft', async () => {
    streamMock.mockResolvedValue('Yes.');
    const { result } = renderAsk();
    await act(() => result.current.send('Ready?'));
    expect(streamMock.mock.calls[0][0]).not.toHaveProperty('turn');
    expect(result.current.answer?.isDraft).toBe(false);
  });

  it('a retracted draft is aborted, vanishes with its saved question, and shows no error', async () => {
    streamUntilAborted();
    live.credits = { plan_type: 'free', monthly_limit: 10, used: 9, remaining: 1 };
    const { result, onProblem } = renderAsk();
    let sent: Promise<boolean> = Promise.resolve(true);
    act(() => {
      sent = result.current.send('Why this', { key: 'app_a1:1', isDraft: true });
    });
    await waitFor(() => expect(result.current.answer?.text).toBe('Because '));
    const signal = streamMock.mock.calls[0][1].signal;
    act(() => result.current.retractDraft());
    await act(async () => expect(await sent).toBe(false));
    expect(signal?.aborted).toBe(true);
    expect(result.current.answer).toBeNull();
    expect(onProblem).toHaveBeenLastCalledWith(null);
    expect(result.current.isCreditLimitOpen).toBe(false);
    expect(insertsInto('chat_messages')).toEqual([{ session_id: 'app_a1', role: 'user', content: 'Why this' }]);
    expect(live.deletes).toHaveLength(1);
  });

  it('cancelling by hand still says it was cancelled', async () => {
    streamUntilAborted();
    const { result, onProblem } = renderAsk();
    let sent: Promise<boolean> = Promise.resolve(true);
    act(() => {
      sent = result.current.send('Why this', { key: 'app_a1:1', isDraft: true });
    });
    await waitFor(() => expect(result.current.answer?.text).toBe('Because '));
    act(() => result.current.cancel());
    await act(async () => expect(await sent).toBe(false));
    expect(onProblem).toHaveBeenLastCalledWith(expect.objectContaining({ title: expect.any(String) }));
  });
});
