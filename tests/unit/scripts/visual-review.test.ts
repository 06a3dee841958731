// The offline visual review and accept logic, on temporary folders with tiny PNGs.
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  acceptChanges,
  collectChanges,
  findOrphans,
  groupByStory,
  pruneOrphans,
  sanitizeSegment,
  storyLabels,
} from '../../../tools/visual/core.mjs';
import { renderReport, writeReport } from '../../../tools/visual/report.mjs';
import { readStories } from '../../../tools/visual/stories.mjs';

// 1×1 PNGs, one red and one blue: distinct bytes are enough to see which file went where.
const RED = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const BLUE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPj/HwADBwIAMCbHYQAAAABJRU5ErkJggg==',
  'base64',
);

const stories = [
  { id: 'ui-button--primary', title: 'UI/Button', name: 'Primary' },
  { id: 'ui-button--disabled', title: 'UI/Button', name: 'Disabled' },
  { id: 'flows-guest-checkout--journey', title: 'Flows/Guest checkout', name: 'Journey' },
];
const labels = storyLabels(stories);

let root: string;
let shots: string;
let diffs: string;

function put(file: string, bytes: Buffer, mtime?: number) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  if (mtime !== undefined) utimesSync(file, mtime, mtime);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'glamour-visual-'));
  shots = path.join(root, 'shots');
  diffs = path.join(root, 'diffs');
  // Baselines written long before the run.
  put(path.join(shots, 'ui-button-primary-chromium-linux.png'), RED, 1_000);
  put(path.join(shots, 'ui-button-disabled-chromium-linux.png'), RED, 1_000);
  put(path.join(shots, 'flows-guest-checkout-journey/01-home-chromium-linux.png'), RED, 1_000);
  put(path.join(shots, 'ui-button-removed-story-chromium-linux.png'), RED, 1_000);
  // The run: Primary changed (actual and diff), a flow step changed, a flow step is new (CI).
  put(path.join(diffs, 'ui-button-primary-actual-chromium-linux.png'), BLUE, 2_000);
  put(path.join(diffs, 'ui-button-primary-diff-chromium-linux.png'), BLUE, 2_000);
  put(
    path.join(diffs, 'flows-guest-checkout-journey/01-home-actual-chromium-linux.png'),
    BLUE,
    2_000,
  );
  put(
    path.join(diffs, 'flows-guest-checkout-journey/02-search-reference-chromium-linux.png'),
    BLUE,
    2_000,
  );
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('collectChanges', () => {
  it('finds changed screenshots with their baseline and diff, and new ones without a baseline', () => {
    const changes = collectChanges({ screenshotDir: shots, diffDir: diffs });
    expect(changes.map((c) => [c.arg, c.kind, c.storyKey])).toEqual([
      ['flows-guest-checkout-journey/01-home', 'changed', 'flows-guest-checkout-journey'],
      ['flows-guest-checkout-journey/02-search', 'new', 'flows-guest-checkout-journey'],
      ['ui-button-primary', 'changed', 'ui-button-primary'],
    ]);
    const primary = changes.find((c) => c.arg === 'ui-button-primary');
    expect(primary?.baseline).toBe(path.join(shots, 'ui-button-primary-chromium-linux.png'));
    expect(primary?.diff).toBe(path.join(diffs, 'ui-button-primary-diff-chromium-linux.png'));
  });

  it('leaves out an actual older than its baseline (accepted or regenerated since the run)', () => {
    utimesSync(path.join(shots, 'ui-button-primary-chromium-linux.png'), 3_000, 3_000);
    const args = collectChanges({ screenshotDir: shots, diffDir: diffs }).map((c) => c.arg);
    expect(args).not.toContain('ui-button-primary');
  });

  it('finds nothing when the run left nothing', () => {
    rmSync(diffs, { recursive: true });
    expect(collectChanges({ screenshotDir: shots, diffDir: diffs })).toEqual([]);
  });
});

describe('groupByStory and the report', () => {
  it('groups the changes by story with its title and name', () => {
    const groups = groupByStory(collectChanges({ screenshotDir: shots, diffDir: diffs }), labels);
    expect(groups.map((g) => [g.label, g.changes.length])).toEqual([
      ['Flows/Guest checkout / Journey', 2],
      ['UI/Button / Primary', 1],
    ]);
  });

  it('writes a page that opens from the file system: every image copied and linked relatively', () => {
    const groups = groupByStory(collectChanges({ screenshotDir: shots, diffDir: diffs }), labels);
    const page = writeReport({ groups, reportDir: path.join(root, 'report'), generatedAt: 'now' });
    const html = readFileSync(page, 'utf8');
    expect(html).toContain('3 changed screenshots in 2 stories');
    expect(html).toContain('UI/Button / Primary');
    const links = [...html.matchAll(/src="([^"]+)"/g)].map((m) => m[1] ?? '');
    // Reference, actual, diff and the slider's two images for Primary; the flow step that changed
    // has no diff file, so four; the new one shows its actual alone.
    expect(links).toHaveLength(5 + 4 + 1);
    for (const link of links) {
      expect(link).toMatch(/^images\//);
      expect(existsSync(path.join(root, 'report', decodeURIComponent(link)))).toBe(true);
    }
    expect(html).toContain('type="range"');
  });

  it('escapes names and says so when nothing changed', () => {
    expect(renderReport([], (f) => f, { generatedAt: 'now' })).toContain('No changed screenshots');
    const html = renderReport(
      [{ storyKey: 'x', label: '<b>x</b>', known: true, changes: [] }],
      (f) => f,
      { generatedAt: 'now' },
    );
    expect(html).not.toContain('<b>x</b>');
  });
});

describe('acceptChanges', () => {
  it('copies only the changed and new screenshots over their baselines, then clears the run files', () => {
    const changes = collectChanges({ screenshotDir: shots, diffDir: diffs });
    const { accepted } = acceptChanges({ changes, labels });
    expect(accepted).toHaveLength(3);
    expect(readFileSync(path.join(shots, 'ui-button-primary-chromium-linux.png'))).toEqual(BLUE);
    expect(
      readFileSync(path.join(shots, 'flows-guest-checkout-journey/02-search-chromium-linux.png')),
    ).toEqual(BLUE);
    // The passing baseline was not touched.
    expect(readFileSync(path.join(shots, 'ui-button-disabled-chromium-linux.png'))).toEqual(RED);
    expect(collectChanges({ screenshotDir: shots, diffDir: diffs })).toEqual([]);
  });

  it('accepts only what the filter names (part of a file name or of "Title / Name")', () => {
    const changes = collectChanges({ screenshotDir: shots, diffDir: diffs });
    const { accepted } = acceptChanges({ changes, labels, filter: 'UI/Button' });
    expect(accepted.map((c) => c.arg)).toEqual(['ui-button-primary']);
    expect(
      readFileSync(path.join(shots, 'flows-guest-checkout-journey/01-home-chromium-linux.png')),
    ).toEqual(RED);
    expect(collectChanges({ screenshotDir: shots, diffDir: diffs })).toHaveLength(2);
    const byFile = acceptChanges({
      changes: collectChanges({ screenshotDir: shots, diffDir: diffs }),
      labels,
      filter: '01-home',
    });
    expect(byFile.accepted.map((c) => c.arg)).toEqual(['flows-guest-checkout-journey/01-home']);
  });

  it('never writes a baseline for a story that no longer exists', () => {
    put(path.join(diffs, 'gone-story-actual-chromium-linux.png'), BLUE, 2_000);
    put(path.join(shots, 'gone-story-chromium-linux.png'), RED, 1_000);
    const { skipped } = acceptChanges({
      changes: collectChanges({ screenshotDir: shots, diffDir: diffs }),
      labels,
    });
    expect(skipped.map((c) => c.arg)).toEqual(['gone-story']);
    expect(readFileSync(path.join(shots, 'gone-story-chromium-linux.png'))).toEqual(RED);
  });
});

describe('orphans', () => {
  it('lists baselines whose story no longer exists, and prune deletes only those', () => {
    put(path.join(shots, 'gone-flow/01-home-chromium-linux.png'), RED);
    const orphans = findOrphans({ screenshotDir: shots, labels });
    expect(orphans).toEqual([
      'gone-flow/01-home-chromium-linux.png',
      'ui-button-removed-story-chromium-linux.png',
    ]);
    pruneOrphans(shots, orphans);
    expect(findOrphans({ screenshotDir: shots, labels })).toEqual([]);
    expect(existsSync(path.join(shots, 'gone-flow'))).toBe(false);
    expect(existsSync(path.join(shots, 'ui-button-primary-chromium-linux.png'))).toBe(true);
    expect(
      existsSync(path.join(shots, 'flows-guest-checkout-journey/01-home-chromium-linux.png')),
    ).toBe(true);
  });
});

describe('the real story files', () => {
  it('name every committed baseline: none is an orphan today', async () => {
    const real = await readStories('stories');
    expect(real.length).toBeGreaterThan(100);
    expect(real).toContainEqual({
      id: 'components-primitives-button--primary',
      title: 'Components/Primitives/Button',
      name: 'Primary',
    });
    expect(sanitizeSegment('ui-button--primary')).toBe('ui-button-primary');
    expect(
      findOrphans({ screenshotDir: 'tests/visual/__screenshots__', labels: storyLabels(real) }),
    ).toEqual([]);
  });
});
