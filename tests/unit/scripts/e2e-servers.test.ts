/**
 * The e2e server project's shops (playwright.config.ts, tests/e2e/helpers/server.ts): as many
 * servers as the project has workers, each on its own port, and each worker slot's journeys sent to
 * a server of their own, so two journeys at once never share a shop.
 */
import { describe, expect, it } from 'vitest';
import config from '../../../playwright.config';
import { SERVER_COUNT, SERVER_PROJECT, serverURL, serverURLFor } from '../../e2e/helpers/server';

describe('the e2e server project', () => {
  const servers = Array.from({ length: SERVER_COUNT }, (_, n) => serverURL(n));

  it('starts one server per worker, each on a port of its own', () => {
    const project = config.projects?.find((p) => p.name === SERVER_PROJECT);
    expect(project?.workers).toBe(SERVER_COUNT);
    expect(new Set(servers).size).toBe(SERVER_COUNT);
    const started = [config.webServer ?? []].flat().map((server) => server.url);
    for (const url of servers) expect(started).toContain(`${url}/healthz`);
  });

  it('sends each worker slot to its own server, and refuses a slot without one', () => {
    const slots = Array.from({ length: SERVER_COUNT }, (_, slot) => serverURLFor(slot));
    expect(slots).toEqual(servers);
    expect(() => serverURLFor(SERVER_COUNT)).toThrow(/no server of its own/);
  });
});
