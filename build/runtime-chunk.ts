/**
 * One chunk for what the app's runtime imports statically (vite.config.ts's code splitting).
 *
 * The runtime (src/app/start.tsx) is fetched on every page, and with it every module it imports
 * statically. Left to the bundler's own chunking, each set of modules the runtime shares with a
 * different set of lazy chunks becomes a chunk of its own: on a first visit to `/`, two dozen
 * files of 1-13 kB, each fetched, compiled and instantiated in main-thread tasks of its own.
 * Grouped, they are one file of the same code. The runtime module itself keeps its own chunk (its
 * import is what the entry asks for), and what the entry (src/main.tsx) imports stays out of the
 * group: the entry must never import it. What the entry shares with any lazy chunk, the runtime
 * included, goes to `boot`, a small chunk of its own: a group takes its modules' imports with it,
 * so without one the runtime's group would take those too and the entry would import the group;
 * and a lazy chunk importing the entry's own chunk would list the entry's stylesheet as a
 * dependency, which Vite's preloader would fetch again on a prerendered page (its CSS inline).
 */
interface ModuleGraph {
  getModuleInfo(
    id: string,
  ):
    | { importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[] }
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

/** Every module that some module the entry reaches, statically or not, imports dynamically. */
export function lazyModules(graph: ModuleGraph, entry: string): Set<string> {
  const lazy = new Set<string>();
  reach(graph, entry, (info) => {
    const dynamic = info.dynamicallyImportedIds ?? [];
    for (const id of dynamic) lazy.add(id);
    return [...info.importedIds, ...dynamic];
  });
  return lazy;
}

/** The two groups' modules, worked out from the module graph. */
export interface Groups {
  /** What the entry imports and a lazy chunk (the runtime, a screen, the back end) imports too. */
  boot: Set<string>;
  /** What only the runtime imports (not the runtime module itself). */
  runtime: Set<string>;
}

export function groupsOf(graph: ModuleGraph, runtime: string, entry: string): Groups {
  const ofRuntime = staticClosure(graph, runtime);
  const ofEntry = staticClosure(graph, entry);
  const ofLazy = new Set(
    [...lazyModules(graph, entry)].flatMap((lazy) => [...staticClosure(graph, lazy)]),
  );
  return {
    boot: new Set([...ofEntry].filter((id) => id !== entry && ofLazy.has(id) && isScript(id))),
    runtime: new Set(
      [...ofRuntime].filter((id) => id !== runtime && !ofEntry.has(id) && isScript(id)),
    ),
  };
}

/**
 * The two code-splitting groups' `name`s: 'boot' for what the entry shares with a lazy chunk,
 * 'runtime' for what only the runtime imports; anything else is left to the bundler. Worked out
 * once per chunking pass; nothing is grouped in a graph without the runtime (the prerender's
 * server build).
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
    boot: (id: string, ctx: ModuleGraph): string | null =>
      groups(ctx)?.boot.has(id) ? 'boot' : null,
    runtime: (id: string, ctx: ModuleGraph): string | null =>
      groups(ctx)?.runtime.has(id) ? 'runtime' : null,
  };
}
