/**
 * MSW starts by asking the browser to check an existing registration of its worker for an update
 * (`registration.update()`), and leaves the promise unhandled. The check can fail while the worker
 * in control goes on answering: Chromium rejects it with "Failed to update a ServiceWorker for scope
 * (…) with script (…/mockServiceWorker.js): Not found" when the registration is being replaced
 * (seen in an e2e journey that loads the shop page after page). That rejection reached the page as
 * an uncaught error. This handler takes it, and only it: the next page load checks again.
 */
const UPDATE_FAILED =
  /^Failed to update a ServiceWorker for scope .* with script \(.*\/mockServiceWorker\.js'?\)/;

/** True (and the rejection handled, with a note in the console) for a failed worker update check. */
export function handleWorkerUpdateFailure(
  event: Pick<PromiseRejectionEvent, 'reason' | 'preventDefault'>,
): boolean {
  const { reason } = event;
  const message =
    reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  if (!UPDATE_FAILED.test(message)) return false;
  event.preventDefault();
  console.info(
    `[glamour] the simulated back end's worker could not be checked for an update (${message}); the running worker goes on answering`,
  );
  return true;
}
