/**
 * Where story screenshots live: baselines (committed) and what a mismatch leaves for review (the
 * actual and diff images that `npm run visual:review` shows and `npm run visual:accept` takes).
 * tools/visual/core.mjs reads the same two folders.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserCommand } from 'vitest/node';

export const screenshotDir = 'tests/visual/__screenshots__';
export const diffDir = 'test-results/visual';

// Vitest's own cleaning of a screenshot name (sanitizeArg in @vitest/browser), per path segment.
const sanitize = (arg: string) =>
  arg
    .split('/')
    .map((part) =>
      part
        .replace(/\s+/g, '-')
        .replace(/[^\w-]+/g, '')
        .replace(/-{2,}/g, '-'),
    )
    .filter(Boolean)
    .join('/');

/**
 * Run from the story setup after a story's screenshots matched (all its widths in one call, one
 * round trip per story): removes what an earlier mismatch of the same screenshots left (a failed
 * first attempt before a passing retry, or a run before a fix), so the review never offers a stale
 * image for a baseline that passes now.
 */
export const forgetScreenshotMismatch: BrowserCommand<[names: readonly string[]]> = async (
  context,
  names,
) => {
  const { root, browser } = context.project.config;
  const suffix = `-${browser.name}-${process.platform}.png`;
  await Promise.all(
    names.flatMap((name) => {
      const stem = path.join(root, diffDir, sanitize(name));
      return ['actual', 'diff', 'reference'].map((kind) =>
        rm(`${stem}-${kind}${suffix}`, { force: true }),
      );
    }),
  );
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    forgetScreenshotMismatch: (names: readonly string[]) => Promise<void>;
  }
}
