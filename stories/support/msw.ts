/** Story helpers for MSW: the probe group every story has, and per-story overrides of named groups. */
import { http, HttpResponse } from 'msw';
import { PROBE_URL } from './msw-probe';

export { mswParameters } from '../../.storybook/msw';

export const probeHandlers = [
  http.get(PROBE_URL, () => HttpResponse.json({ answer: 'answered by MSW (default)' })),
];
