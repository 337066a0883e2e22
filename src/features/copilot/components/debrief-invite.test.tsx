import { screen } from '@testing-library/react';
import type { SessionOption } from '@/data/live-sessions/session-id';
import { fakeSupabase, resetFakeSupabase } from '@/testing/fake-supabase';
import { renderWithProviders } from '@/testing/render';
import { DebriefInvite } from './debrief-invite';

vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-supabase')).fakeSupabaseModule());

const option: SessionOption = {
  value: 'int_iv-1',
  label: 'Initech - Hiring manager',
  type: 'interview',
  group: 'upcoming',
  applicationId: 'app-1',
  interviewId: 'iv-1',
};
const row = (content: string, screenshot_thumbnail: string | null = null) => ({
  id: `m-${content}`,
  session_id: 'int_iv-1',
  role: 'user',
  content,
  screenshot_thumbnail,
  created_at: '2026-11-27T10:00:00Z',
});

describe('DebriefInvite', () => {
  beforeEach(() => resetFakeSupabase());

  it('invites to the debrief of a session that heard a question', async () => {
    fakeSupabase.tables.chat_messages = [row('Tell me about yourself')];
    renderWithProviders(<DebriefInvite option={option} />);
    expect(await screen.findByRole('link', { name: 'Get the debrief' })).toHaveAttribute('href', '/application/app-1?debrief=iv-1');
  });

  it('does not after a Start that failed at once (no question heard), nor for a screen question alone', async () => {
    fakeSupabase.tables.chat_messages = [row('[What’s on screen]', 'data:image/jpeg;base64,AAAA')];
    renderWithProviders(<DebriefInvite option={option} />);
    await expect.poll(() => fakeSupabase.client.from.mock.calls.some(([table]) => table === 'chat_messages')).toBe(true);
    expect(screen.queryByRole('link', { name: 'Get the debrief' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
