import { refreshAfterMutation } from './refresh-after-mutation';

describe('refreshAfterMutation', () => {
  it('waits for the refresh after a success', async () => {
    let isDone = false;
    const refreshing = refreshAfterMutation(null, async () => {
      await Promise.resolve();
      isDone = true;
    });
    expect(refreshing).toBeInstanceOf(Promise);
    await refreshing;
    expect(isDone).toBe(true);
  });

  it('refreshes in the background after a failure, so the error is not held back', () => {
    const refresh = vi.fn(() => new Promise<never>(() => undefined));
    expect(refreshAfterMutation(new Error('Failed to fetch'), refresh)).toBeUndefined();
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
