// @ts-check
// Whether a build is older than what it is built from (tools/serve.mjs rebuilds such a build, so
// a change is never served from a build made before it).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the app's build reads: a change to any of them makes a build stale. */
export const BUILD_INPUTS = [
  'src',
  'backend',
  'public',
  // The build's own plugins, and the policy the CSP plugin writes into every page.
  'build',
  'server/csp.ts',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'package-lock.json',
];

/**
 * The newest modification time among `paths` (folders walked), in ms; 0 when none exists.
 * @param {readonly string[]} paths
 */
export function newestChange(paths) {
  let newest = 0;
  /** @param {string} file */
  const visit = (file) => {
    if (!existsSync(file)) return;
    const stat = statSync(file);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(file)) visit(path.join(file, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const p of paths) visit(p);
  return newest;
}

/**
 * Whether the build whose marker file is `marker` is missing or older than any of `inputs`.
 * @param {string} marker
 * @param {readonly string[]} inputs
 */
export function buildIsStale(marker, inputs) {
  return !existsSync(marker) || statSync(marker).mtimeMs < newestChange(inputs);
}
