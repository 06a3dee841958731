/** The simulated back end in the browser: a service worker answering /api/* for the app. */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export const worker = setupWorker(...handlers);

export async function startBackend(): Promise<void> {
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Assets, fonts and the payment provider's hosts go to the network as usual.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
