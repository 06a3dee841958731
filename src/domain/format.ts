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
 * Numbers are written here by hand, not with `Intl`: the first `Intl` object a page makes loads the
 * browser's locale data, measured at 20 to 100 ms of main thread on a desktop CPU in Chromium (four
 * times that on a phone), in the middle of the first render. The rules are few (Indian grouping,
 * rounding half away from zero on the number's shortest decimal form, as `Intl` rounds) and
 * tests/unit/domain/format.test.ts holds the output equal to `Intl`'s for thousands of numbers.
 */

/** `value`'s digits as written in decimal (its shortest form, never an exponent): ['1234', '5']. */
function decimalDigits(value: number): [whole: string, fraction: string] {
  const [mantissa = '0', exponentText] = String(value).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const exponent = Number(exponentText ?? 0);
  if (exponent === 0) return [whole, fraction];
  const digits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return ['0', '0'.repeat(-point) + digits];
  if (point >= digits.length) return [digits + '0'.repeat(point - digits.length), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

/** Adds one to a string of decimal digits: '199' → '200', '99' → '100'. */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** '1234567' → '12,34,567': the last three digits, then groups of two. */
function indianGrouping(whole: string): string {
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
}

/**
 * `value` in Indian grouping with `minFraction` to `maxFraction` decimals, rounded half away from
 * zero; a non-number counts as 0. `prefix` goes after the sign ('-₹50.00').
 */
function formatDecimal(
  value: number,
  minFraction: number,
  maxFraction: number,
  prefix = '',
): string {
  const amount = Number.isFinite(value) ? value : 0;
  const negative = amount < 0 || Object.is(amount, -0);
  let [whole, fraction] = decimalDigits(Math.abs(amount));
  if (fraction.length > maxFraction) {
    const roundUp = Number(fraction[maxFraction]) >= 5;
    fraction = fraction.slice(0, maxFraction);
    if (roundUp) {
      const carried = increment(whole + fraction);
      whole = carried.slice(0, carried.length - maxFraction) || '0';
      fraction = carried.slice(carried.length - maxFraction);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minFraction, '0');
  const digits = indianGrouping(whole.replace(/^0+(?=\d)/, '')) + (fraction ? `.${fraction}` : '');
  return `${negative ? '-' : ''}${prefix}${digits}`;
}

/** '₹1,234.00' in Indian digit grouping (₹1,23,456.00). A non-number shows as ₹0.00, never 'NaN'. */
export function formatRupees(amount: number): string {
  return formatDecimal(amount, 2, 2, '₹');
}

/** '₹1,234' for whole amounts (prices on cards), keeping paise only when there are some. */
export function formatPrice(amount: number): string {
  return formatDecimal(amount, 0, 2, '₹');
}

/** '25,820' in Indian grouping, for counts such as ratings. */
export function formatCount(count: number): string {
  return formatDecimal(count, 0, 3);
}

/** Names A to Z as a reader expects: case and accents aside ('mamaearth' among 'Lakme', 'MAC'). */
export function namesAtoZ(list: readonly string[]): string[] {
  const keys = new Map(list.map((name) => [name, baseLetters(name)]));
  return [...list].sort((a, b) => {
    const [x = '', y = ''] = [keys.get(a), keys.get(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

/** A name as a base-letter comparison sees it: accents and case aside ('Lakmé' → 'lakme'). */
function baseLetters(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}
