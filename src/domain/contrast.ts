/**
 * WCAG 2 contrast between two colours: the relative luminance of each (sRGB, linearised) and the
 * ratio (L1 + 0.05) / (L2 + 0.05), from 1 (same colour) to 21 (black on white).
 */

export type ContrastLevel = 'AAA' | 'AA' | 'AA large' | 'below AA';

/** '#rgb' or '#rrggbb' (any case) to its three channels; undefined for anything else. */
export function parseHex(hex: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits =
    match[1].length === 3
      ? [...match[1]].map((d) => d + d)
      : [match[1].slice(0, 2), match[1].slice(2, 4), match[1].slice(4, 6)];
  const [r = 0, g = 0, b = 0] = digits.map((pair) => Number.parseInt(pair, 16));
  return [r, g, b];
}

export function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Not a hex colour: ${hex}`);
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, in either order, rounded to two decimals. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return Math.round((((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05)) * 100) / 100;
}

/** Body text needs 4.5 (AA) or 7 (AAA); large text (24px, or 18.66px bold) and UI parts need 3. */
export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large';
  return 'below AA';
}
