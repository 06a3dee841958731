/**
 * Global set-up of the `unit` and `server-http` projects: one freshly made PGlite database (its own
 * initdb, as every `PGlite.create()` in memory runs), dumped once to a file. The tests' in-memory
 * databases start from that file instead of each running initdb again (./pglite-template.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump of a freshly made PGlite database (uncompressed tar). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'glamour-pglite-template-'));
  const file = path.join(dir, 'fresh.tar');
  const db = await PGlite.create();
  const dump = await db.dumpDataDir('none');
  await db.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
