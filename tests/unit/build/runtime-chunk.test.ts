import { describe, expect, it } from 'vitest';
import { chunkGroups, groupsOf, staticClosure, throughBarrels } from '../../../build/runtime-chunk';

/** A module graph from `id: [its static imports]` and `lazy: { id: [its dynamic imports] }`. */
function graphOf(imports: Record<string, string[]>, lazy: Record<string, string[]> = {}) {
  const infos = new Map(
    Object.entries(imports).map(
      ([id, importedIds]) => [id, { importedIds, dynamicallyImportedIds: lazy[id] ?? [] }] as const,
    ),
  );
  return { getModuleInfo: (id: string) => infos.get(id) ?? null };
}

const SHOP = {
  '/src/main.tsx': [
    '/src/lib/zod-jitless.ts',
    '/src/lib/paths.ts',
    '/src/index.css',
    '/src/lib/page-shown.ts',
    '/backend/simulation/settings.ts',
  ],
  '/src/lib/zod-jitless.ts': [],
  '/backend/simulation/settings.ts': [],
  '/mocks/browser.ts': ['/backend/simulation/settings.ts'],
  '/src/app/routes/home.tsx': ['/src/ui/button.tsx'],
  '/src/lib/paths.ts': [],
  '/src/index.css': [],
  '/src/lib/page-shown.ts': [],
  '/src/app/start.tsx': ['/node_modules/react-dom/index.js', '/src/app/router.tsx'],
  '/node_modules/react-dom/index.js': ['/node_modules/react/index.js'],
  '/node_modules/react/index.js': [],
  '/src/app/router.tsx': [
    '/src/lib/paths.ts',
    '/src/ui/button.tsx',
    '/src/app/layout.css',
    '/node_modules/lucide-react/dist/esm/lucide-react.mjs',
  ],
  '/src/ui/button.tsx': ['/node_modules/radix-ui/dist/index.mjs'],
  '/node_modules/radix-ui/dist/index.mjs': [
    '/node_modules/@radix-ui/react-slot/dist/index.mjs',
    '/node_modules/@radix-ui/react-dialog/dist/index.mjs',
  ],
  '/node_modules/@radix-ui/react-slot/dist/index.mjs': [],
  '/node_modules/@radix-ui/react-dialog/dist/index.mjs': [],
  '/node_modules/lucide-react/dist/esm/lucide-react.mjs': [
    '/node_modules/lucide-react/dist/esm/icons/heart.mjs',
  ],
  '/node_modules/lucide-react/dist/esm/icons/heart.mjs': [],
  '/src/app/layout.css': [],
};
/** What each module imports dynamically: the entry the runtime and the back end, the router a screen. */
const SHOP_LAZY = {
  '/src/main.tsx': ['/src/app/start.tsx', '/mocks/browser.ts'],
  '/src/app/router.tsx': ['/src/app/routes/home.tsx'],
};
const shop = () => graphOf(SHOP, SHOP_LAZY);

describe('staticClosure', () => {
  it('follows static imports through any depth, each module once, through cycles', () => {
    const graph = graphOf({ a: ['b'], b: ['c', 'a'], c: ['b'], d: [] });
    expect([...staticClosure(graph, 'a')].sort()).toEqual(['a', 'b', 'c']);
  });

  it('stops at a package index that only re-exports', () => {
    const closure = staticClosure(shop(), '/src/app/start.tsx');
    expect(closure.has('/src/ui/button.tsx')).toBe(true);
    expect(closure.has('/node_modules/radix-ui/dist/index.mjs')).toBe(false);
    expect(closure.has('/node_modules/@radix-ui/react-dialog/dist/index.mjs')).toBe(false);
    expect(closure.has('/node_modules/lucide-react/dist/esm/icons/heart.mjs')).toBe(false);
  });
});

describe('throughBarrels', () => {
  const LUCIDE = '/node_modules/lucide-react/dist/esm/lucide-react.mjs';
  const RADIX = '/node_modules/radix-ui/dist/index.mjs';
  const SLOT = '/node_modules/@radix-ui/react-slot/dist/index.mjs';
  const infos: Record<string, { importedIds: string[]; code: string }> = {
    '/src/app/header.tsx': {
      importedIds: [LUCIDE, RADIX],
      code: 'import { ShoppingCart, X as Close, type LucideIcon } from "lucide-react";\nimport { Slot } from "radix-ui";',
    },
    [LUCIDE]: {
      importedIds: ['/node_modules/lucide-react/dist/esm/icons/shopping-cart.mjs'],
      code: [
        "export { default as LucideShoppingCart, default as ShoppingCart } from './icons/shopping-cart.mjs'",
        "export { default as LucideX, default as X } from './icons/x.mjs'",
        "export { default as Heart } from './icons/heart.mjs'",
      ].join('\n'),
    },
    '/node_modules/lucide-react/dist/esm/icons/shopping-cart.mjs': { importedIds: [], code: '' },
    '/node_modules/lucide-react/dist/esm/icons/x.mjs': { importedIds: [], code: '' },
    '/node_modules/lucide-react/dist/esm/icons/heart.mjs': { importedIds: [], code: '' },
    [RADIX]: {
      importedIds: [SLOT, '/node_modules/@radix-ui/react-dialog/dist/index.mjs'],
      code: 'import * as Slot from "@radix-ui/react-slot";\nimport * as Dialog from "@radix-ui/react-dialog";\nexport { Dialog, Slot };',
    },
    [SLOT]: { importedIds: [], code: '' },
  };
  const graph = { getModuleInfo: (id: string) => infos[id] ?? null };

  it('finds the modules behind the names a module imports from a barrel, and no others', () => {
    expect([...throughBarrels(graph, ['/src/app/header.tsx'])].sort()).toEqual([
      '/node_modules/@radix-ui/react-slot/dist/index.mjs',
      '/node_modules/lucide-react/dist/esm/icons/shopping-cart.mjs',
      '/node_modules/lucide-react/dist/esm/icons/x.mjs',
    ]);
  });

  it('finds nothing for a module that imports no barrel', () => {
    expect(throughBarrels(graph, ['/node_modules/lucide-react/dist/esm/icons/x.mjs']).size).toBe(0);
  });
});

describe('groupsOf', () => {
  it('puts what only the runtime imports in runtime, not what the entry imports too', () => {
    const { runtime } = groupsOf(shop(), '/src/app/start.tsx', '/src/main.tsx');
    // The router imports paths.ts, which the entry imports too: it stays in the entry's chunk.
    expect(runtime.has('/src/lib/paths.ts')).toBe(false);
    expect([...runtime].sort()).toEqual([
      '/node_modules/react-dom/index.js',
      '/node_modules/react/index.js',
      '/src/app/router.tsx',
      '/src/ui/button.tsx',
    ]);
  });
});

describe('chunkGroups', () => {
  const groups = chunkGroups('/src/app/start.tsx', '/src/main.tsx');
  const ctx = shop();

  it('names each module’s group, and leaves the rest to the bundler', () => {
    expect(groups.runtime('/src/ui/button.tsx', ctx)).toBe('runtime');
    // The runtime module keeps its own chunk; the entry's own modules stay in the entry.
    expect(groups.runtime('/src/app/start.tsx', ctx)).toBeNull();
    expect(groups.runtime('/src/lib/page-shown.ts', ctx)).toBeNull();
    expect(groups.runtime('/src/lib/paths.ts', ctx)).toBeNull();
    expect(groups.runtime('/src/app/layout.css', ctx)).toBeNull();
  });

  it('groups nothing in a graph without the runtime (the prerender’s server build)', () => {
    const server = graphOf({
      '/src/prerender.tsx': ['/src/ui/button.tsx'],
      '/src/ui/button.tsx': [],
    });
    expect(groups.runtime('/src/ui/button.tsx', server)).toBeNull();
  });
});
