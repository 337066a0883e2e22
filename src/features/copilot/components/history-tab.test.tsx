import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { HistoryTab } from './history-tab';

const h = vi.hoisted(() => ({ deleted: [] as string[][] }));

const message = (id: string, role: 'user' | 'assistant', content: string) => ({
  id,
  user_id: 'u1',
  session_id: 'demo',
  role,
  content,
  created_at: '2026-11-23T10:00:00Z',
});

vi.mock('@/data/chat-messages/get-session-messages', () => ({
  useSessionMessages: () => ({ isPending: false, isError: false, data: [message('q1', 'user', 'Why us?'), message('a1', 'assistant', 'Because billing.')] }),
}));
vi.mock('@/lib/supabase', () => ({
  supabase: { from: () => ({ delete: () => ({ in: async (_column: string, ids: string[]) => (h.deleted.push(ids), { error: null }) }) }) },
}));

describe('HistoryTab', { timeout: 15_000 }, () => {
  beforeEach(() => {
    h.deleted = [];
  });

  it('deletes a question only after the undo window, and Undo keeps it', async () => {
    // The undo window on the test's own clock: past it exactly, not after a wait of real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithProviders(<HistoryTab sessionId="demo" undoWindowMs={1_500} />);
      await user.click(screen.getByRole('button', { name: /Delete this question and its answer: Why us\?/ }));
      expect(screen.getByRole('status')).toHaveTextContent('Question deleted.');
      await user.click(screen.getByRole('button', { name: 'Undo' }));
      expect(screen.getByText('Why us?')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(h.deleted).toEqual([]);

      await user.click(screen.getByRole('button', { name: /Delete this question and its answer/ }));
      await act(() => vi.advanceTimersByTimeAsync(1_400));
      expect(h.deleted).toEqual([]);
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(h.deleted).toEqual([['q1', 'a1']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('deletes at once when the panel closes during the undo window', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(<HistoryTab sessionId="demo" undoWindowMs={60_000} />);
    await user.click(screen.getByRole('button', { name: /Delete this question and its answer/ }));
    view.unmount();
    await waitFor(() => expect(h.deleted).toEqual([['q1', 'a1']]));
  });
});
