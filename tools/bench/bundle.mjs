// Bundle figures: what the browser downloads for the first paint of a route (the entry chunk and its
// static imports, plus CSS), gzip and brotli, read from Vite's manifest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const kb = (bytes) => Math.round(bytes / 100) / 10;

function sizes(file) {
  const data = readFileSync(file);
  return {
    raw: data.length,
    gzip: gzipSync(data, { level: 9 }).length,
    brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Files loaded (statically) by a manifest entry, depth-first, without duplicates. */
function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

export function bundleFigures(distDir = 'dist') {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const routeKey = (name) =>
    Object.keys(manifest).find((k) => k.endsWith(`src/app/routes/${name}.tsx`));

  const runtimeKey = Object.keys(manifest).find((k) => k.endsWith('src/app/start.tsx'));
  const shellKeys = closure(manifest, entryKey);
  // What any page needs to be interactive: the entry and the runtime it imports after load.
  const appKeys = closure(manifest, runtimeKey, new Set(shellKeys));
  /** `without`: chunks already loaded by the shell are not counted again. */
  const measure = (keys, without = new Set()) => {
    const js = new Set();
    const css = new Set();
    for (const key of keys) {
      for (const k of closure(manifest, key)) {
        if (without.has(k)) continue;
        js.add(manifest[k].file);
        for (const c of manifest[k].css ?? []) css.add(c);
      }
    }
    const sum = (files) =>
      [...files].reduce(
        (acc, f) => {
          const s = sizes(path.join(distDir, f));
          return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip, brotli: acc.brotli + s.brotli };
        },
        { raw: 0, gzip: 0, brotli: 0 },
      );
    return { js: sum(js), css: sum(css), files: [...js] };
  };

  const mswKey = Object.keys(manifest).find((k) => k.endsWith('mocks/browser.ts'));
  const rows = [
    {
      what: "entry chunk + static imports (the HTML's only script; before first paint)",
      ...measure([entryKey]),
    },
    {
      what: 'app runtime: start.tsx + static imports (after load / first input)',
      ...measure(runtimeKey ? [runtimeKey] : [], shellKeys),
    },
    {
      what: '/ interactive (entry + runtime + home screen)',
      ...measure([entryKey, runtimeKey, routeKey('home')].filter(Boolean)),
    },
    {
      what: '/products interactive (entry + runtime + listing)',
      ...measure([entryKey, runtimeKey, routeKey('products')].filter(Boolean)),
    },
    {
      what: '/ screen chunk alone (beyond entry + runtime)',
      ...measure([routeKey('home')].filter(Boolean), appKeys),
    },
    {
      what: 'MSW runtime (after load; beyond entry + runtime)',
      ...measure(mswKey ? [mswKey] : [], appKeys),
    },
  ];
  return rows.map((r) => ({
    what: r.what,
    jsGzipKb: kb(r.js.gzip),
    jsBrotliKb: kb(r.js.brotli),
    cssGzipKb: kb(r.css.gzip),
    cssBrotliKb: kb(r.css.brotli),
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(bundleFigures(process.argv[2] ?? 'dist'));
}
