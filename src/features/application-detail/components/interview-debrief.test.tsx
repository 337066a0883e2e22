import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Interview } from '@/data/interviews/types';
import { fakeSession, WithAuth } from '@/testing/fake-auth-state';
import { fakeSupabase, resetFakeSupabase } from '@/testing/fake-supabase';
import { renderWithProviders } from '@/testing/render';
import { InterviewDebrief } from './interview-debrief';
import { DebriefView } from './debrief-view';

vi.mock('@/lib/supabase', async () => (await import('@/testing/fake-supabase')).fakeSupabaseModule());
const h = vi.hoisted(() => ({ written: [] as Array<{ interviewId: string; signature: string }> }));
vi.mock('@/data/debriefs/write-debrief', () => ({
  useWriteDebrief: () => ({ mutate: (input: { interviewId: string; signature: string }) => h.written.push(input), isPending: false, isError: false }),
}));

const DAY = 24 * 60 * 60 * 1000;
const interview = (date: number): Interview => ({
  id: 'iv-1',
  application_id: 'app-1',
  name: 'Hiring manager',
  interviewer_names: 'Bill Lumbergh',
  date: new Date(date).toISOString(),
  duration: 45,
  additional_info: null,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
});
const heard = (content: string, screenshot_thumbnail: string | null = null) => ({
  id: `m-${content}`,
  session_id: 'int_iv-1',
  role: 'user',
  content,
  screenshot_thumbnail,
  created_at: '2026-11-27T10:00:00Z',
});

function renderDebrief(at: number, firstname = 'Zoe') {
  const session = fakeSession({ ...fakeSession().user, user_metadata: { firstname } });
  return renderWithProviders(
    <WithAuth state={{ session }}>
      <InterviewDebrief interview={interview(at)} />
    </WithAuth>,
  );
}

describe('InterviewDebrief: when "Write the debrief" is offered', () => {
  beforeEach(() => {
    resetFakeSupabase();
    fakeSupabase.tables.interview_debriefs = [];
    fakeSupabase.tables.coach_sessions = [];
    fakeSupabase.tables.chat_messages = [];
    h.written.length = 0;
  });

  it('not for tomorrow’s interview with no Copilot question: says the debrief comes after', async () => {
    renderDebrief(Date.now() + DAY);
    expect(await screen.findByText(/written once the interview is over/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write the debrief' })).not.toBeInTheDocument();
  });

  it('not for a screen question alone: it was seen, not heard', async () => {
    fakeSupabase.tables.chat_messages = [heard('[What’s on screen] Answer in Python please', 'data:image/jpeg;base64,AAAA')];
    renderDebrief(Date.now() + DAY);
    expect(await screen.findByText(/written once the interview is over/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write the debrief' })).not.toBeInTheDocument();
  });

  it('for an upcoming interview whose Copilot session heard a question', async () => {
    fakeSupabase.tables.chat_messages = [heard('Tell me about yourself')];
    renderDebrief(Date.now() + DAY);
    expect(await screen.findByRole('button', { name: 'Write the debrief' })).toBeInTheDocument();
  });

  it('for a past interview, signed with the first name (a placeholder when none is known)', async () => {
    const user = userEvent.setup();
    const { unmount } = renderDebrief(Date.now() - DAY);
    await user.click(await screen.findByRole('button', { name: 'Write the debrief' }));
    unmount();
    renderDebrief(Date.now() - DAY, '');
    await user.click(await screen.findByRole('button', { name: 'Write the debrief' }));
    expect(h.written).toEqual([expect.objectContaining({ interviewId: 'iv-1', signature: 'Zoe' }), expect.objectContaining({ signature: '[Your name]' })]);
  });
});

describe('DebriefView', () => {
  it('labels the model’s remark on an answer as the coach’s, not as what the candidate said', () => {
    const debrief = {
      id: 'd-1',
      interview_id: 'iv-1',
      created_at: '2026-11-27T10:00:00Z',
      updated_at: '2026-11-27T10:00:00Z',
      language: 'en' as const,
      outcome: null,
      questions: [{ question: 'Why Initech?', suggested: 'The roadmap.', note: 'Too vague on numbers.' }],
      went_well: [],
      to_work_on: [],
      to_send: [],
      thank_you_subject: '',
      thank_you_body: '',
    };
    renderWithProviders(<DebriefView debrief={debrief} coachSessions={[]} interviewerNames="Bill" />);
    expect(screen.getByText('Coach’s remark on your answer: Too vague on numbers.')).toBeInTheDocument();
    expect(screen.queryByText(/^Your answer:/)).not.toBeInTheDocument();
  });
});
