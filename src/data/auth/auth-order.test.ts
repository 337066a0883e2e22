import { describe, expect, it } from 'vitest';
import { inAuthOrder } from '@/data/auth/auth-order';

function held<T>() {
  let release: (value: T) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  return { promise, release, fail };
}

describe('inAuthOrder', () => {
  it('starts a sign-out only once the updateUser before it has answered', async () => {
    const steps: string[] = [];
    const update = held<string>();
    const updating = inAuthOrder(async () => {
      steps.push('update starts');
      const answer = await update.promise;
      steps.push('update saves the session');
      return answer;
    });
    const signingOut = inAuthOrder(async () => {
      steps.push('sign-out starts');
      return 'signed out';
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(steps).toEqual(['update starts']);
    update.release('updated');
    expect(await updating).toBe('updated');
    expect(await signingOut).toBe('signed out');
    expect(steps).toEqual(['update starts', 'update saves the session', 'sign-out starts']);
  });

  it('a call that fails neither blocks the next one nor hides its own error', async () => {
    const update = held<string>();
    const failing = inAuthOrder(() => update.promise);
    const next = inAuthOrder(async () => 'ran');
    update.fail(new Error('network down'));
    await expect(failing).rejects.toThrow('network down');
    expect(await next).toBe('ran');
  });
});
