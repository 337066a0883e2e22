// A live audio level (0–1) kept outside React state: the engine writes it 20 times a second and only the meter,
// through useSyncExternalStore, re-renders for it — never the answer panel or the screen around it.

export interface LevelStore {
  get: () => number;
  set: (level: number) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createLevelStore(): LevelStore {
  let level = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => level,
    set: (next) => {
      if (next === level) return;
      level = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
