/**
 * Drops the custom properties a page's inline CSS declares but nothing on the page reads.
 *
 * Tailwind writes every custom property its utilities use: a registration (`@property --tw-blur`),
 * a fallback for browsers without `@property` (`@layer properties`), and the theme's values
 * (`@layer theme`). Once the inline CSS is pruned to the rules a page uses (beasties), most of
 * them are left with no rule reading them: on the home page 46 of 64 registrations, with their
 * fallbacks and 13 theme values: 4 kB of the page, 600 bytes of its brotli copy (quality 11).
 *
 * Those bytes decide a round trip: a first visit's document arrives in the first flight of a new
 * connection only if it fits TCP's initial window (10 segments of 1,460 bytes, headers included).
 * One more round trip delays the first paint and the largest picture by about 150 ms on a slow 4G
 * connection, and Lighthouse's simulation counts it the same way (docs/performance.md).
 *
 * A property is read where `var(--name)` or `var(--name, …)` appears anywhere in the document: in
 * its CSS or in the markup's style attributes. An unread property's declarations and registration
 * go; rules and blocks left empty go with them; and again until nothing more goes (a theme value
 * read only by another unread one, `--font-mono` by `--default-mono-font-family`). The page's whole
 * stylesheets, applied once it needs a rule its inline CSS lacks (src/lib/deferred-css.ts), keep
 * every property.
 */

/** A custom property's declaration in a block: the name and its value, up to `;` or `}`. */
const DECLARATION = /(?<=[{;])(--[\w-]+):[^;{}]*;?/g;
/** A registration of a custom property. */
const REGISTRATION = /@property\s+(--[\w-]+)\s*\{[^{}]*\}/g;
/** A rule or at-rule block left with nothing in it (never a `<style>` tag before it). */
const EMPTY_BLOCK = /(?<=^|[{};])[^{};<>]+\{\}/g;

/**
 * Kept whatever the page reads: properties CSS written at run time sets, whose registration here
 * decides how far setting them reaches. A Radix modal's scroll lock (react-remove-scroll-bar) sets
 * this one on <body>; registered as not inherited (src/index.css), it restyles <body> alone.
 */
const SET_AT_RUN_TIME: readonly string[] = ['--removed-body-scroll-bar-size'];

const isRead = (document: string, name: string) =>
  SET_AT_RUN_TIME.includes(name) ||
  document.includes(`var(${name})`) ||
  document.includes(`var(${name},`);

/**
 * `css` without the custom properties nothing in `document` reads (`document`: the whole page,
 * `css` included).
 */
export function withoutUnreadProperties(css: string, document: string): string {
  // The page but this CSS: where `document` does not hold `css` as one piece, all of it (a
  // property read only by a dropped declaration is then kept, never the other way round).
  const rest = document.replace(css, '');
  let out = css;
  for (;;) {
    const page = rest + out;
    const declared = new Set<string>();
    for (const [, name] of out.matchAll(REGISTRATION)) if (name) declared.add(name);
    for (const [, name] of out.matchAll(DECLARATION)) if (name) declared.add(name);
    const unread = new Set([...declared].filter((name) => !isRead(page, name)));
    if (unread.size === 0) return out;
    let next = out
      .replace(REGISTRATION, (rule, name: string) => (unread.has(name) ? '' : rule))
      .replace(DECLARATION, (declaration, name: string) => (unread.has(name) ? '' : declaration))
      .replace(/;\}/g, '}');
    for (let emptied = next; ; emptied = next) {
      next = emptied.replace(EMPTY_BLOCK, '');
      if (next === emptied) break;
    }
    out = next;
  }
}
