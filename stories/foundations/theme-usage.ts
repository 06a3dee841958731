/**
 * What the source actually uses of the theme, read from the source text itself (so the foundations
 * pages cannot drift from the code): colour pairs of text and surface, the spacing steps and the
 * icons imported from lucide-react. Pure: takes { path: source } and returns plain data.
 */
import { contrastRatio } from '@/domain/contrast';

export type Sources = Record<string, string>;

export interface ColourPair {
  text: string;
  surface: string;
  ratio: number;
  files: string[];
}

export interface ColourUse {
  /** Text and background in one class list: the pair a shopper reads, with its contrast. */
  pairs: ColourPair[];
  /** Text colours set without a background of their own (it comes from a parent), with files. */
  inherited: Map<string, string[]>;
}

const FAMILIES = 'brand|neutral|success|warning|danger';
// A class such as `hover:text-brand-800`, `data-[state=on]:bg-white` or `bg-white`; an opacity
// (`bg-white/70`) is skipped because its colour depends on what lies below, and `disabled:`
// colours are exempt from contrast.
const COLOUR_CLASS = new RegExp(
  String.raw`(?<![\w-])((?:[\w-]*\[[^\]\s]*\]:|[\w-]+:)*)(text|bg)-((?:${FAMILIES})-\d+|white|black)(?![\w/-])`,
  'g',
);
// Quoted strings stay on one line (an apostrophe in JSX text must not swallow the next lines).
const STRING = /'[^'\n]*'|"[^"\n]*"|`[^`]*`/g;

function classLists(source: string): string[] {
  return [...source.matchAll(STRING)].map((m) => m[0].slice(1, -1));
}

function coloursIn(list: string) {
  const text = new Set<string>();
  const bg = new Set<string>();
  for (const [, variants = '', kind, token = ''] of list.matchAll(COLOUR_CLASS)) {
    if (/(^|:)(aria-)?disabled:/.test(variants)) continue;
    (kind === 'text' ? text : bg).add(token);
  }
  return { text, bg };
}

/** A token ('brand-700', 'white') to its hex value in the theme's colours, if it has one. */
export function tokenHex(
  token: string,
  colors: Record<string, Record<string | number, string>>,
): string | undefined {
  if (token === 'white') return '#ffffff';
  if (token === 'black') return '#000000';
  const cut = token.lastIndexOf('-');
  return colors[token.slice(0, cut)]?.[token.slice(cut + 1)];
}

/**
 * The colour pairs of the source: each text colour with each background of the same class list
 * (sorted by text, then surface), and the text colours that take their background from a parent,
 * which only the rendered page can measure (addon-a11y's contrast rule does, in every story).
 */
export function colourUse(
  sources: Sources,
  colors: Record<string, Record<string | number, string>>,
): ColourUse {
  const pairs = new Map<string, ColourPair>();
  const inherited = new Map<string, string[]>();
  const addPair = (text: string, surface: string, file: string) => {
    const fg = tokenHex(text, colors);
    const bg = tokenHex(surface, colors);
    // Text the colour of its own background shows nothing in that state (an unticked checkbox's
    // tick): not a pair anyone reads.
    if (!fg || !bg || fg.toLowerCase() === bg.toLowerCase()) return;
    const key = `${text}|${surface}`;
    const known = pairs.get(key);
    if (!known) pairs.set(key, { text, surface, ratio: contrastRatio(fg, bg), files: [file] });
    else if (!known.files.includes(file)) known.files.push(file);
  };
  for (const [file, source] of Object.entries(sources)) {
    for (const list of classLists(source).map(coloursIn)) {
      for (const text of list.text) {
        if (list.bg.size) for (const bg of list.bg) addPair(text, bg, file);
        else if (tokenHex(text, colors)) {
          const files = inherited.get(text) ?? [];
          if (!files.includes(file)) inherited.set(text, [...files, file]);
        }
      }
    }
  }
  return {
    pairs: [...pairs.values()].sort(
      (a, b) => a.text.localeCompare(b.text) || a.surface.localeCompare(b.surface),
    ),
    inherited,
  };
}

/** Every lucide-react icon the source imports, with the files that import it, by name. */
export function iconImports(sources: Sources): Map<string, string[]> {
  const icons = new Map<string, string[]>();
  for (const [file, source] of Object.entries(sources)) {
    for (const [, names = ''] of source.matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g,
    )) {
      for (const part of names.split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (!name || name.startsWith('type ') || !/^[A-Z]/.test(name)) continue;
        icons.set(name, [...(icons.get(name) ?? []), file]);
      }
    }
  }
  return new Map([...icons].sort(([a], [b]) => a.localeCompare(b)));
}

/** The spacing steps (the n of p-n, gap-n, mt-n …) the source uses, smallest first. */
export function spacingSteps(sources: Sources): number[] {
  const steps = new Set<number>();
  const spacing =
    /(?<![\w-])-?(?:[pm][xytrbl]?|gap(?:-[xy])?|space-[xy]|inset(?:-[xy])?|top|right|bottom|left)-(\d+(?:\.5)?)(?![\w/.-])/g;
  for (const source of Object.values(sources)) {
    for (const list of classLists(source)) {
      for (const [, n = ''] of list.matchAll(spacing)) steps.add(Number(n));
    }
  }
  return [...steps].sort((a, b) => a - b);
}

/** How many files of the source use each breakpoint prefix (sm:, md:, lg:, xl:, 2xl:). */
export function breakpointUse(sources: Sources): Map<string, number> {
  const use = new Map<string, number>();
  for (const source of Object.values(sources)) {
    const seen = new Set<string>();
    for (const list of classLists(source)) {
      for (const [, prefix = ''] of list.matchAll(/(?<![\w-])(sm|md|lg|xl|2xl):[\w[-]/g)) {
        seen.add(prefix);
      }
    }
    for (const prefix of seen) use.set(prefix, (use.get(prefix) ?? 0) + 1);
  }
  return use;
}

/** For each spacing step, the kinds of class that use it (p, gap, mt …) and how many files. */
export function spacingUse(sources: Sources): Map<number, { kinds: string[]; files: number }> {
  const use = new Map<number, { kinds: Set<string>; files: Set<string> }>();
  const spacing =
    /(?<![\w-])-?((?:[pm][xytrbl]?|gap(?:-[xy])?|space-[xy]|inset(?:-[xy])?|top|right|bottom|left))-(\d+(?:\.5)?)(?![\w/.-])/g;
  for (const [file, source] of Object.entries(sources)) {
    for (const list of classLists(source)) {
      for (const [, kind = '', n = ''] of list.matchAll(spacing)) {
        const step = Number(n);
        const entry = use.get(step) ?? { kinds: new Set<string>(), files: new Set<string>() };
        entry.kinds.add(kind.replace(/^(p|m)[xytrbl]$/, '$1'));
        entry.files.add(file);
        use.set(step, entry);
      }
    }
  }
  return new Map(
    [...use]
      .sort(([a], [b]) => a - b)
      .map(([step, { kinds, files }]) => [step, { kinds: [...kinds].sort(), files: files.size }]),
  );
}
