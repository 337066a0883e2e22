// The hearing check's meters: a stopped check leaves both at zero, and the next check starts from zero.
import { act, renderHook } from '@testing-library/react';
import type { HearingCheckOptions } from '@/lib/hearing/hearing-check';
import { useHearingCheck } from './use-hearing-check';

/** A check that plays the given levels, then reports zero on its channels when stopped (as startHearingCheck does). */
function fakeStart() {
  const runs: HearingCheckOptions[] = [];
  const start = vi.fn(async (options: HearingCheckOptions) => {
    runs.push(options);
    return {
      stop: () => {
        options.onLevel('tab', 0);
        options.onLevel('mic', 0);
      },
    };
  });
  return { start, runs };
}

describe('useHearingCheck', () => {
  it('puts both meters back to zero on stop, so nothing carries into the next check', async () => {
    const { start, runs } = fakeStart();
    const { result } = renderHook(() => useHearingCheck(start));
    await act(async () => result.current.run());
    act(() => {
      runs[0].onLevel('tab', 0.08);
      runs[0].onLevel('mic', 0.05);
    });
    expect(result.current.levels.tab.get()).toBe(0.08);
    expect(result.current.levels.mic.get()).toBe(0.05);

    act(() => result.current.stop());
    expect(result.current.isRunning).toBe(false);
    expect(result.current.levels.tab.get()).toBe(0);
    expect(result.current.levels.mic.get()).toBe(0);

    await act(async () => result.current.run());
    expect(start).toHaveBeenCalledTimes(2);
    expect(result.current.levels.tab.get()).toBe(0);
    expect(result.current.levels.mic.get()).toBe(0);
  });

  it('a new check started over a running one starts its meters from zero', async () => {
    const { start, runs } = fakeStart();
    const { result } = renderHook(() => useHearingCheck(start));
    await act(async () => result.current.run());
    act(() => runs[0].onLevel('mic', 0.1));
    await act(async () => result.current.run());
    expect(result.current.levels.mic.get()).toBe(0);
  });
});
