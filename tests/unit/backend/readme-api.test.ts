/** docs/api.md's route table is the back end's documentation: it must list exactly the live routes. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RouteInfo } from '@/domain/console';
import { call, setupBackend } from './support';

setupBackend();

const doc = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
const start = doc.indexOf('## API');
const end = doc.indexOf('\n## ', start + 1);
const section = doc.slice(start, end === -1 ? undefined : end);
const rows = [...section.matchAll(/^\| (GET|POST|PATCH|DELETE) +\| (\S+) +\| (yes|–) +\|/gm)].map(
  ([, method, path, auth]) => ({
    method: method as string,
    path: (path as string).replace(/\\_/g, '_'),
    auth: auth === 'yes',
  }),
);

describe('docs/api.md ## API', () => {
  it('lists every route of the API, and nothing else', async () => {
    const documented = rows.map((r) => `${r.method} ${r.path}`).sort();
    const { body } = await call<{ routes: RouteInfo[] }>('GET', '/api/_console/routes');
    const live = body.routes.map((r) => `${r.method} ${r.path}`).sort();
    expect(documented).toEqual(live);
  });

  it('marks exactly the routes that need a token', async () => {
    for (const row of rows) {
      const path = row.path.replace(/:\w+/g, 'some-id');
      const answer = await call(row.method, path, { body: {} });
      if (row.auth) expect(answer.status, `${row.method} ${row.path}`).toBe(401);
      else expect(answer.status, `${row.method} ${row.path}`).not.toBe(401);
    }
  });
});
