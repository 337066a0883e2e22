// useHearingSession, the hearing the Copilot and the Coach share, with a seam for the HearingSession: turn keys go on
// across Close and Start (the gateway charges one answer per key), a closed session's late events reach nobody, a
// failure is worded and a fatal one stops the hearing, a step down asks the capabilities again, and leaving the screen
// releases the devices.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { HearingSessionEvent, HearingSessionOptions } from '@/lib/hearing/hearing-session-types';
import { ANSWER_TURN_OPTIONS } from '@/lib/hearing/turn-config';
import { AI_CAPABILITIES_KEY } from './use-ai-capabilities';
import { useHearingSession } from './use-hearing-session';

function renderHearing(subject: { subject: 'tab'; timing: 'instant' } | { subject: 'mic'; question: string } = { subject: 'tab', timing: 'instant' }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const started: HearingSessionOptions[] = [];
  const sessions: Array<{ start: () => Promise<void>; stop: () => void; nextTurnSeq: number }> = [];
  const callbacks = { onEvent: vi.fn(), onError: vi.fn(), onStopped: vi.fn() };
  const hook = renderHook(
    () =>
      useHearingSession({
        ...subject,
        ...callbacks,
        sessionId: 'demo',
        language: 'en',
        createSession: (options) => {
          started.push(options);
          // Each session has heard three turns by the time it is closed.
          const session = { start: vi.fn(async () => undefined), stop: vi.fn(), nextTurnSeq: (options.firstTurnSeq ?? 1) + 3 };
          sessions.push(session);
          return session;
        },
      }),
    { wrapper },
  );
  /** The `index`th session opened says `event`. */
  const emit = (index: number, event: HearingSessionEvent) => act(() => started[index].onEvent(event));
  return { ...hook, ...callbacks, started, sessions, emit, invalidate };
}

afterEach(() => vi.restoreAllMocks());

describe('useHearingSession: what the Copilot and the Coach share', () => {
  it('numbers the first turn from the clock and goes on from the last turn after Close and Start again', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_800_000_123_456);
    const { result, started } = renderHearing();
    await act(async () => void (await result.current.open('realtime')));
    expect(started[0].firstTurnSeq).toBe((1_800_000_123 % 900_000) + 1);
    act(() => result.current.close());
    await act(async () => void (await result.current.open('upload')));
    expect(started[1].firstTurnSeq).toBe(started[0].firstTurnSeq! + 3);
    expect(started[1].mode).toBe('upload');
  });

  it('goes on from the last turn after a fatal failure too, which is said and stops the hearing', async () => {
    const { result, started, sessions, emit, onError, onStopped } = renderHearing();
    await act(async () => void (await result.current.open('realtime')));
    emit(0, { type: 'error', message: 'Live transcription dropped.', isFatal: false });
    expect(onError).toHaveBeenLastCalledWith('Live transcription dropped.');
    expect(result.current.session()).toBe(sessions[0]);
    emit(0, { type: 'error', message: 'Live transcription failed.', isFatal: true });
    expect(onError).toHaveBeenLastCalledWith('Live transcription failed.');
    expect(sessions[0].stop).toHaveBeenCalled();
    expect(onStopped).toHaveBeenCalledTimes(1);
    expect(result.current.session()).toBeNull();
    await act(async () => void (await result.current.open('realtime')));
    expect(started[1].firstTurnSeq).toBe(started[0].firstTurnSeq! + 3);
  });

  it('hears nothing more from a closed session, nor from one replaced by a new Start', async () => {
    const { result, emit, onEvent, onError, onStopped, invalidate } = renderHearing();
    await act(async () => void (await result.current.open('realtime')));
    emit(0, { type: 'interviewerText', turnKey: 'demo:1', text: 'Tell me about' });
    expect(onEvent).toHaveBeenCalledTimes(1);
    act(() => result.current.close());
    expect(onStopped).toHaveBeenCalledTimes(1);
    emit(0, { type: 'interviewerText', turnKey: 'demo:1', text: 'Tell me about yourself' });
    emit(0, { type: 'confirmed', turnKey: 'demo:1', text: 'Tell me about yourself' });
    emit(0, { type: 'error', message: 'Live transcription failed.', isFatal: true });
    emit(0, { type: 'steppedDown' });
    await act(async () => void (await result.current.open('realtime')));
    emit(0, { type: 'draftStarted', turnKey: 'demo:1', text: 'Tell me about yourself' });
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    expect(onStopped).toHaveBeenCalledTimes(1);
    expect(invalidate).not.toHaveBeenCalled();
    emit(1, { type: 'draftStarted', turnKey: 'demo:5', text: 'Why us?' });
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'draftStarted', turnKey: 'demo:5', text: 'Why us?' });
  });

  it('opens one session at a time', async () => {
    const { result, started } = renderHearing();
    await act(async () => void (await result.current.open('realtime')));
    let isOpened = true;
    await act(async () => void (isOpened = await result.current.open('realtime')));
    expect(isOpened).toBe(false);
    expect(started).toHaveLength(1);
  });

  it('releases the devices when the screen is left', async () => {
    const { result, sessions, unmount } = renderHearing();
    await act(async () => void (await result.current.open('realtime')));
    expect(sessions[0].stop).not.toHaveBeenCalled();
    unmount();
    expect(sessions[0].stop).toHaveBeenCalledTimes(1);
  });

  it('asks the capabilities again after a step down, and says when the microphone (not the tab) ends', async () => {
    const { result, emit, onEvent, onError, invalidate } = renderHearing();
    await act(async () => void (await result.current.open('realtime')));
    emit(0, { type: 'steppedDown' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: AI_CAPABILITIES_KEY });
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'steppedDown' });
    emit(0, { type: 'channel', channel: 'tab', status: 'ended', message: 'You stopped sharing the tab.' });
    expect(onError).not.toHaveBeenCalled();
    emit(0, { type: 'channel', channel: 'mic', status: 'ended', message: 'The microphone stopped.', problem: 'micMissing' });
    expect(onError).toHaveBeenCalledWith('No microphone was found. Connect one and try again.');
  });

  it('hears the meeting tab at the chosen timing (the Copilot), or the microphone alone with the answer turn settings (the Coach)', async () => {
    const copilot = renderHearing({ subject: 'tab', timing: 'instant' });
    await act(async () => void (await copilot.result.current.open('realtime')));
    expect(copilot.started[0]).toMatchObject({ sessionId: 'demo', timing: 'instant' });
    expect(copilot.started[0].subject).toBeUndefined();
    const coach = renderHearing({ subject: 'mic', question: 'Why us?' });
    await act(async () => void (await coach.result.current.open('upload')));
    expect(coach.started[0]).toMatchObject({ subject: 'mic', timing: 'instant', turnOptions: { ...ANSWER_TURN_OPTIONS, question: 'Why us?' } });
  });
});
