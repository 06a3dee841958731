/**
 * Writes that must not overtake each other: tasks queued under one key run one at a time, in the
 * order they were queued; tasks under other keys run beside them. A task that fails (or times out)
 * does not stop the ones behind it. So heart, heart again reaches the server as add, then remove,
 * and the last thing the shopper asked for is what the server ends up holding.
 */
export interface SerialQueue {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** How many tasks are queued or running under `key`. */
  size(key: string): number;
}

export function createSerialQueue(): SerialQueue {
  const tails = new Map<string, { tail: Promise<void>; size: number }>();
  return {
    run(key, task) {
      const entry = tails.get(key) ?? { tail: Promise.resolve(), size: 0 };
      const result = entry.tail.then(task);
      entry.size += 1;
      entry.tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, entry);
      void entry.tail.then(() => {
        entry.size -= 1;
        if (entry.size === 0 && tails.get(key) === entry) tails.delete(key);
      });
      return result;
    },
    size: (key) => tails.get(key)?.size ?? 0,
  };
}
