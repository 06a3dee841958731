/**
 * A prerendered page inlines only the CSS rules its HTML uses (build/prerender-plugin.ts prunes the
 * rest); the page's whole stylesheets follow as disabled links. Applying a whole sheet restyles
 * every element of the page, the longest task a phone has after its first paint, and on a page
 * nobody touches it changes nothing: every rule the page uses is inline already.
 *
 * So the sheets are fetched when the runtime starts, kept unapplied (`media="not all"`), and applied
 * only once the page needs a rule the inline CSS lacks: when something changes or arrives (a dialog,
 * a toast, an open menu, another screen) and an element then matches one of the rules the pruning
 * left out. The check runs in a MutationObserver callback, after the change and before the next
 * frame is painted, so no state is ever shown without its rules (a change made while the sheets are
 * still on their way is judged as they arrive). Anything it cannot judge (a sheet it cannot read or
 * that failed to load, a selector it cannot evaluate) applies them.
 *
 * "Matches" is judged by each selector widened to every state (`matchableSelector`), the measure
 * the build prunes by: `.x:hover` counts once an element has the class `x`. That errs toward
 * applying the sheets, never toward leaving a state unstyled. Only the few selectors that name what
 * a change brought (its classes, attributes, tags) are asked of the page (`indexSelectors`).
 */

// With its extension: the build (build/prerender-plugin.ts) loads this module too.
import { yieldToMain } from './yield-to-main.ts';

/** Marks a page's whole stylesheets (written by build/prerender-plugin.ts). */
export const DEFERRED_CSS_SELECTOR = 'link[data-deferred-css]';
/** Its value once the rules the page lacks are indexed (`link[data-deferred-css="indexed"]`). */
const INDEXED = 'indexed';

/** A style rule's one selector, in its at-rule context. */
export interface RuleEntry {
  context: string;
  selector: string;
}

/** A selector list split at its top-level commas (not those inside `(…)`, `[…]` or escaped). */
export function splitSelectorList(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i];
    if (char === '\\') i += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      selectors.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  selectors.push(list.slice(start).trim());
  return selectors.filter(Boolean);
}

/** Pseudo-classes whose argument is a selector list the element itself must match. */
const MATCHES_ONE_OF = new Set(['is', 'where', 'matches', '-webkit-any']);

const DATE_INPUTS =
  ':is([type=date], [type=time], [type=datetime-local], [type=month], [type=week])';
/** The elements a pseudo-element written alone can belong to (any element when not named here). */
const ORIGIN: Record<string, string> = {
  placeholder: '[placeholder]',
  'file-selector-button': '[type=file]',
  backdrop: ':is(dialog, [popover])',
  '-webkit-search-decoration': '[type=search]',
  '-webkit-search-cancel-button': '[type=search]',
  '-webkit-inner-spin-button': '[type=number]',
  '-webkit-outer-spin-button': '[type=number]',
  '-webkit-calendar-picker-indicator': DATE_INPUTS,
  '-webkit-date-and-time-value': DATE_INPUTS,
};

/**
 * A selector widened to the elements its rule can ever concern, whatever their state: without its
 * pseudo-elements and state pseudo-classes (`.x:hover` concerns every `.x`), a `:not()` or `:has()`
 * dropped (they only narrow), an `:is()` or `:where()` kept with its own list widened. It matches
 * every element the selector matches in any state, and is evaluable by `querySelector`; a compound
 * that was only pseudo-classes stands for any element, one that was a pseudo-element alone for the
 * elements that have it (`::placeholder` concerns `[placeholder]`). The
 * build prunes a page's CSS by the same measure (build/prerender-plugin.ts).
 */
export function matchableSelector(selector: string): string {
  let out = '';
  let i = 0;
  while (i < selector.length) {
    const char = selector[i] ?? '';
    if (char === '\\') {
      out += selector.slice(i, i + 2);
      i += 2;
    } else if (char === '[') {
      const end = closing(selector, i, '[', ']');
      out += selector.slice(i, end + 1);
      i = end + 1;
    } else if (char === ':') {
      const name = /^::?([a-z-]+)/i.exec(selector.slice(i));
      let next = i + (name?.[0].length ?? 1);
      let argument: string | null = null;
      if (selector[next] === '(') {
        const end = closing(selector, next, '(', ')');
        argument = selector.slice(next + 1, end);
        next = end + 1;
      }
      const pseudo = name?.[1]?.toLowerCase() ?? '';
      if (argument !== null && !name?.[0].startsWith('::') && MATCHES_ONE_OF.has(pseudo))
        out += `:is(${splitSelectorList(argument).map(matchableSelector).join(', ')})`;
      else if (/(^|[\s>+~(,])$/.test(out) && /^($|[\s>+~),])/.test(selector.slice(next)))
        // The compound was nothing but this (`.group :hover`): it stands for any element, or for
        // the elements that have such a part (`::placeholder`).
        out += name?.[0].startsWith('::')
          ? (ORIGIN[pseudo] ?? (pseudo.startsWith('-webkit-datetime') ? DATE_INPUTS : '*'))
          : '*';
      i = next;
    } else {
      out += char;
      i += 1;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** The index of the bracket that closes the one at `open` (escapes and nesting skipped). */
function closing(text: string, open: number, left: string, right: string): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\\') i += 1;
    else if (char === left) depth += 1;
    else if (char === right) {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return text.length - 1;
}

/** Every style rule of a sheet, one entry per selector, nested at-rules named in `context`. */
export function* ruleEntries(rules: CSSRuleList, context = ''): Generator<RuleEntry> {
  for (const rule of Array.from(rules)) {
    if ('selectorText' in rule) {
      for (const selector of splitSelectorList((rule as CSSStyleRule).selectorText))
        yield { context, selector };
    } else if ('cssRules' in rule) {
      const grouping = rule as CSSGroupingRule & { conditionText?: string; name?: string };
      const label = grouping.conditionText ?? grouping.name ?? rule.constructor.name;
      yield* ruleEntries(grouping.cssRules, `${context}|${label}`);
    }
  }
}

/**
 * Missing selectors filed by what an element needs to match them: a class, an attribute, a tag name
 * or an id written anywhere in them (a selector is filed under each). A change is judged by the few
 * selectors filed under what it brought, not by all of them.
 */
export interface SelectorIndex {
  byClass: Map<string, string[]>;
  byAttribute: Map<string, string[]>;
  byTag: Map<string, string[]>;
  byId: Map<string, string[]>;
  /** Selectors that name nothing (`*`), judged on any element added. */
  anyElement: string[];
  /** Selectors with a sibling combinator, judged when an element is removed too. */
  siblings: string[];
}

const unescape = (name: string) => name.replace(/\\(.)/g, '$1');

export function emptyIndex(): SelectorIndex {
  return {
    byClass: new Map(),
    byAttribute: new Map(),
    byTag: new Map(),
    byId: new Map(),
    anyElement: [],
    siblings: [],
  };
}

function file(map: Map<string, string[]>, key: string, selector: string): void {
  const list = map.get(key);
  if (!list) map.set(key, [selector]);
  else if (!list.includes(selector)) list.push(selector);
}

/** Files one matchable selector in the index (see `SelectorIndex`). */
export function fileSelector(index: SelectorIndex, selector: string): void {
  // Attribute values may hold anything: read names from the selector without them.
  const bare = selector.replace(/(?<!\\)\[([\w-]+)(?:\\.|[^\]\\])*\]/g, (_match, name: string) => {
    file(index.byAttribute, name.toLowerCase(), selector);
    return '[]';
  });
  let named = bare.includes('[]');
  for (const [, name] of bare.matchAll(/\.((?:\\.|[\w-])+)/g)) {
    file(index.byClass, unescape(name ?? ''), selector);
    named = true;
  }
  for (const [, name] of bare.matchAll(/#((?:\\.|[\w-])+)/g)) {
    file(index.byId, unescape(name ?? ''), selector);
    named = true;
  }
  for (const [, name] of bare.matchAll(/(?:^|[\s>+~(,])([a-z][\w-]*)/gi)) {
    file(index.byTag, (name ?? '').toLowerCase(), selector);
    named = true;
  }
  if (!named) index.anyElement.push(selector);
  if (/[+~]/.test(bare)) index.siblings.push(selector);
}

export function indexSelectors(selectors: string[]): SelectorIndex {
  const index = emptyIndex();
  for (const selector of selectors) fileSelector(index, selector);
  return index;
}

/**
 * The index of what the whole sheets add to the inline ones: the matchable selectors of their rules
 * that the inline CSS lacks, those a change may make the page need. A rule counts as inline when
 * the same selector sits in the same at-rules there (the pruning keeps or drops each selector of a
 * list on its own, by the selector alone, so lists are split). Built in slices of a few
 * milliseconds with the main thread given back in between: on a phone the whole of it takes about
 * 100 ms, which in one piece would be the long task this module exists to remove.
 */
export async function indexMissing(
  whole: CSSStyleSheet[],
  inline: CSSStyleSheet[],
  slice: () => Promise<void>,
): Promise<SelectorIndex> {
  const key = (rule: RuleEntry) => `${rule.context}\n${rule.selector}`;
  const present = new Set<string>();
  for (const sheet of inline)
    for (const rule of ruleEntries(sheet.cssRules)) {
      present.add(key(rule));
      await slice();
    }
  const index = emptyIndex();
  const filed = new Set<string>();
  for (const sheet of whole)
    for (const rule of ruleEntries(sheet.cssRules)) {
      await slice();
      if (present.has(key(rule))) continue;
      const selector = matchableSelector(rule.selector);
      if (filed.has(selector)) continue;
      filed.add(selector);
      fileSelector(index, selector);
    }
  return index;
}

/** The missing selectors a batch of changes could have made match: to be asked of the page. */
export function candidates(mutations: MutationRecord[], index: SelectorIndex): Set<string> {
  const found = new Set<string>();
  const add = (list: string[] | undefined) => list?.forEach((selector) => found.add(selector));
  const element = (node: Element) => {
    add(index.byTag.get(node.localName));
    for (const name of Array.from(node.classList)) add(index.byClass.get(name));
    for (const name of node.getAttributeNames()) add(index.byAttribute.get(name));
    if (node.id) add(index.byId.get(node.id));
  };
  for (const mutation of mutations) {
    if (mutation.type === 'attributes') {
      const target = mutation.target as Element;
      const name = mutation.attributeName ?? '';
      if (name === 'class') {
        const before = new Set((mutation.oldValue ?? '').split(/\s+/));
        for (const token of Array.from(target.classList))
          if (!before.has(token)) add(index.byClass.get(token));
      } else if (name === 'id') add(index.byId.get(target.id));
      else add(index.byAttribute.get(name));
    } else if (mutation.type === 'childList') {
      for (const node of Array.from(mutation.addedNodes)) {
        if (!(node instanceof Element)) continue;
        add(index.anyElement);
        element(node);
        for (const inner of Array.from(node.querySelectorAll('*'))) element(inner);
      }
      if (Array.from(mutation.removedNodes).some((node) => node.nodeType === 1))
        add(index.siblings);
    }
  }
  return found;
}

/** How long a slice of work may hold the main thread before it gives it back, in ms. */
const SLICE_MS = 4;

/** A function to await between small steps: it ends the task once `budget` ms have passed. */
function timeSlices(budget: number): () => Promise<void> {
  let deadline = performance.now() + budget;
  return async () => {
    if (performance.now() < deadline) return;
    await yieldToMain();
    deadline = performance.now() + budget;
  };
}

/** Whether a mutation could make an element match a selector it did not match before. */
function couldMatchAnew(mutation: MutationRecord, head: HTMLHeadElement | null): boolean {
  if (head?.contains(mutation.target)) return false;
  if (mutation.type === 'characterData') return false;
  if (mutation.type === 'attributes') {
    // Inline styles (a carousel's transform) are not selectors; an attribute written again with its
    // old value changes nothing.
    if (mutation.attributeName === 'style') return false;
    const element = mutation.target as Element;
    return mutation.oldValue !== element.getAttribute(mutation.attributeName ?? '');
  }
  // An element added can match; one removed can bring two siblings together (`.a + .b`).
  return [...mutation.addedNodes, ...mutation.removedNodes].some((node) => node.nodeType === 1);
}

/** What `judgeChangesNow` does: nothing until `deferWholeStylesheets` runs (no sheets). */
let judgeNow: () => void = () => undefined;

/**
 * Judges the changes made so far now, in this task, instead of in the observer's callback after
 * it: for a change whose next step forces a restyle of its own.
 *
 * A modal dialog's opening is one. Radix moves focus into it from an effect, in the same task as
 * the render, and focusing forces the browser to style the page. Called from an effect of the
 * dialog's content (src/ui/dialog.tsx), after Radix's measurements and before its focus moves in,
 * the check applies the sheets (when the dialog needs a rule the page lacks) ahead of that
 * restyle: one pass over the page instead of two. A prerendered page keeps its dialogs' rules
 * inline (build/prerender-plugin.ts), so on one the check usually finds nothing missing. While the
 * sheets are in but not yet indexed, it cannot judge in time, and applies them.
 */
export function judgeChangesNow(): void {
  judgeNow();
}

/**
 * Fetches the page's whole stylesheets without applying them, then applies them the moment the
 * page needs one of their rules that its inline CSS lacks (see above). Resolves once they are
 * applied (a page may never need them).
 */
export function deferWholeStylesheets(doc: Document): Promise<void> {
  const links = Array.from(doc.querySelectorAll<HTMLLinkElement>(DEFERRED_CSS_SELECTOR));
  if (links.length === 0) return Promise.resolve();
  let resolveApplied: () => void = () => undefined;
  const applied = new Promise<void>((resolve) => (resolveApplied = resolve));
  // What the sheets add, once they are in.
  let index: SelectorIndex | null = null;
  // Whether a selector matches anywhere in the page now (one the browser cannot read: yes).
  const matches = (selector: string) => {
    try {
      return doc.querySelector(selector) !== null;
    } catch {
      return true;
    }
  };

  // Changes made before the sheets are in, judged once they are (applied before then, they could
  // style nothing yet).
  let waiting: MutationRecord[] = [];
  const judge = (changes: MutationRecord[], known: SelectorIndex) => {
    for (const selector of candidates(changes, known)) if (matches(selector)) return apply();
  };
  const observer = new MutationObserver((mutations) => {
    const changes = mutations.filter((mutation) => couldMatchAnew(mutation, doc.head));
    if (changes.length === 0) return;
    if (index === null) waiting.push(...changes);
    else judge(changes, index);
  });
  let isApplied = false;
  let arrived = false;
  function apply() {
    if (isApplied) return;
    isApplied = true;
    observer.disconnect();
    for (const link of links) link.media = 'all';
    resolveApplied();
  }
  judgeNow = () => {
    if (isApplied) return;
    const changes = observer.takeRecords().filter((mutation) => couldMatchAnew(mutation, doc.head));
    if (index !== null) judge(changes, index);
    else if (arrived) apply();
    else waiting.push(...changes);
  };

  const loaded = links.map(
    (link) =>
      new Promise<boolean>((resolve) => {
        link.addEventListener('load', () => resolve(true), { once: true });
        link.addEventListener('error', () => resolve(false), { once: true });
      }),
  );
  // Fetched at once (a sheet whose media does not match never holds up a paint), applied to
  // nothing until then.
  for (const link of links) {
    link.media = 'not all';
    link.disabled = false;
  }
  observer.observe(doc.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeOldValue: true,
  });

  void Promise.all(loaded).then(async (ok) => {
    arrived = true;
    if (!ok.every(Boolean)) return apply();
    try {
      index = await indexMissing(
        links.flatMap((link) => (link.sheet ? [link.sheet] : [])),
        Array.from(doc.styleSheets).filter((sheet) => !sheet.href),
        timeSlices(SLICE_MS),
      );
    } catch {
      // A sheet this page may not read (another origin): it cannot be judged.
      return apply();
    }
    // Said on the links (for tools and tests): from now on a change is judged, not applied blind.
    for (const link of links) link.dataset.deferredCss = INDEXED;
    judge(waiting, index);
    waiting = [];
  });
  return applied;
}
