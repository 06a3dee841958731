/**
 * The set-up file of ./pglite-template.ts: an in-memory PGlite database in these projects starts
 * from the one dump the global set-up made (two of them share its cluster's system identifier,
 * which initdb draws afresh each time), empty and ready to migrate; one with a data directory on
 * disk starts as asked, from its own initdb.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';

const opened: PGlite[] = [];
const dirs: string[] = [];

async function identifier(db: PGlite): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT system_identifier::text AS id FROM pg_control_system()',
  );
  return rows[0]?.id ?? '';
}

async function open(dataDir?: string): Promise<PGlite> {
  const db = await PGlite.create(dataDir);
  opened.push(db);
  return db;
}

afterAll(async () => {
  for (const db of opened) await db.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('in-memory PGlite databases in the unit projects', () => {
  it('start from the one fresh dump: the same cluster, no tables yet', async () => {
    const [a, b] = [await open(), await open('memory://')];
    expect(await identifier(a)).not.toBe('');
    expect(await identifier(b)).toBe(await identifier(a));
    const { rows } = await a.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'",
    );
    expect(rows[0]?.n).toBe(0);
    // Each is its own copy: what one writes the other does not see.
    await a.exec('CREATE TABLE only_in_a (id int)');
    const seen = await b.query("SELECT 1 FROM pg_tables WHERE tablename = 'only_in_a'");
    expect(seen.rows).toEqual([]);
  });

  it('with a data directory on disk run their own initdb', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'glamour-pglite-own-'));
    dirs.push(dir);
    const own = await open(path.join(dir, 'data'));
    expect(await identifier(own)).not.toBe(await identifier(await open()));
  });
});
