// Lighthouse against the production build served compressed (tools/serve-static.mjs), mobile
// (its default: simulated slow 4G, 4x slower CPU) and desktop, in Debian's Chromium.
//
// Two kinds of visit, reported apart:
// - first visit: Lighthouse's default storage reset before each run (empty HTTP cache, no service
//   worker, no saved token): what a new shopper's phone gets. The headline figures.
// - repeat visit: `disableStorageReset`, after a warm-up load and a sign-in (cache and worker warm).
// Each cell is the median of RUNS runs, metric by metric, with every run's TBT beside it and the long
// tasks of the worst run.
//
// Two harnesses for first visits, reported apart (a page can pass in one and not the other):
// - 'bench': one browser for all the runs, Lighthouse's storage reset between them;
// - 'fresh': a new browser per run, started as Lighthouse's CLI starts it (chrome-launcher, its
//   default flags), as a shopper's phone opening the shop cold.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright';

export const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Lighthouse runs per page, form factor and visit kind; each figure is the median of them. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

const DEMO = { email: 'aanya.sharma@glamour.test', password: 'glam1234' };

async function signIn(context, baseUrl) {
  const page = await context.newPage();
  await page.goto(baseUrl);
  // The worker must control the page before /api answers.
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
    timeout: 20_000,
  });
  // Controlled is not yet answering: until the app's worker client has started, /api goes to the
  // static server. Ask until the back end answers JSON.
  let token = null;
  for (let attempt = 0; attempt < 40 && !token; attempt += 1) {
    token = await page.evaluate(async (demo) => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(demo),
      });
      const body = await response.json().catch(() => null);
      return body?.encodedToken ?? null;
    }, DEMO);
    if (!token) await page.waitForTimeout(500);
  }
  if (token) await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.close();
  return Boolean(token);
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const shortUrl = (url) => {
  if (!url) return '(unattributed)';
  try {
    const { pathname } = new URL(url);
    return pathname.startsWith('/assets/')
      ? pathname.slice('/assets/'.length)
      : `${pathname} (document)`;
  } catch {
    return url;
  }
};

/**
 * Why a run's main thread was busy: Lighthouse's long tasks grouped by the script it attributes
 * them to (its 'long-tasks' audit; on mobile the durations are its 4×-CPU estimates), and its
 * main-thread breakdown by kind of work ('mainthread-work-breakdown'), in ms.
 */
export function explainRun(lhr) {
  const byScript = new Map();
  for (const task of lhr.audits['long-tasks']?.details?.items ?? []) {
    const script = shortUrl(task.url);
    const entry = byScript.get(script) ?? { script, tasks: 0, totalMs: 0, longestMs: 0 };
    entry.tasks += 1;
    entry.totalMs += task.duration;
    entry.longestMs = Math.max(entry.longestMs, task.duration);
    byScript.set(script, entry);
  }
  const longTasks = [...byScript.values()]
    .map((entry) => ({
      ...entry,
      totalMs: Math.round(entry.totalMs),
      longestMs: Math.round(entry.longestMs),
    }))
    .sort((a, b) => b.totalMs - a.totalMs);
  const breakdown = Object.fromEntries(
    (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [
      item.groupLabel ?? item.group,
      Math.round(item.duration),
    ]),
  );
  return { longTasks, breakdown };
}

const tbtOf = (lhr) => lhr.audits['total-blocking-time']?.numericValue ?? 0;

/**
 * What the page's own work would block, run by run: each of the renderer main thread's tasks after
 * the first contentful paint, at 4 times its thread CPU time (Lighthouse's mobile slowdown), less
 * 50 ms. Lighthouse times a task by the wall clock, and on a busy machine (two cores shared with
 * the browser's other processes, Lighthouse itself and the hypervisor's steal) the main thread is
 * off the CPU for about half of its tasks' wall time during a load: this is the figure without that
 * share. A diagnostic beside TBT, not a replacement for it.
 */
const cpuTbt = new WeakMap();

/** Reads the estimate above from a run's trace (Lighthouse's artifacts), keyed by its report. */
function recordCpuTbt(result) {
  const events = (result.artifacts?.Trace ?? result.artifacts?.traces?.defaultPass)?.traceEvents;
  if (!events) return;
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  const paint = events.find(
    (e) => e.name === 'firstContentfulPaint' && navigation && e.ts > navigation.ts,
  );
  if (!paint) return;
  // The page's main thread: the renderer main thread with the most tasks.
  const counts = new Map();
  for (const e of events)
    if (e.name === 'RunTask' && e.ph === 'X') {
      const key = `${e.pid}:${e.tid}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const main = [...mains].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))[0];
  let blocking = 0;
  for (const e of events)
    if (e.name === 'RunTask' && e.ph === 'X' && `${e.pid}:${e.tid}` === main && e.ts > paint.ts)
      blocking += Math.max(0, (4 * (e.tdur ?? e.dur)) / 1000 - 50);
  cpuTbt.set(result.lhr, Math.round(blocking));
}

/** The run with the most blocking time, for its long tasks and breakdown. */
function worstRun(runs) {
  return [...runs].sort((a, b) => tbtOf(b) - tbtOf(a))[0];
}

function summarise(runs) {
  const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
  const perf = runs.map((lhr) => score(lhr, 'performance'));
  return {
    runs: runs.length,
    performance: median(perf),
    performanceRange: `${Math.min(...perf)}-${Math.max(...perf)}`,
    accessibility: median(runs.map((lhr) => score(lhr, 'accessibility'))),
    bestPractices: median(runs.map((lhr) => score(lhr, 'best-practices'))),
    seo: median(runs.map((lhr) => score(lhr, 'seo'))),
    fcpMs: Math.round(median(runs.map((lhr) => audit(lhr, 'first-contentful-paint')))),
    lcpMs: Math.round(median(runs.map((lhr) => audit(lhr, 'largest-contentful-paint')))),
    tbtMs: Math.round(median(runs.map((lhr) => audit(lhr, 'total-blocking-time')))),
    // Every run's TBT in the order run, then the spread: a page passes only if every run does.
    tbtRuns: runs.map((lhr) => Math.round(tbtOf(lhr))).join(' / '),
    // The page's own share of each run's blocking time (see cpuTbt above).
    tbtCpuRuns: runs.map((lhr) => cpuTbt.get(lhr) ?? '?').join(' / '),
    tbtRange: `${Math.round(Math.min(...runs.map(tbtOf)))}-${Math.round(Math.max(...runs.map(tbtOf)))}`,
    lcpMaxMs: Math.round(Math.max(...runs.map((lhr) => audit(lhr, 'largest-contentful-paint')))),
    clsMax:
      Math.round(Math.max(...runs.map((lhr) => audit(lhr, 'cumulative-layout-shift'))) * 1000) /
      1000,
    cls: Math.round(median(runs.map((lhr) => audit(lhr, 'cumulative-layout-shift'))) * 1000) / 1000,
    // Lighthouse's own measure of the machine's speed during the runs (higher is faster; its docs
    // take a typical desktop as 1,000 to 2,500): a slower machine lengthens every task it times.
    benchmarkIndex: Math.round(median(runs.map((lhr) => lhr.environment?.benchmarkIndex ?? NaN))),
    lcpElement:
      runs.at(-1)?.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.selector ?? '',
    // Not a column: printed apart by printExplanations().
    explain: { tbtMs: Math.round(tbtOf(worstRun(runs))), ...explainRun(worstRun(runs)) },
  };
}

/** The table of figures, without the explanations (see printExplanations). */
export function figuresTable(rows) {
  return rows.map((row) => {
    const copy = { ...row };
    delete copy.explain;
    return copy;
  });
}

/** Each row's long tasks by script and main-thread breakdown, under a heading. */
export function printExplanations(rows) {
  for (const row of rows) {
    if (!row.explain) continue;
    const label = [row.build, row.harness, row.visit, row.formFactor, row.page]
      .filter(Boolean)
      .join(' · ');
    console.log(
      `\n-- ${label}: the worst run, TBT ${row.explain.tbtMs} ms (runs: ${row.tbtRuns} ms; ` +
        `from the main thread's CPU time: ${row.tbtCpuRuns} ms)`,
    );
    if (row.explain.longTasks.length) {
      console.log('Long tasks by script:');
      console.table(row.explain.longTasks);
    } else console.log('Long tasks: none');
    console.log('Main-thread work by kind (ms):');
    console.table([row.explain.breakdown]);
  }
}

/**
 * Our build beside another's (`--compare`), one row per page and form factor: the two builds'
 * medians side by side.
 */
export function sideBySide(rows, ours, theirs) {
  const find = (build, row) =>
    rows.find(
      (r) =>
        r.build === build &&
        r.page === row.page &&
        r.formFactor === row.formFactor &&
        r.visit === row.visit &&
        r.harness === row.harness,
    );
  return rows
    .filter((row) => row.build === ours)
    .map((row) => {
      const other = find(theirs, row) ?? {};
      return {
        ...(row.harness ? { harness: row.harness } : {}),
        visit: row.visit,
        page: row.page,
        formFactor: row.formFactor,
        [`perf ${ours}`]: `${row.performance} (${row.performanceRange})`,
        [`perf ${theirs}`]: other.performance,
        [`TBT ${ours}`]: `${row.tbtMs} (${row.tbtRange})`,
        [`TBT ${theirs}`]:
          other.tbtMs === undefined ? undefined : `${other.tbtMs} (${other.tbtRange})`,
        [`TBT by CPU ${ours}`]: row.tbtCpuRuns,
        [`TBT by CPU ${theirs}`]: other.tbtCpuRuns,
        [`LCP ${ours}`]: row.lcpMs,
        [`LCP ${theirs}`]: other.lcpMs,
        [`CLS ${ours}`]: row.cls,
        [`CLS ${theirs}`]: other.cls,
      };
    });
}

async function measure(port, url, formFactor, repeat, runCount = RUNS) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableStorageReset: repeat,
  };
  const runs = [];
  for (let i = 0; i < runCount; i += 1) {
    const result = await lighthouse(
      url,
      flags,
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const error = result?.lhr ? result.lhr.runtimeError : { code: 'NO_RESULT', message: '' };
    // A failed run is left out of the medians, and said so: a page measured on fewer runs shows it.
    if (error)
      console.warn(
        `lighthouse: ${url} (${formFactor}) run ${i + 1}: ${error.code} ${error.message}`,
      );
    else {
      recordCpuTbt(result);
      runs.push(result.lhr);
    }
  }
  return runs;
}

/**
 * One first-visit run in a browser of its own, started and ended as Lighthouse's CLI does it
 * (chrome-launcher with its default flags, headless): nothing from an earlier run is warm.
 */
async function measureFresh(url, formFactor) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...FLAGS, '--headless=new'],
    logLevel: 'silent',
  });
  try {
    return await measure(chrome.port, url, formFactor, false, 1);
  } finally {
    chrome.kill();
  }
}

/**
 * `pages`: `{ path, needsLogin? }`. Pages that need a session have no first visit; they are measured
 * as repeat visits only. `visits`: which kinds to run (default both); `formFactors`: which of
 * 'mobile' and 'desktop' (default both).
 */
export async function lighthouseFigures(
  baseUrl,
  pages,
  visits = ['first', 'repeat'],
  formFactors = ['mobile', 'desktop'],
  { compare, harnesses = ['bench', 'fresh'] } = {},
) {
  const port = 9300 + Math.floor(Math.random() * 500);
  const context = await chromium.launchPersistentContext('', {
    executablePath: CHROMIUM,
    headless: true,
    args: [...FLAGS, `--remote-debugging-port=${port}`],
  });
  const rows = [];
  try {
    if (visits.includes('first')) {
      for (const { path, needsLogin } of pages) {
        if (needsLogin) continue;
        for (const formFactor of formFactors)
          for (const harness of harnesses) {
            // With another build to compare, the two take turns run by run, so that both see the
            // same machine load.
            const builds = compare
              ? [
                  { build: 'ours', url: baseUrl, runs: [] },
                  { build: compare.label, url: compare.baseUrl, runs: [] },
                ]
              : [{ build: undefined, url: baseUrl, runs: [] }];
            for (let i = 0; i < RUNS; i += 1)
              for (const build of builds) {
                const url = `${build.url}${path}`;
                build.runs.push(
                  ...(harness === 'fresh'
                    ? await measureFresh(url, formFactor)
                    : await measure(port, url, formFactor, false, 1)),
                );
              }
            for (const { build, runs } of builds)
              rows.push({
                ...(build ? { build } : {}),
                harness,
                visit: 'first',
                page: path,
                formFactor,
                ...(runs.length ? summarise(runs) : { note: 'no result' }),
              });
          }
      }
    }
    if (visits.includes('repeat')) {
      // After the first-visit runs reset storage: warm the cache and the worker, sign in once.
      const signedIn = await signIn(context, baseUrl);
      for (const { path, needsLogin } of pages) {
        for (const formFactor of formFactors) {
          if (needsLogin && !signedIn) {
            rows.push({ visit: 'repeat', page: path, formFactor, note: 'login failed' });
            continue;
          }
          // One unmeasured load puts this page's own chunks and images in the cache.
          const warm = await context.newPage();
          await warm.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' }).catch(() => {});
          await warm.close();
          const runs = await measure(port, `${baseUrl}${path}`, formFactor, true);
          rows.push({
            visit: 'repeat',
            page: path,
            formFactor,
            ...(runs.length ? summarise(runs) : { note: 'no result' }),
          });
        }
      }
    }
  } finally {
    await context.close();
  }
  return rows;
}

/** Standalone: node tools/bench/lighthouse.mjs <baseUrl> [first|repeat|both] [paths...] */
if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl = 'http://127.0.0.1:4380', which = 'both', ...paths] = process.argv.slice(2);
  const visits = which === 'both' ? ['first', 'repeat'] : [which];
  const list = (paths.length ? paths : ['/', '/products']).map((path) => ({
    path,
    needsLogin: path === '/cart' || path === '/wishlist',
  }));
  const rows = await lighthouseFigures(baseUrl, list, visits);
  console.table(figuresTable(rows));
  printExplanations(rows);
  console.log(JSON.stringify(rows));
}
