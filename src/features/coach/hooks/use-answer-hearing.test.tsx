// useAnswerHearing with a seam for the HearingSession (issue #40): the question being answered reaches the end-of-turn
// judge (at the start and when the next question is asked), and a long pause in an open answer says "take your time"
// until the person speaks again or the answer is over.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { HearingSessionEvent, HearingSessionOptions } from '@/lib/hearing/hearing-session-types';
import { ANSWER_TURN_OPTIONS } from '@/lib/hearing/turn-config';
import { useAnswerHearing, type AnswerHearingOptions } from './use-answer-hearing';

function renderHearing(question: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const started: HearingSessionOptions[] = [];
  const session = { start: vi.fn(async () => undefined), stop: vi.fn(), answerNow: vi.fn(), nextTurnSeq: 1, setQuestion: vi.fn() };
  const base: AnswerHearingOptions = {
    sessionId: 'demo',
    language: 'en',
    mode: 'realtime',
    question,
    isActive: true,
    onSpeechStarted: vi.fn(),
    onDraft: vi.fn(),
    onDraftCancelled: vi.fn(),
    onAnswer: vi.fn(),
    onContinued: vi.fn(),
    onError: vi.fn(),
    createSession: (options) => {
      started.push(options);
      return session;
    },
  };
  const hook = renderHook((props: Partial<AnswerHearingOptions>) => useAnswerHearing({ ...base, ...props }), { wrapper, initialProps: {} });
  const emit = (event: HearingSessionEvent) => act(() => started[0].onEvent(event));
  return { ...hook, started, session, emit };
}

describe('useAnswerHearing: the end of an answer by meaning', () => {
  it('gives the judge the question being answered, at the start and when the next question comes', async () => {
    const { result, rerender, started, session } = renderHearing('What are your two main strengths?');
    await act(async () => result.current.toggleMic());
    expect(started[0].turnOptions).toEqual({ ...ANSWER_TURN_OPTIONS, question: 'What are your two main strengths?' });
    rerender({ question: 'Why do you want to work here?' });
    expect(session.setQuestion).toHaveBeenLastCalledWith('Why do you want to work here?');
  });

  it('says "take your time" in a long pause of an open answer, until the person speaks again or the answer is confirmed', async () => {
    const { result, emit } = renderHearing('How would you speed up a slow API?');
    await act(async () => result.current.toggleMic());
    expect(result.current.isTakingTime).toBe(false);
    emit({ type: 'takeYourTime', turnKey: 'demo:1' });
    expect(result.current.isTakingTime).toBe(true);
    emit({ type: 'speechStarted', turnKey: 'demo:2' });
    expect(result.current.isTakingTime).toBe(false);
    emit({ type: 'takeYourTime', turnKey: 'demo:2' });
    emit({ type: 'confirmed', turnKey: 'demo:2', text: 'There are two things I would do.' });
    expect(result.current.isTakingTime).toBe(false);
  });
});

describe('useAnswerHearing: an answer taken for finished that goes on (issue #40)', () => {
  it('says which answer went on, with the words it was confirmed with (the whole answer comes again at its next confirm)', async () => {
    const onContinued = vi.fn();
    const { result, rerender, emit } = renderHearing('What is your greatest strength?');
    rerender({ onContinued });
    await act(async () => result.current.toggleMic());
    const first = 'I stay calm under pressure.';
    emit({ type: 'confirmed', turnKey: 'demo:3', text: first });
    // A turn continued that is not the last one confirmed has no words here to take back.
    emit({ type: 'turnContinued', turnKey: 'demo:9', fromKey: 'demo:10' });
    emit({ type: 'turnContinued', turnKey: 'demo:3', fromKey: 'demo:4' });
    expect(onContinued.mock.calls).toEqual([
      ['demo:9', ''],
      ['demo:3', first],
    ]);
  });
});
