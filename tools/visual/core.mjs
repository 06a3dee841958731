// @ts-check
// Offline visual review: what the last story run left behind (Vitest writes `<arg>-actual-…` and
// `<arg>-diff-…` beside each other on a mismatch, `<arg>-reference-…` when CI met a missing
// baseline), which baselines those replace, and which baselines no story owns any more.
// Everything here takes its directories as arguments so the tests run it on temporary folders.
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

export const SCREENSHOT_DIR = 'tests/visual/__screenshots__';
export const DIFF_DIR = 'test-results/visual';
export const REPORT_DIR = 'test-results/visual-review';

/** Vitest's own file-name cleaning (sanitize in @vitest/browser), so a story id maps to its file. */
export function sanitizeSegment(input) {
  return input
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');
}

/** The screenshots of a story are `<sanitized story id>[/<variant>]`; its key is the first part. */
export function storyKeyOf(arg) {
  return arg.split('/')[0] ?? arg;
}

const DIFF_NAME = /^(.+)-(actual|diff|reference)-([a-z]+)-([a-z0-9]+)\.png$/;
const BASELINE_NAME = /^(.+)-([a-z]+)-([a-z0-9]+)\.png$/;

/** Every *.png under dir, as forward-slash paths relative to it (sorted, so output is stable). */
export function listPngs(dir) {
  if (!existsSync(dir)) return [];
  /** @type {string[]} */
  const found = [];
  const walk = (/** @type {string} */ rel) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && entry.name.endsWith('.png')) found.push(child);
    }
  };
  walk('');
  return found.sort();
}

/**
 * @typedef {{ arg: string, kind: 'changed' | 'new', baseline: string, actual: string,
 *   diff: string | null, storyKey: string }} Change
 * Paths are absolute; `baseline` is where an accepted screenshot goes (it does not exist for 'new').
 */

/**
 * The screenshots the last run found changed (an actual beside an existing baseline) or new (a
 * reference written to the diff folder because the baseline was missing). An actual older than its
 * baseline is left out: that baseline was written after the run (already accepted or regenerated).
 * @param {{ screenshotDir: string, diffDir: string }} dirs
 * @returns {Change[]}
 */
export function collectChanges({ screenshotDir, diffDir }) {
  /** @type {Map<string, { actual?: string, diff?: string, reference?: string, suffix: string }>} */
  const byArg = new Map();
  for (const rel of listPngs(diffDir)) {
    const dirPart = rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/') + 1) : '';
    const match = DIFF_NAME.exec(rel.slice(dirPart.length));
    if (!match) continue;
    const [, stem = '', kind = '', browser = '', platform = ''] = match;
    const arg = dirPart + stem;
    const entry = byArg.get(arg) ?? { suffix: `-${browser}-${platform}.png` };
    entry[/** @type {'actual' | 'diff' | 'reference'} */ (kind)] = path.join(diffDir, rel);
    byArg.set(arg, entry);
  }
  /** @type {Change[]} */
  const changes = [];
  for (const [arg, entry] of byArg) {
    const baseline = path.join(screenshotDir, arg + entry.suffix);
    const storyKey = storyKeyOf(arg);
    if (entry.actual && existsSync(baseline)) {
      if (statSync(baseline).mtimeMs > statSync(entry.actual).mtimeMs) continue;
      changes.push({
        arg,
        kind: 'changed',
        baseline,
        actual: entry.actual,
        diff: entry.diff ?? null,
        storyKey,
      });
    } else if (entry.reference && !existsSync(baseline)) {
      changes.push({ arg, kind: 'new', baseline, actual: entry.reference, diff: null, storyKey });
    }
  }
  return changes.sort((a, b) => a.arg.localeCompare(b.arg));
}

/**
 * @typedef {{ id: string, title: string, name: string }} StoryEntry
 * @typedef {{ storyKey: string, label: string, known: boolean, changes: Change[] }} StoryGroup
 */

/** The file-name key of each story (sanitized id) with its "Title / Name" label. */
export function storyLabels(/** @type {StoryEntry[]} */ stories) {
  return new Map(stories.map((s) => [sanitizeSegment(s.id), `${s.title} / ${s.name}`]));
}

/**
 * Changes grouped by story, in story order of their keys.
 * @param {Change[]} changes
 * @param {Map<string, string>} labels
 * @returns {StoryGroup[]}
 */
export function groupByStory(changes, labels) {
  /** @type {Map<string, StoryGroup>} */
  const groups = new Map();
  for (const change of changes) {
    const label = labels.get(change.storyKey);
    const group = groups.get(change.storyKey) ?? {
      storyKey: change.storyKey,
      label: label ?? `${change.storyKey} (no such story now)`,
      known: label !== undefined,
      changes: [],
    };
    group.changes.push(change);
    groups.set(change.storyKey, group);
  }
  return [...groups.values()].sort((a, b) => a.storyKey.localeCompare(b.storyKey));
}

/** True when a filter (any case) names this change: part of its file name or story label. */
export function matchesFilter(
  /** @type {Change} */ change,
  /** @type {string | undefined} */ filter,
  /** @type {Map<string, string>} */ labels,
) {
  if (!filter) return true;
  const wanted = filter.toLowerCase();
  const label = labels.get(change.storyKey)?.toLowerCase() ?? '';
  return (
    change.arg.toLowerCase().includes(wanted) ||
    change.arg.toLowerCase().includes(sanitizeSegment(wanted)) ||
    label.includes(wanted)
  );
}

/**
 * Copies each chosen screenshot over its baseline (only screenshots the last run found changed or
 * new, and only of stories that still exist), then removes the run's files for it so the review no
 * longer lists it. Returns what it accepted and what it skipped because the story is gone.
 * @param {{ changes: Change[], labels: Map<string, string>, filter?: string }} options
 */
export function acceptChanges({ changes, labels, filter }) {
  /** @type {Change[]} */
  const accepted = [];
  /** @type {Change[]} */
  const skipped = [];
  for (const change of changes) {
    if (!matchesFilter(change, filter, labels)) continue;
    if (!labels.has(change.storyKey)) {
      skipped.push(change);
      continue;
    }
    mkdirSync(path.dirname(change.baseline), { recursive: true });
    copyFileSync(change.actual, change.baseline);
    rmSync(change.actual, { force: true });
    if (change.diff) rmSync(change.diff, { force: true });
    rmSync(change.actual.replace(/-actual-([a-z]+-[a-z0-9]+\.png)$/, '-reference-$1'), {
      force: true,
    });
    accepted.push(change);
  }
  return { accepted, skipped };
}

/**
 * Baselines (relative to screenshotDir) whose story no longer exists.
 * @param {{ screenshotDir: string, labels: Map<string, string> }} options
 */
export function findOrphans({ screenshotDir, labels }) {
  return listPngs(screenshotDir).filter((rel) => {
    const match = BASELINE_NAME.exec(rel);
    return match !== null && !labels.has(storyKeyOf(match[1] ?? ''));
  });
}

/** Deletes the given baselines (relative to screenshotDir) and any folder they leave empty. */
export function pruneOrphans(/** @type {string} */ screenshotDir, /** @type {string[]} */ orphans) {
  for (const rel of orphans) {
    rmSync(path.join(screenshotDir, rel), { force: true });
    const folder = path.dirname(path.join(screenshotDir, rel));
    if (folder !== screenshotDir && existsSync(folder) && readdirSync(folder).length === 0) {
      rmSync(folder, { recursive: true });
    }
  }
}

/**
 * The changes of the stories a run covered (their ids as Storybook names them): after a
 * changed-only run, what earlier runs left for other stories is not this run's to review.
 * @param {Change[]} changes
 * @param {Set<string>} storyIds
 * @returns {Change[]}
 */
export function changesOfStories(changes, storyIds) {
  const keys = new Set([...storyIds].map(sanitizeSegment));
  return changes.filter((c) => keys.has(c.storyKey));
}
