/** The simulated back end in Node (unit tests): the same handlers behind msw/node. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
