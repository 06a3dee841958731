// @ts-check
// The offline review page: one self-contained folder (index.html and a copy of every image it
// shows, linked by relative paths), so it opens from the file system and can be zipped and shared.
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {import('./core.mjs').StoryGroup} StoryGroup */
/** @typedef {import('./core.mjs').Change} Change */
/** @typedef {import('../test-results.mjs').FlakyTest} FlakyTest */
/**
 * @typedef {{ generatedAt: string, flaky?: FlakyTest[], scope?: string }} ReportMeta
 * `flaky`: tests of the last runs that failed, then passed on their retry; `scope`: which stories
 * the last run covered, e.g. "12 stories (a changed-only run)".
 */

const escapeHtml = (/** @type {string} */ text) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1f2937;background:#f8fafc}
header{padding:16px 24px;background:#fff;border-bottom:1px solid #e5e7eb;position:sticky;top:0;z-index:1}
h1{font-size:20px;margin:0 0 4px}
main{padding:16px 24px}
section.story{background:#fff;border:1px solid #e5e7eb;border-radius:8px;margin:0 0 24px;padding:16px}
section.story>h2{font-size:16px;margin:0 0 12px}
article{border-top:1px solid #f1f5f9;padding:12px 0}
article h3{font-size:14px;margin:0 0 8px;font-family:ui-monospace,monospace}
.kind{display:inline-block;border-radius:4px;padding:0 6px;font-size:12px;margin-left:8px;font-family:system-ui}
.kind.changed{background:#fef3c7}.kind.new{background:#dbeafe}
section.flaky{background:#fff7ed;border:1px solid #fdba74;border-radius:8px;margin:0 0 24px;padding:16px}
section.flaky h2{font-size:16px;margin:0 0 8px}
section.flaky li{margin:4px 0}
.row{display:flex;gap:12px;flex-wrap:wrap;align-items:flex-start}
figure{margin:0;max-width:100%}
figcaption{font-size:12px;color:#6b7280;margin-bottom:4px}
figure img{max-width:420px;border:1px solid #e5e7eb;background:repeating-conic-gradient(#f3f4f6 0 25%,#fff 0 50%) 0 0/16px 16px}
.slider{position:relative;display:inline-block;border:1px solid #e5e7eb;max-width:100%}
.slider img{display:block;max-width:100%}
.slider .after{position:absolute;inset:0;clip-path:inset(0 0 0 50%)}
.slider input{width:100%;display:block}
code{font-family:ui-monospace,monospace;background:#f1f5f9;padding:0 4px;border-radius:4px}
`;

// One slider per change: the actual screenshot is laid over the reference and clipped from the
// left as the range moves, so dragging right shows more of "after".
const SCRIPT = `
for (const input of document.querySelectorAll('.slider input')) {
  const after = input.parentElement.querySelector('.after');
  const set = () => { after.style.clipPath = 'inset(0 0 0 ' + input.value + '%)'; };
  input.addEventListener('input', set);
  set();
}
`;

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;

/** The flaky tests, each with every attempt's outcome and duration, or '' when there are none. */
function renderFlaky(/** @type {FlakyTest[]} */ flaky) {
  if (flaky.length === 0) return '';
  const item = (/** @type {FlakyTest} */ t) => {
    const attempts = t.attempts
      .map((a) => `${a.passed ? 'passed' : 'failed'} in ${seconds(a.ms)}`)
      .join(', then ');
    const why = t.attempts.find((a) => !a.passed)?.error;
    return `<li data-flaky="${escapeHtml(t.name)}"><strong>${escapeHtml(t.name)}</strong> (${t.kind}, <code>${escapeHtml(t.file)}</code>): ${attempts}${
      why ? `<br><small>first failure: ${escapeHtml(why)}</small>` : ''
    }</li>`;
  };
  return `<section class="flaky" aria-labelledby="flaky-title"><h2 id="flaky-title">Flaky: ${flaky.length} test${flaky.length === 1 ? '' : 's'} failed, then passed on the retry</h2>
<p>Passing is not the same as clean: each of these failed once in the last run.</p>
<ul>${flaky.map(item).join('\n')}</ul></section>`;
}

/**
 * The page's HTML. `href` turns an image's absolute path into the link the page uses.
 * @param {StoryGroup[]} groups
 * @param {(file: string) => string} href
 * @param {ReportMeta} meta
 */
export function renderReport(groups, href, { generatedAt, flaky = [], scope }) {
  const total = groups.reduce((n, g) => n + g.changes.length, 0);
  const figure = (/** @type {string} */ caption, /** @type {string} */ file) =>
    `<figure><figcaption>${caption}</figcaption><img src="${escapeHtml(href(file))}" alt="${caption}"></figure>`;
  const change = (/** @type {Change} */ c) => {
    const name = escapeHtml(c.arg);
    if (c.kind === 'new') {
      return `<article data-arg="${name}"><h3>${name}<span class="kind new">new: no baseline yet</span></h3>
<div class="row">${figure('actual', c.actual)}</div></article>`;
    }
    return `<article data-arg="${name}"><h3>${name}<span class="kind changed">changed</span></h3>
<div class="row">${figure('reference', c.baseline)}${figure('actual', c.actual)}${c.diff ? figure('diff', c.diff) : ''}
<figure><figcaption>before / after (drag)</figcaption><div class="slider">
<img src="${escapeHtml(href(c.baseline))}" alt="before"><img class="after" src="${escapeHtml(href(c.actual))}" alt="after">
<input type="range" min="0" max="100" value="50" aria-label="Before and after: ${name}"></div></figure></div></article>`;
  };
  const sections = groups
    .map(
      (g) => `<section class="story" id="${escapeHtml(g.storyKey)}"><h2>${escapeHtml(g.label)}</h2>
${g.changes.map(change).join('\n')}</section>`,
    )
    .join('\n');
  const body = total
    ? sections
    : '<p>No changed screenshots: the last story run matched every baseline.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Glamour visual review (${total})</title>
<style>${STYLE}</style></head><body>
<header><h1>Visual review: ${total} changed screenshot${total === 1 ? '' : 's'} in ${groups.length} stor${groups.length === 1 ? 'y' : 'ies'}</h1>
<div>From the last story run${scope ? ` (${escapeHtml(scope)})` : ''}, ${escapeHtml(generatedAt)}. Accept with <code>npm run visual:accept -- &lt;part of a name&gt;</code> (all of them without a filter).</div></header>
<main>${renderFlaky(flaky)}${body}</main>
<script>${SCRIPT}</script></body></html>
`;
}

/**
 * Writes reportDir/index.html with copies of the images it shows; returns the page's path.
 * @param {{ groups: StoryGroup[], reportDir: string, generatedAt?: string, flaky?: FlakyTest[],
 *   scope?: string }} options
 */
export function writeReport({
  groups,
  reportDir,
  generatedAt = new Date().toISOString(),
  flaky,
  scope,
}) {
  rmSync(reportDir, { recursive: true, force: true });
  const imageDir = path.join(reportDir, 'images');
  mkdirSync(imageDir, { recursive: true });
  /** @type {Map<string, string>} */
  const copied = new Map();
  const href = (/** @type {string} */ file) => {
    const known = copied.get(file);
    if (known) return known;
    const name = `${copied.size}-${path.basename(file)}`;
    copyFileSync(file, path.join(imageDir, name));
    const link = `images/${encodeURIComponent(name)}`;
    copied.set(file, link);
    return link;
  };
  const page = path.join(reportDir, 'index.html');
  writeFileSync(page, renderReport(groups, href, { generatedAt, flaky, scope }));
  return page;
}
