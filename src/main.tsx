import { startTransition, StrictMode } from 'react';
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

// As a transition, React renders the first screen in slices and yields between them, instead of one
// long task that blocks input while the page loads (Total Blocking Time).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
