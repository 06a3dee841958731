/**
 * Set-up file of the `unit` and `server-http` projects: an in-memory PGlite database (no data
 * directory, nothing to load) starts from the dump of a freshly made one (./pglite-template.global.ts)
 * instead of running initdb again: 0.3-0.75 s instead of 1.4-2.6 s each on the 2-core machine, and
 * these projects start about 40 of them (docs/testing.md, "Timings"). The database is the same (initdb's output, before any migration);
 * the code under test still migrates and seeds it. One with a data directory, or one told what to
 * load, starts as asked.
 */
import { readFileSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { inject } from 'vitest';

const PATCHED = Symbol.for('glamour.pgliteTemplate');
type Create = (dataDir?: string | PGliteOptions, options?: PGliteOptions) => Promise<PGlite>;
const pglite = PGlite as unknown as { create: Create; [PATCHED]?: true };

// The module is Node's own (not transformed), shared by every test file of a worker: patched once.
if (!pglite[PATCHED]) {
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const create = pglite.create.bind(PGlite);
  pglite.create = (dataDirOrOptions, options) => {
    const [dataDir, rest] =
      typeof dataDirOrOptions === 'object'
        ? [dataDirOrOptions.dataDir, dataDirOrOptions]
        : [dataDirOrOptions, options ?? {}];
    const inMemory = !dataDir || dataDir.startsWith('memory://');
    if (!inMemory || rest.loadDataDir) return create(dataDirOrOptions, options);
    return create({ ...rest, dataDir: undefined, loadDataDir: template });
  };
  pglite[PATCHED] = true;
}
