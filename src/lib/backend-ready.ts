/**
 * The simulated back end (MSW) starts when the first request needs it, or when the page's entry
 * knows one is coming (an empty shell, a signed-in visit: src/main.tsx), never before: a
 * prerendered page shows its data from its HTML, so a visitor's visit that asks nothing of the back
 * end never pays for its start (a ~90 kB gzip chunk to fetch, evaluate and register). API calls wait
 * here until it is ready. With no back end registered (a real server, Node tests), calls go at once.
 */
let start: (() => Promise<unknown>) | null = null;
let ready: Promise<unknown> | null = null;
let markStarted: () => void = () => undefined;
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/** Registers how to start the back end; nothing starts until `whenBackendReady()` is first called. */
export function setBackendStarter(starter: () => Promise<unknown>): void {
  start = starter;
  ready = null;
}

export function whenBackendReady(): Promise<unknown> {
  if (ready) return ready;
  if (!start) return Promise.resolve();
  // A worker that fails to start must not block every call forever: calls then fail normally.
  ready = start().then(markStarted, (error: unknown) => {
    console.error('[glamour] the simulated back end failed to start', error);
  });
  return ready;
}

/**
 * Settles once the simulated back end has started, without starting it (what only matters once it
 * runs, e.g. the badge of its settings, waits here); never, where there is none.
 */
export function whenBackendStarted(): Promise<void> {
  return started;
}

let writeAnsweredListener: (id: string) => void = () => undefined;

/** What the page does when the simulated back end has a write it keeps (src/api/pending-writes.ts). */
export function setWriteAnsweredListener(listener: (id: string) => void): void {
  writeAnsweredListener = listener;
}

/**
 * The simulated back end committed or refused the page's kept write `id`: called in the task that
 * commits it (src/main.tsx wires it), so the listener runs before the page can go away.
 */
export function backendAnsweredWrite(id: string): void {
  writeAnsweredListener(id);
}
