import { createLevelStore } from './level-store';

describe('createLevelStore', () => {
  it('keeps the last level and tells subscribers only when it changes', () => {
    const store = createLevelStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.get()).toBe(0);
    store.set(0.05);
    store.set(0.05);
    expect(store.get()).toBe(0.05);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(0.1);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
