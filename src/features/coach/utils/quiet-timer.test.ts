import { nextQuietState, QUIET_SEND_MS, QuietTimer } from './quiet-timer';

describe('nextQuietState', () => {
  it('arms 5 s after a final result, moves on speech only when armed, and cancels', () => {
    expect(nextQuietState({ deadline: null }, { type: 'speech', at: 1000 })).toEqual({ deadline: null });
    const armed = nextQuietState({ deadline: null }, { type: 'final', at: 1000 });
    expect(armed).toEqual({ deadline: 1000 + QUIET_SEND_MS });
    expect(nextQuietState(armed, { type: 'speech', at: 3000 })).toEqual({ deadline: 8000 });
    expect(nextQuietState(armed, { type: 'final', at: 4000 })).toEqual({ deadline: 9000 });
    expect(nextQuietState(armed, { type: 'cancel' })).toEqual({ deadline: null });
  });
});

describe('QuietTimer (fake timers)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends 5 s after the last final result, not before', () => {
    const onQuiet = vi.fn();
    const timer = new QuietTimer(onQuiet);
    timer.finalResult();
    vi.advanceTimersByTime(4_999);
    expect(onQuiet).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onQuiet).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(onQuiet).toHaveBeenCalledTimes(1);
    expect(timer.isArmed).toBe(false);
  });

  it('new speech resets the 5 s', () => {
    const onQuiet = vi.fn();
    const timer = new QuietTimer(onQuiet);
    timer.finalResult();
    vi.advanceTimersByTime(4_000);
    timer.speech();
    vi.advanceTimersByTime(4_000);
    expect(onQuiet).not.toHaveBeenCalled();
    timer.finalResult();
    vi.advanceTimersByTime(4_999);
    expect(onQuiet).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onQuiet).toHaveBeenCalledTimes(1);
  });

  it('interim speech alone never sends; cancel stops a waiting send', () => {
    const onQuiet = vi.fn();
    const timer = new QuietTimer(onQuiet);
    timer.speech();
    vi.advanceTimersByTime(10_000);
    expect(onQuiet).not.toHaveBeenCalled();
    timer.finalResult();
    timer.cancel();
    vi.advanceTimersByTime(10_000);
    expect(onQuiet).not.toHaveBeenCalled();
  });
});
