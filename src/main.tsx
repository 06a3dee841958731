import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import './index.css';
import { setBackendReady } from '@/lib/backend-ready';
import { App } from '@/app/app';

// The simulated back end is a lazy chunk: the shell paints first, API calls wait for the worker.
if (import.meta.env.VITE_API_MODE !== 'remote') {
  // eslint-disable-next-line import-x/no-restricted-paths -- the composition root starts the simulated back end
  setBackendReady(import('@mocks/browser').then(({ startBackend }) => startBackend()));
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
