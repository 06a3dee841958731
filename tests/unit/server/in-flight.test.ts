/** The handlers a stop waits for (server/in-flight.ts). */
import { describe, expect, it, vi } from 'vitest';
import { handlersInFlight } from '../../../server/in-flight';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('handlers in flight', () => {
  it('settles once every handler has ended, whether it answered or threw', async () => {
    const inFlight = handlersInFlight();
    const first = deferred<string>();
    const second = deferred<string>();
    const handler = inFlight.track((which: 1 | 2) => (which === 1 ? first : second).promise);
    const answers = [handler(1), handler(2).catch((error: unknown) => String(error))];
    expect(inFlight.count).toBe(2);
    let settled = false;
    const done = inFlight.settled(60_000).then(() => (settled = true));
    first.resolve('answered');
    await answers[0];
    expect(settled).toBe(false);
    second.reject(new Error('thrown'));
    await done;
    expect(inFlight.count).toBe(0);
    expect(await Promise.all(answers)).toEqual(['answered', 'Error: thrown']);
  });

  it('settles at once with nothing running, and after its limit with a handler that never ends', async () => {
    vi.useFakeTimers();
    try {
      const inFlight = handlersInFlight();
      await inFlight.settled(1000);
      void inFlight.track(() => new Promise<never>(() => undefined))();
      let settled = false;
      const done = inFlight.settled(1000).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(inFlight.count).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
