/** Text and money formatting shared by every screen (docs/shop/rules.md, Money and names). */

/**
 * The first `max` characters of `text` followed by `ellipsis` when it is longer (30 on cards,
 * 50 in the cart and order history). Counts characters, not UTF-16 units, so an emoji never splits.
 */
export function truncate(text: string, max: number, ellipsis = '…'): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, Math.max(0, max)).join('') + ellipsis;
}

/**
 * The formatters, each made the first time it is used: making one loads the locale's data (about
 * 10 ms on a phone each), which at module level would all land in the one task that evaluates the
 * app's code as a page starts. Made on first use, each falls in a slice of the first render.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** Rupees in Indian grouping, with at least `minimumFractionDigits` paise digits (at most 2). */
const rupeeFormat = (minimumFractionDigits: number) =>
  once(
    () =>
      new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits,
        maximumFractionDigits: 2,
      }),
  );

const rupees = rupeeFormat(2);
const wholeRupees = rupeeFormat(0);
const counts = once(() => new Intl.NumberFormat('en-IN'));
const names = once(() => new Intl.Collator('en', { sensitivity: 'base' }));

/** '₹1,234.00' in Indian digit grouping (₹1,23,456.00). A non-number shows as ₹0.00, never 'NaN'. */
export function formatRupees(amount: number): string {
  return rupees().format(Number.isFinite(amount) ? amount : 0);
}

/** '₹1,234' for whole amounts (prices on cards), keeping paise only when there are some. */
export function formatPrice(amount: number): string {
  return wholeRupees().format(Number.isFinite(amount) ? amount : 0);
}

/** '25,820' in Indian grouping, for counts such as ratings. */
export function formatCount(count: number): string {
  return counts().format(Number.isFinite(count) ? count : 0);
}

/** Names A to Z as a reader expects: case and accents aside ('mamaearth' among 'Lakme', 'MAC'). */
export function namesAtoZ(list: readonly string[]): string[] {
  return [...list].sort(names().compare);
}
