/**
 * The requests whose handlers are still running. A connection can end before its handler does (a
 * client that went away, a connection cut at the end of the stop's grace period): a stop waits for
 * the handlers too, so none is left writing to a database that has been closed under it.
 */
export interface InFlight {
  /** `handler`, counted from its call until the promise it returns settles. */
  track<A extends unknown[], R>(
    handler: (...args: A) => R | Promise<R>,
  ): (...args: A) => Promise<R>;
  /** Handlers running now. */
  readonly count: number;
  /** Resolves once no handler is running, or after `limitMs`, whichever comes first. */
  settled(limitMs: number): Promise<void>;
}

export function handlersInFlight(): InFlight {
  let count = 0;
  let waiting: (() => void)[] = [];
  const done = () => {
    count -= 1;
    if (count === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  return {
    track:
      (handler) =>
      async (...args) => {
        count += 1;
        try {
          return await handler(...args);
        } finally {
          done();
        }
      },
    get count() {
      return count;
    },
    settled(limitMs) {
      if (count === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          waiting = waiting.filter((w) => w !== finish);
          resolve();
        }, limitMs);
        const finish = () => {
          clearTimeout(timer);
          resolve();
        };
        waiting.push(finish);
      });
    },
  };
}
