import { NOTE_RETRY_DELAY_MS, NOTE_SAVE_DELAY_MS, NoteSaver, type NoteSaveState } from './note-saver';

describe('NoteSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(save: (content: string) => Promise<unknown>) {
    const states: Array<[NoteSaveState, string | null]> = [];
    const saver = new NoteSaver('', { save, onState: (state, error) => states.push([state, error]) });
    return { saver, states };
  }

  it('saves once after typing stops, with the latest text', async () => {
    const save = vi.fn(async () => undefined);
    const { saver, states } = setup(save);
    saver.change('H');
    saver.change('Hi');
    expect(states.at(-1)?.[0]).toBe('saving');
    await vi.advanceTimersByTimeAsync(NOTE_SAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('Hi');
    expect(states.at(-1)).toEqual(['saved', null]);
  });

  it('keeps the text when a save fails, reports the error and retries', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('Network down')).mockResolvedValue(undefined);
    const { saver, states } = setup(save);
    saver.change('Important');
    await vi.advanceTimersByTimeAsync(NOTE_SAVE_DELAY_MS);
    expect(states.at(-1)).toEqual(['error', 'Network down']);
    expect(saver.hasUnsavedChanges).toBe(true);
    await vi.advanceTimersByTimeAsync(NOTE_RETRY_DELAY_MS);
    expect(save).toHaveBeenLastCalledWith('Important');
    expect(states.at(-1)).toEqual(['saved', null]);
    expect(saver.hasUnsavedChanges).toBe(false);
  });

  it('saves the newer text typed while a save was running', async () => {
    let finish: () => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { saver } = setup(save);
    saver.change('one');
    await vi.advanceTimersByTimeAsync(NOTE_SAVE_DELAY_MS);
    saver.change('one two');
    await vi.advanceTimersByTimeAsync(NOTE_SAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenLastCalledWith('one two');
  });

  it('saves unsaved text when disposed', () => {
    const save = vi.fn(async () => undefined);
    const { saver } = setup(save);
    saver.change('last words');
    saver.dispose();
    expect(save).toHaveBeenCalledWith('last words');
  });
});
