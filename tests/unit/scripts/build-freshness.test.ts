/** `npm run serve` rebuilds a build older than its sources (tools/build-freshness.mjs). */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIsStale, newestChange } from '../../../tools/build-freshness.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A file with the given modification time (seconds since the epoch). */
function fileAt(file: string, seconds: number) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  utimesSync(file, seconds, seconds);
}

describe('buildIsStale', () => {
  it('is stale without a marker, or when a source (however deep) changed after the build', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'glamour-fresh-'));
    const marker = path.join(dir, 'dist', '.glamour-build.json');
    const src = path.join(dir, 'src');
    fileAt(path.join(src, 'a.ts'), 1_000);
    expect(buildIsStale(marker, [src])).toBe(true);

    fileAt(marker, 2_000);
    expect(buildIsStale(marker, [src, path.join(dir, 'missing.ts')])).toBe(false);

    fileAt(path.join(src, 'deep', 'b.tsx'), 3_000);
    expect(newestChange([src])).toBe(3_000_000);
    expect(buildIsStale(marker, [src])).toBe(true);
  });
});
