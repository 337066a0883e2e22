import { act, renderHook } from '@testing-library/react';
import { TYPEWRITER_FINISH_TICKS, TYPEWRITER_LAG_CHARS, TYPEWRITER_TICK_MS } from '@/features/copilot/utils/typewriter';
import { useTypewriter } from './use-typewriter';

function mockReducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

describe('useTypewriter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the first word at once, then reveals one character per 15 ms', () => {
    const { result } = renderHook(({ text, done }) => useTypewriter(text, done), { initialProps: { text: 'Hello there', done: false } });
    expect(result.current).toBe('Hello');
    act(() => vi.advanceTimersByTime(TYPEWRITER_TICK_MS));
    expect(result.current).toBe('Hello ');
    act(() => vi.advanceTimersByTime(TYPEWRITER_TICK_MS * 2));
    expect(result.current).toBe('Hello th');
  });

  it('keeps ticking while deltas arrive faster than the tick, never lagging more than the budget', () => {
    let text = '';
    const { result, rerender } = renderHook(({ value }) => useTypewriter(value, false), { initialProps: { value: text } });
    for (let i = 0; i < 50; i += 1) {
      text += 'word ';
      rerender({ value: text });
      act(() => vi.advanceTimersByTime(5));
    }
    act(() => vi.advanceTimersByTime(TYPEWRITER_TICK_MS));
    expect(result.current.length).toBeGreaterThanOrEqual(text.length - TYPEWRITER_LAG_CHARS);
    expect(text.startsWith(result.current)).toBe(true);
  });

  it('shows everything within a short finish after the stream ends', () => {
    const answer = 'A complete answer that arrived in one go from the stream, long enough to need catching up.';
    const { result, rerender } = renderHook(({ text, done }) => useTypewriter(text, done), { initialProps: { text: answer, done: false } });
    act(() => vi.advanceTimersByTime(TYPEWRITER_TICK_MS));
    expect(result.current.length).toBeLessThan(answer.length);
    rerender({ text: answer, done: true });
    act(() => vi.advanceTimersByTime(TYPEWRITER_TICK_MS * (TYPEWRITER_FINISH_TICKS + 1)));
    expect(result.current).toBe(answer);
  });

  it('starts over for a new answer', () => {
    const { result, rerender } = renderHook(({ text, done }) => useTypewriter(text, done), { initialProps: { text: 'First', done: true } });
    act(() => vi.advanceTimersByTime(TYPEWRITER_TICK_MS * 20));
    expect(result.current).toBe('First');
    rerender({ text: 'Second answer', done: false });
    expect(result.current).toBe('Second');
  });

  it('shows the text directly with reduced motion', () => {
    mockReducedMotion(true);
    const { result } = renderHook(() => useTypewriter('All at once', false));
    expect(result.current).toBe('All at once');
  });

  it('shows the text directly when disabled (v2)', () => {
    const { result } = renderHook(() => useTypewriter('All at once', false, false));
    expect(result.current).toBe('All at once');
  });
});
