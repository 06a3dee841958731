import { describe, expect, it } from 'vitest';
import { chunkGroups, groupsOf, staticClosure } from '../../../build/runtime-chunk';

/** A module graph from `id: [its static imports]`. */
function graphOf(imports: Record<string, string[]>) {
  const infos = new Map(
    Object.entries(imports).map(([id, importedIds]) => [id, { importedIds }] as const),
  );
  return { getModuleInfo: (id: string) => infos.get(id) ?? null };
}

const SHOP = {
  '/src/main.tsx': ['/src/lib/paths.ts', '/src/index.css', '/src/lib/page-shown.ts'],
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

describe('staticClosure', () => {
  it('follows static imports through any depth, each module once, through cycles', () => {
    const graph = graphOf({ a: ['b'], b: ['c', 'a'], c: ['b'], d: [] });
    expect([...staticClosure(graph, 'a')].sort()).toEqual(['a', 'b', 'c']);
  });

  it('stops at a package index that only re-exports', () => {
    const closure = staticClosure(graphOf(SHOP), '/src/app/start.tsx');
    expect(closure.has('/src/ui/button.tsx')).toBe(true);
    expect(closure.has('/node_modules/radix-ui/dist/index.mjs')).toBe(false);
    expect(closure.has('/node_modules/@radix-ui/react-dialog/dist/index.mjs')).toBe(false);
    expect(closure.has('/node_modules/lucide-react/dist/esm/icons/heart.mjs')).toBe(false);
  });
});

describe('groupsOf', () => {
  it('puts what both import in boot, what only the runtime imports in runtime', () => {
    const { boot, runtime } = groupsOf(graphOf(SHOP), '/src/app/start.tsx', '/src/main.tsx');
    expect([...boot]).toEqual(['/src/lib/paths.ts']);
    expect([...runtime].sort()).toEqual([
      '/node_modules/react-dom/index.js',
      '/node_modules/react/index.js',
      '/src/app/router.tsx',
      '/src/ui/button.tsx',
    ]);
  });
});

describe('chunkGroups', () => {
  const groups = chunkGroups('/src/app/start.tsx', '/src/main.tsx', (id) =>
    id.endsWith('preload-helper.js'),
  );
  const ctx = graphOf(SHOP);

  it('names each module’s group, and leaves the rest to the bundler', () => {
    expect(groups.boot('/src/lib/paths.ts', ctx)).toBe('boot');
    expect(groups.boot('vite/preload-helper.js', ctx)).toBe('boot');
    expect(groups.boot('/src/ui/button.tsx', ctx)).toBeNull();
    expect(groups.runtime('/src/ui/button.tsx', ctx)).toBe('runtime');
    // The runtime module keeps its own chunk; the entry's own modules stay in the entry.
    expect(groups.runtime('/src/app/start.tsx', ctx)).toBeNull();
    expect(groups.runtime('/src/lib/page-shown.ts', ctx)).toBeNull();
    expect(groups.runtime('/src/app/layout.css', ctx)).toBeNull();
  });

  it('groups nothing in a graph without the runtime (the prerender’s server build)', () => {
    const server = graphOf({
      '/src/prerender.tsx': ['/src/ui/button.tsx'],
      '/src/ui/button.tsx': [],
    });
    expect(groups.runtime('/src/ui/button.tsx', server)).toBeNull();
    expect(groups.boot('/src/ui/button.tsx', server)).toBeNull();
  });
});
