/** The simulated back end for Node tests that drive client code: the API app behind msw/node. */
import { setupServer } from 'msw/node';
import { createSimulatedBackend, type SimulatedBackendOptions } from '@backend/simulated';
import { forwardTo } from './forward';

export function createNodeBackend(options: SimulatedBackendOptions = {}) {
  const backend = createSimulatedBackend(options);
  return { ...backend, server: setupServer(forwardTo(backend.api)) };
}
