/**
 * Ends the current task: what follows runs in a new one, so the browser can handle input and paint
 * in between. Work that starts a page is split at these points so that no one task blocks a phone's
 * main thread for long (Total Blocking Time). `scheduler.yield()` where the browser has it (its
 * continuation runs ahead of other queued tasks), else a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
