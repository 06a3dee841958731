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
 * frame is painted, so no state is ever shown without its rules. Anything it cannot judge (a sheet
 * it cannot read, a selector it cannot evaluate, a change before the sheets are in) applies them.
 *
 * "Matches" is judged as the build's pruning judged it (beasties): pseudo-classes and
 * pseudo-elements taken away, so `.x:hover` counts once an element has the class `x`. That errs
 * toward applying the sheets, never toward leaving a state unstyled.
 */

/** Marks a page's whole stylesheets (written by build/prerender-plugin.ts). */
export const DEFERRED_CSS_SELECTOR = 'link[data-deferred-css]';

/** A style rule's one selector, in its at-rule context, with its declarations. */
export interface RuleEntry {
  context: string;
  selector: string;
  declarations: string;
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

/**
 * The matchable selectors of the whole sheets' rules that the inline CSS lacks: those a change
 * may make the page need. A rule counts as inline when the same selector with the same declarations
 * sits in the same at-rules there (the pruning keeps part of a selector list, so lists are split).
 */
export function missingSelectors(whole: RuleEntry[], inline: RuleEntry[]): string[] {
  const key = (rule: RuleEntry) => `${rule.context}\n${rule.selector}\n${rule.declarations}`;
  const present = new Set(inline.map(key));
  const missing = new Set<string>();
  for (const rule of whole) {
    if (present.has(key(rule))) continue;
    missing.add(matchableSelector(rule.selector));
  }
  return [...missing];
}

/** Every style rule of a sheet, one entry per selector, nested at-rules named in `context`. */
export function ruleEntries(rules: CSSRuleList, context = ''): RuleEntry[] {
  const entries: RuleEntry[] = [];
  for (const rule of Array.from(rules)) {
    if ('selectorText' in rule && 'style' in rule) {
      const { selectorText, style } = rule as CSSStyleRule;
      for (const selector of splitSelectorList(selectorText))
        entries.push({ context, selector, declarations: style.cssText });
    } else if ('cssRules' in rule) {
      const grouping = rule as CSSGroupingRule & { conditionText?: string; name?: string };
      const label = grouping.conditionText ?? grouping.name ?? rule.constructor.name;
      entries.push(...ruleEntries(grouping.cssRules, `${context}|${label}`));
    }
  }
  return entries;
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
  let needed: ((root: ParentNode) => boolean) | null = null;

  const observer = new MutationObserver((mutations) => {
    if (!mutations.some((mutation) => couldMatchAnew(mutation, doc.head))) return;
    // Before the sheets are in, nothing says what they hold: apply them.
    if (!needed || needed(doc)) apply();
  });
  function apply() {
    observer.disconnect();
    for (const link of links) link.media = 'all';
    resolveApplied();
  }

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

  void Promise.all(loaded).then((ok) => {
    if (!ok.every(Boolean)) return apply();
    try {
      const whole = links.flatMap((link) => (link.sheet ? ruleEntries(link.sheet.cssRules) : []));
      const inline = Array.from(doc.styleSheets)
        .filter((sheet) => !sheet.href)
        .flatMap((sheet) => ruleEntries(sheet.cssRules));
      const selectors = missingSelectors(whole, inline);
      // A selector this browser cannot evaluate cannot be judged: any change then applies the sheets.
      const judged = selectors.filter((selector) => {
        try {
          doc.createDocumentFragment().querySelector(selector);
          return true;
        } catch {
          return false;
        }
      });
      const list = judged.join(',');
      needed =
        judged.length < selectors.length
          ? () => true
          : (root) => list !== '' && root.querySelector(list) !== null;
    } catch {
      // A sheet this page may not read (another origin): it cannot be judged.
      needed = () => true;
    }
    // What changed while the sheets were on their way, or a page whose inline CSS lacks a rule it
    // already uses, is judged now.
    if (needed(doc)) apply();
  });
  return applied;
}
