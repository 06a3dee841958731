/**
 * The simulated back end in the page: the API app with its store in localStorage (memory for a
 * generated `?catalog=N`), answering /api/* through MSW's service worker.
 */
import { setupWorker } from 'msw/browser';
import { createSimulatedBackend } from '@backend/simulated';
import { browserCatalogSize, browserSimulation } from '@backend/simulation/browser';
import { localStoragePersistence, memoryPersistence } from '@backend/store/persistence';
import { forwardTo } from './forward';
import { handleWorkerUpdateFailure } from './worker-update';

export interface BackendOptions {
  /** A write the page keeps until its back end has it was committed or refused. */
  onWriteAnswered?: (id: string) => void;
}

export async function startBackend(options: BackendOptions = {}): Promise<void> {
  const catalogSize = browserCatalogSize(window);
  if (catalogSize !== undefined)
    console.info(
      `[glamour] generated catalogue of ${catalogSize} products (memory only, not saved)`,
    );
  const backend = createSimulatedBackend({
    persistence: catalogSize === undefined ? localStoragePersistence(window) : memoryPersistence(),
    catalogSize,
    simulation: browserSimulation(
      window,
      import.meta.env.VITE_MOCK_LATENCY,
      options.onWriteAnswered,
    ),
  });
  const worker = setupWorker(forwardTo(backend.api));
  window.addEventListener('unhandledrejection', handleWorkerUpdateFailure);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Assets, fonts and the payment provider's hosts go to the network as usual.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
