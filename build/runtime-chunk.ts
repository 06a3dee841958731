/**
 * One chunk for what the app's runtime imports statically (vite.config.ts's code splitting).
 *
 * The runtime (src/app/start.tsx) is fetched on every page, and with it every module it imports
 * statically. Left to the bundler's own chunking, each set of modules the runtime shares with a
 * different set of lazy chunks becomes a chunk of its own: on a first visit to `/`, two dozen
 * files of 1-13 kB, each fetched, compiled and instantiated in main-thread tasks of its own.
 * Grouped, they are one file of the same code. The runtime module itself keeps its own chunk (its
 * import is what the entry asks for), and what the entry (src/main.tsx) imports stays out of the
 * group, in the entry's own chunk (the group does not take its modules' imports with it): the page's
 * first script is one file, fetched in one request beside the page's picture and font, not a chain
 * of requests one after another. The runtime and the lazy chunks import the entry's chunk for what
 * they share with it; the entry's stylesheet they then list as a dependency is the page's own
 * `<link>`, which Vite's preloader finds and does not fetch again.
 */
import path from 'node:path';

interface ModuleGraph {
  getModuleInfo(id: string):
    | {
        importedIds: readonly string[];
        dynamicallyImportedIds?: readonly string[];
        /** The module's code after its transforms (imports still by their specifiers). */
        code?: string | null;
      }
    | null
    | undefined;
}

/**
 * Packages' indexes that only re-export (`sideEffects: false`): the runtime uses a few of their
 * modules, lazy chunks others, and the bundler drops the rest. Not followed: what the runtime uses
 * of them is left to the bundler's own chunking.
 */
const BARREL =
  /node_modules\/(?:radix-ui\/dist\/index|lucide-react\/dist\/esm\/lucide-react)\.m?js$/;

/** `import { A, B as C } from 'pkg'`: the names, and where from. */
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
/** `export { default as A, B } from './a.mjs'` in a barrel: the names, and the module. */
const RE_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g;

/** `import * as Slot from '@radix-ui/react-slot'` in a barrel that exports `Slot`. */
const NAMESPACE_IMPORT = /import\s*\*\s*as\s*(\w+)\s*from\s*["']([^"']+)["']/g;

/** The names of an import or export list, as they are on the far side (`B as C` is C). */
const names = (list: string, side: 'imported' | 'exported') =>
  list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [before, after] = part.split(/\s+as\s+/);
      return (side === 'exported' ? (after ?? before) : before)!.trim();
    });

/**
 * The modules behind the names `modules` import from the barrels they import (a barrel is not
 * followed by `staticClosure`: it names every module of its package): `ShoppingCart` from
 * lucide-react is its icons/shopping-cart.mjs, `Slot` from radix-ui is @radix-ui/react-slot.
 * Read from the modules' code.
 */
export function throughBarrels(graph: ModuleGraph, modules: Iterable<string>): Set<string> {
  const found = new Set<string>();
  const exportsOf = new Map<string, Map<string, string>>();
  const barrelExports = (barrel: string) => {
    let map = exportsOf.get(barrel);
    if (!map) {
      map = new Map();
      const info = graph.getModuleInfo(barrel);
      const code = info?.code ?? '';
      for (const [, list, from] of code.matchAll(RE_EXPORT))
        for (const name of names(list!, 'exported'))
          map.set(name, path.posix.join(path.posix.dirname(barrel), from!));
      for (const [, name, from] of code.matchAll(NAMESPACE_IMPORT)) {
        const target = info?.importedIds.find((id) => id.includes(`/node_modules/${from}/`));
        if (target) map.set(name!, target);
      }
      exportsOf.set(barrel, map);
    }
    return map;
  };
  for (const id of modules) {
    const info = graph.getModuleInfo(id);
    const barrels = info?.importedIds.filter((imported) => BARREL.test(imported)) ?? [];
    if (barrels.length === 0) continue;
    for (const [, list, from] of (info?.code ?? '').matchAll(NAMED_IMPORT)) {
      const barrel = barrels.find((b) => b.includes(`/node_modules/${from}/`));
      if (!barrel) continue;
      for (const name of names(list!, 'imported')) {
        const target = barrelExports(barrel).get(name);
        if (target && graph.getModuleInfo(target)) found.add(target);
      }
    }
  }
  return found;
}

/** Modules a chunk of JavaScript holds (not stylesheets or assets). */
const SCRIPT = /\.(?:[cm]?[jt]sx?)(?:\?.*)?$/;
const isScript = (id: string) => SCRIPT.test(id) || id.startsWith('\0');

type ModuleInfo = NonNullable<ReturnType<ModuleGraph['getModuleInfo']>>;

/** `from` and every module reached from it, at any depth, following what `next` gives. */
function reach(
  graph: ModuleGraph,
  from: string,
  next: (info: ModuleInfo) => readonly string[],
): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    queue.push(...next(info));
  }
  return seen;
}

/** `from` and every module it imports statically, through any depth, barrels not followed. */
export function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  return reach(graph, from, (info) => info.importedIds.filter((id) => !BARREL.test(id)));
}

/** The group's modules, worked out from the module graph. */
export interface Groups {
  /** What only the runtime imports, not the entry (not the runtime module itself). */
  runtime: Set<string>;
}

export function groupsOf(graph: ModuleGraph, runtime: string, entry: string): Groups {
  const ofRuntime = staticClosure(graph, runtime);
  // The group does not take its modules' imports with it (vite.config.ts): what they use of a
  // barrel (the header's icons) is found here, or each would be a chunk of its own.
  for (const id of throughBarrels(graph, [...ofRuntime]))
    for (const reached of staticClosure(graph, id)) ofRuntime.add(reached);
  const ofEntry = staticClosure(graph, entry);
  return {
    runtime: new Set(
      [...ofRuntime].filter((id) => id !== runtime && !ofEntry.has(id) && isScript(id)),
    ),
  };
}

/**
 * The code-splitting group's `name`: 'runtime' for what only the runtime imports; anything else
 * is left to the bundler. Worked out once per chunking pass; nothing is grouped in a graph without
 * the runtime (the prerender's server build).
 */
export function chunkGroups(runtime: string, entry: string) {
  let cached: { key: object; groups: Groups } | undefined;
  const groups = (ctx: ModuleGraph) => {
    const key = ctx.getModuleInfo(runtime);
    if (!key) return undefined;
    if (cached?.key !== key) cached = { key, groups: groupsOf(ctx, runtime, entry) };
    return cached.groups;
  };
  return {
    runtime: (id: string, ctx: ModuleGraph): string | null =>
      groups(ctx)?.runtime.has(id) ? 'runtime' : null,
  };
}
