/**
 * The back end every story talks to: the API app over a memory store (reset before each story, see
 * session.ts), answering at once, its clock and ids pinned so screenshots never change. The console's
 * request log is posted live, as in the app, on the page's log channel (scoped per page by preview).
 */
import { createSimulatedBackend } from '@backend/simulated';
import { broadcastLog } from '@backend/simulation/browser';
import { createSimulation } from '@backend/simulation/simulation';
import { pinnedClock } from '@backend/clock';
import { forwardTo } from '@mocks/forward';

export const storyBackend = createSimulatedBackend({
  clock: pinnedClock(),
  simulation: createSimulation({ log: broadcastLog() }),
});

/** The one MSW handler behind every story's own groups: /api/* to the app. */
export const backendHandlers = [forwardTo(storyBackend.api)];
