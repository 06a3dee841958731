// `npm run bench`: performance figures for docs/performance.md. Prints tables; never fails because the
// machine is slow (only a broken build or tool fails it). Options: --no-build, --skip-lighthouse,
// --skip-server, --server-only (only the server-mode throughput figures), --server-lighthouse-only
// (only Lighthouse against the server), --skip-catalog, --catalog-only (only the catalogue-at-scale
// figures: server build, then PGlite and PostgreSQL), --lighthouse-only (only Lighthouse and the
// responsiveness figures against the static build), --first-visit-only and --mobile-only (narrow
// the Lighthouse runs), --compare DIR (another build's dist, e.g. the original app's: served the
// same way and measured turn about with ours, its figures printed beside ours), --harness bench|fresh
// (first visits in one of the two harnesses only: one browser for every run, or a fresh browser per
// run as Lighthouse's CLI starts it; both by default).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { startStaticServer } from '../serve-static.mjs';
import { bundleFigures } from './bundle.mjs';
import { badgeFigures } from './badge.mjs';
import { catalogFigures } from './catalog.mjs';
import { figuresTable, lighthouseFigures, printExplanations, sideBySide } from './lighthouse.mjs';
import { responsivenessFigures } from './responsiveness.mjs';
import { runTs } from './run-ts.mjs';
import { serverFigures, serverLighthouseFigures } from './server.mjs';

const argv = process.argv.slice(2);
const args = new Set(argv);
const compareIndex = argv.indexOf('--compare');
const COMPARE_DIR = compareIndex >= 0 ? argv[compareIndex + 1] : undefined;
if (compareIndex >= 0 && !COMPARE_DIR) {
  console.error('--compare needs a directory: the other build (e.g. --compare ../original/dist)');
  process.exit(2);
}
const harnessIndex = argv.indexOf('--harness');
const HARNESSES = harnessIndex >= 0 ? [argv[harnessIndex + 1]] : ['bench', 'fresh'];
if (HARNESSES.some((name) => name !== 'bench' && name !== 'fresh')) {
  console.error('--harness takes bench or fresh');
  process.exit(2);
}
const PORT = Number(process.env.BENCH_PORT ?? 4190);
const BASE = `http://127.0.0.1:${PORT}`;

async function serverSection(report) {
  console.log(
    `\n== Server mode: autocannon, 50 connections, ${process.env.BENCH_SECONDS ?? 10} s a run (see tools/bench/server.mjs)`,
  );
  try {
    report.server = await serverFigures();
    const { method, figures, profiles } = report.server;
    console.log(`Measured ${method.date} on ${method.machine}`);
    console.log(
      `Load average (1, 5, 15 min): before ${method.loadAverage.before}, after ${method.loadAverage.after}`,
    );
    for (const [key, text] of Object.entries(method))
      if (typeof text === 'string' && key !== 'date' && key !== 'machine')
        console.log(`- ${key}: ${text}`);
    // One table per setup (the rows without their setup column), so the tables stay narrow.
    for (const setup of new Set(figures.map((row) => row.setup))) {
      console.log(`\n${setup}:`);
      console.table(
        figures
          .filter((row) => row.setup === setup)
          .map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'setup'))),
      );
    }
    // The statements behind each write's count (pg_stat_statements, most frequent first).
    for (const [figure, statements] of Object.entries(profiles ?? {})) {
      console.log(`\nStatements per request, ${figure}:`);
      console.table(statements);
    }
  } catch (error) {
    report.server = { error: String(error) };
    console.log('server bench failed:', String(error));
  }
}

async function serverLighthouseSection(report) {
  console.log(
    `\n== Server mode: Lighthouse mobile, first visit (storage reset), median of ${process.env.LIGHTHOUSE_RUNS ?? 5} with every run's TBT (npm run serve)` +
      (COMPARE_DIR ? `; ${COMPARE_DIR} measured turn about with it` : ''),
  );
  // The other build, served as the static build is (its own port: the static section's is closed).
  const compared = COMPARE_DIR
    ? await startStaticServer({ root: COMPARE_DIR, port: PORT + 2 })
    : undefined;
  try {
    report.serverLighthouse = await serverLighthouseFigures({
      harnesses: HARNESSES,
      ...(compared ? { compareBaseUrl: `http://127.0.0.1:${PORT + 2}` } : {}),
    });
    console.table(figuresTable(report.serverLighthouse));
    if (COMPARE_DIR) {
      console.log(`\nThe server beside ${COMPARE_DIR} ("compared"), medians of the same run:`);
      console.table(sideBySide(report.serverLighthouse, 'ours', 'compared'));
    }
    printExplanations(report.serverLighthouse);
  } catch (error) {
    report.serverLighthouse = { error: String(error) };
    console.log('server lighthouse failed:', String(error));
  } finally {
    compared?.close();
  }
}

if (args.has('--server-lighthouse-only')) {
  const report = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  };
  await serverLighthouseSection(report);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/server-lighthouse.json', JSON.stringify(report, null, 2));
  console.log(`\nSaved bench-results/server-lighthouse.json (${report.date}; ${report.machine})`);
  process.exit(0);
}

async function catalogSection(report) {
  console.log(
    '\n== Catalogue at scale: the listing answered by the back end (see tools/bench/catalog.mjs)',
  );
  try {
    report.catalog = await catalogFigures();
    console.log('Page requests, one at a time over loopback (filtered, sorted, faceted):');
    console.table(report.catalog.latency);
    for (const [database, rows] of Object.entries(report.catalog.plans)) {
      console.log(`Indexes the plans use on ${database} (EXPLAIN ANALYZE execution time):`);
      console.table(rows);
    }
    console.log('API data for the first /products screen (categories + products):');
    console.table(report.catalog.bytes);
    if (report.catalog.appBytes) {
      console.log('What the app fetched from /api/ opening /products in server mode:');
      console.table([report.catalog.appBytes]);
    }
    if (report.catalog.lighthouse) {
      console.log('Lighthouse, /products at 100,000 products in server mode:');
      console.table(figuresTable(report.catalog.lighthouse));
    }
  } catch (error) {
    report.catalog = { error: String(error) };
    console.log('catalogue bench failed:', String(error));
  }
}

if (args.has('--catalog-only')) {
  const report = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  };
  spawnSync('node', ['tools/serve.mjs', '--build-only'], {
    stdio: 'inherit',
    env: { ...process.env, GLAMOUR_DIST_DIR: 'dist-remote' },
  });
  await catalogSection(report);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/catalog.json', JSON.stringify(report, null, 2));
  console.log(`\nSaved bench-results/catalog.json (${report.date}; ${report.machine})`);
  process.exit(0);
}

if (args.has('--server-only')) {
  const report = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  };
  await serverSection(report);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/server.json', JSON.stringify(report, null, 2));
  console.log(`\nSaved bench-results/server.json (${report.date}; ${report.machine})`);
  process.exit(0);
}

if (!args.has('--no-build')) {
  const { status } = spawnSync('npx vite build', { shell: true, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

const report = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  loadAverage: {
    before: os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' '),
  },
};
const lighthouseOnly = args.has('--lighthouse-only');

if (!lighthouseOnly) {
  console.log('\n== Bundle: JS and CSS for the first load (kB = 1000 bytes)');
  report.bundle = bundleFigures('dist');
  console.table(report.bundle);

  console.log(
    '\n== Filter + sort + facet counts over 10,000 generated products (median of 50 runs)',
  );
  report.filters = await runTs('tools/bench/filter-bench.ts');
  console.table(report.filters);
}

// The build as a host serves it: brotli, immutable hashed assets, prerendered pages (not `vite
// preview`, which compresses nothing).
const server = await startStaticServer({ root: 'dist', port: PORT });
const COMPARE_BASE = `http://127.0.0.1:${PORT + 1}`;
const compareServer = COMPARE_DIR
  ? await startStaticServer({ root: COMPARE_DIR, port: PORT + 1 })
  : undefined;
try {
  if (!lighthouseOnly) {
    console.log('\n== Add to Cart → badge update, back end answering in 400 ms');
    try {
      report.badge = await badgeFigures(BASE);
      console.table([report.badge]);
    } catch (error) {
      report.badge = { error: String(error) };
      console.log('badge timing failed:', String(error));
    }
  }

  if (!args.has('--skip-lighthouse')) {
    const visits = args.has('--first-visit-only') ? ['first'] : ['first', 'repeat'];
    const formFactors = args.has('--mobile-only') ? ['mobile'] : ['mobile', 'desktop'];
    console.log(
      `\n== Lighthouse, median of ${process.env.LIGHTHOUSE_RUNS ?? 5} with every run's TBT (${visits.join(' and ')} visit${visits.length > 1 ? 's' : ''}; first: storage reset, repeat: warm cache, signed in; ${formFactors.join(', ')})` +
        (COMPARE_DIR ? `; ${COMPARE_DIR} measured turn about with ours (first visits)` : ''),
    );
    const productId = '8332f751-1305-49a0-83c2-c25138bd44cc';
    try {
      report.lighthouse = await lighthouseFigures(
        BASE,
        [
          { path: '/' },
          { path: '/products' },
          { path: `/products/${productId}` },
          { path: '/cart', needsLogin: true },
        ],
        visits,
        formFactors,
        {
          harnesses: HARNESSES,
          ...(COMPARE_DIR ? { compare: { label: 'compared', baseUrl: COMPARE_BASE } } : {}),
        },
      );
      console.table(figuresTable(report.lighthouse));
      if (COMPARE_DIR) {
        console.log(`\nOurs beside ${COMPARE_DIR} ("compared"), medians of the same run:`);
        console.table(sideBySide(report.lighthouse, 'ours', 'compared'));
      }
      printExplanations(report.lighthouse);
    } catch (error) {
      report.lighthouse = { error: String(error) };
      console.log('lighthouse failed:', String(error));
    }
  }

  console.log(
    '\n== Responsiveness after load: tap / key to next paint (Event Timing), phone, CPU 4× slower, median of 5',
  );
  try {
    report.responsiveness = await responsivenessFigures(BASE);
    console.table(report.responsiveness);
    if (COMPARE_DIR) {
      report.responsivenessCompared = await responsivenessFigures(COMPARE_BASE).catch((error) => [
        { error: String(error) },
      ]);
      console.log(`${COMPARE_DIR}:`);
      console.table(report.responsivenessCompared);
    }
  } catch (error) {
    report.responsiveness = { error: String(error) };
    console.log('responsiveness failed:', String(error));
  }
} finally {
  server.close();
  compareServer?.close();
}
report.loadAverage.after = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' ');
console.log(
  `\nLoad average (1, 5, 15 min): before ${report.loadAverage.before}, after ${report.loadAverage.after}`,
);

if (lighthouseOnly) {
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/lighthouse.json', JSON.stringify(report, null, 2));
  console.log(`\nSaved bench-results/lighthouse.json (${report.date}; ${report.machine})`);
  process.exit(0);
}

if (!args.has('--skip-server')) {
  await serverSection(report);
  if (!args.has('--skip-lighthouse')) await serverLighthouseSection(report);
}
if (!args.has('--skip-catalog')) await catalogSection(report);

mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', JSON.stringify(report, null, 2));
console.log(`\nSaved bench-results/latest.json (${report.date}; ${report.machine})`);
