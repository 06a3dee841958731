/**
 * The simulated back end (MSW) starts lazily so the first paint never waits for it; API calls wait
 * here until it is ready. With no back end registered (a real server, Node tests), calls go at once.
 */
let ready: Promise<unknown> = Promise.resolve();

export function setBackendReady(promise: Promise<unknown>): void {
  // A worker that fails to start must not block every call forever: calls then fail normally.
  ready = promise.catch((error: unknown) => {
    console.error('[glamour] the simulated back end failed to start', error);
  });
}

export function whenBackendReady(): Promise<unknown> {
  return ready;
}
