/**
 * What the first paint downloads: the HTML's one script (src/main.tsx) and its static
 * imports hold none of the libraries a prerendered page's first paint does not need, and stay
 * within 80 kB gzip; the app's runtime (src/app/start.tsx, fetched after the page's load event)
 * leaves forms' schemas, dialogs, machines, the carousel and the simulated back end to later chunks.
 * Builds the app once into a temporary folder and reads each chunk's modules.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Chunk {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  facadeModuleId: string | null;
  /** The stylesheets Vite emitted for the chunk's CSS imports. */
  css: string[];
}

const chunks = new Map<string, Chunk>();
let outDir = '';

function recordChunks(): Plugin {
  return {
    name: 'test:record-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, {
          fileName: output.fileName,
          isEntry: output.isEntry,
          imports: output.imports,
          moduleIds: output.moduleIds,
          facadeModuleId: output.facadeModuleId,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
      }
    },
  };
}

/** Every .html file under `dir`, at any depth. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.join(dir, name));
}

/** A chunk and every chunk it imports statically. */
function staticGraph(start: Chunk, into = new Set<Chunk>()): Set<Chunk> {
  if (into.has(start)) return into;
  into.add(start);
  for (const file of start.imports) {
    const chunk = chunks.get(file);
    if (chunk) staticGraph(chunk, into);
  }
  return into;
}

const modulesOf = (graph: Set<Chunk>) => [...graph].flatMap((chunk) => chunk.moduleIds);
const packagesOf = (graph: Set<Chunk>) =>
  new Set(
    modulesOf(graph)
      .map((id) => id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1])
      .filter((name): name is string => Boolean(name)),
  );

function chunkFor(module: string): Chunk {
  const chunk = [...chunks.values()].find((c) => c.facadeModuleId?.endsWith(module));
  if (!chunk) throw new Error(`no chunk for ${module}`);
  return chunk;
}

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'glamour-entry-graph-'));
  await build({
    configFile: path.resolve('vite.config.ts'),
    logLevel: 'error',
    plugins: [recordChunks()],
    build: { outDir, emptyOutDir: true },
  });
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** Loaded on interaction or after the first paint, never by the first paint's script. */
const LATER = [
  'zod',
  'xstate',
  '@xstate/react',
  'embla-carousel',
  'embla-carousel-autoplay',
  'msw',
  'sonner',
  'radix-ui',
  '@radix-ui/react-dialog',
  '@radix-ui/react-popover',
  'react-hook-form',
  'canvas-confetti',
  'jose',
];

describe('the first paint’s script (src/main.tsx and its static imports)', () => {
  it('is the only entry: index.html’s script, src/main.tsx', () => {
    const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.moduleIds.some((id) => id.endsWith('src/main.tsx'))).toBe(true);
  });

  it('holds none of React, the router, the query cache or what loads later', () => {
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry)!;
    const packages = packagesOf(staticGraph(entry));
    for (const name of [...LATER, 'react', 'react-dom', 'react-router', '@tanstack/query-core'])
      expect(packages, name).not.toContain(name);
    expect(modulesOf(staticGraph(entry)).some((id) => id.includes('/mocks/'))).toBe(false);
    // Of the back end, only the simulation's settings (is the page's data the seed it holds?).
    expect(
      modulesOf(staticGraph(entry)).filter(
        (id) => id.includes('/backend/') && !id.endsWith('backend/simulation/settings.ts'),
      ),
    ).toEqual([]);
  });

  it('is one file: it imports no other chunk', () => {
    // Fetched beside the page's picture and font, not followed by a second request (a chunk of
    // what it shares with the lazy chunks, and the bundler's helpers after that) once it arrives.
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry)!;
    expect(entry.imports).toEqual([]);
  });

  it('is imported by the lazy chunks, whose stylesheet dependency every page already links', () => {
    // A lazy chunk importing the entry lists the entry's stylesheet as a dependency. Vite's
    // preloader fetches and applies a dependency only when no <link rel="stylesheet"> with its
    // address is in the page: every page's HTML has one (on a prerendered page, disabled until the
    // page needs it: src/lib/deferred-css.ts), so the sheet is never fetched twice or applied early.
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry)!;
    expect(entry.css.length).toBeGreaterThan(0);
    const importers = [...chunks.values()].filter((chunk) =>
      chunk.imports.includes(entry.fileName),
    );
    expect(importers.length).toBeGreaterThan(0);
    // The static pages, and the templates server mode renders its pages into (server/pages.ts).
    const pages = new Map(
      htmlFiles(outDir).map((file) => [path.relative(outDir, file), readFileSync(file, 'utf8')]),
    );
    const templates = JSON.parse(
      readFileSync(path.join(outDir, '.glamour', 'page-templates.json'), 'utf8'),
    ) as Record<string, string>;
    for (const [screen, html] of Object.entries(templates))
      pages.set(`template of ${screen}`, html);
    expect(pages.size).toBeGreaterThan(10);
    for (const [page, html] of pages) {
      const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
      for (const css of entry.css)
        expect(
          links.some((tag) => /rel="stylesheet"/.test(tag) && tag.includes(`href="/${css}"`)),
          `${page} links /${css}`,
        ).toBe(true);
    }
  });

  it('is at most 80 kB gzip', () => {
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry)!;
    const gzip = [...staticGraph(entry)].reduce(
      (sum, chunk) =>
        sum + gzipSync(readFileSync(path.join(outDir, chunk.fileName)), { level: 9 }).length,
      0,
    );
    expect(gzip).toBeLessThanOrEqual(80_000);
  });
});

describe('the app’s runtime (src/app/start.tsx and its static imports)', () => {
  it('leaves schemas, dialogs, machines, the carousel, toasts and the back end to later chunks', () => {
    const runtime = staticGraph(chunkFor('src/app/start.tsx'));
    const packages = packagesOf(runtime);
    for (const name of LATER) expect(packages, name).not.toContain(name);
    expect(modulesOf(runtime).some((id) => id.includes('/mocks/'))).toBe(false);
  });

  it('comes in a handful of files, not one per module it shares with a lazy screen', () => {
    // The runtime, its group (build/runtime-chunk.ts), what it shares with the entry, and the
    // bundler's own helpers: left to the bundler, two dozen chunks of 1-13 kB.
    const files = [...staticGraph(chunkFor('src/app/start.tsx'))].map((chunk) => chunk.fileName);
    expect(files.length, files.join(', ')).toBeLessThanOrEqual(4);
    // What the runtime imports is the same bytes either way: it holds React DOM and the router.
    const packages = packagesOf(staticGraph(chunkFor('src/app/start.tsx')));
    for (const name of ['react-dom', 'react-router', '@tanstack/query-core'])
      expect(packages, name).toContain(name);
  });
});

describe('the chunks’ static imports', () => {
  it('never go round in a circle: a chunk never imports one that imports it back', () => {
    // The runtime's group does not take its modules' imports with it (vite.config.ts): a module it
    // uses that lands in another chunk, one importing the runtime for React, would make two chunks
    // import each other, and whichever ran first would find the other's exports undefined.
    const circles: string[] = [];
    for (const chunk of chunks.values())
      for (const file of chunk.imports) {
        const imported = chunks.get(file);
        if (imported && staticGraph(imported).has(chunk))
          circles.push(`${chunk.fileName} ⇄ ${imported.fileName}`);
      }
    expect(circles).toEqual([]);
  });
});

describe('the packages’ builds', () => {
  it('bundles React Router’s production build, not the development one its exports name', () => {
    // build/react-router-production.ts: without it every module below comes from dist/development.
    const router = [...chunks.values()]
      .flatMap((chunk) => chunk.moduleIds)
      .filter((id) => id.includes('/node_modules/react-router/'));
    expect(router.length).toBeGreaterThan(0);
    expect(router.filter((id) => !id.includes('/react-router/dist/production/'))).toEqual([]);
  });
});

describe('the prerendered pages’ screens (after load, before they are interactive)', () => {
  it.each(['home', 'products', 'product-detail'])(
    '%s leaves schemas, machines, toasts, the carousel engine and the back end to first use',
    (screen) => {
      const graph = staticGraph(chunkFor(`src/app/routes/${screen}.tsx`));
      const packages = packagesOf(graph);
      const later = ['zod', 'xstate', '@xstate/react', 'msw', 'sonner', 'jose', 'embla-carousel'];
      for (const name of later) expect(packages, name).not.toContain(name);
      expect(modulesOf(graph).some((id) => id.includes('/mocks/'))).toBe(false);
    },
  );
});
