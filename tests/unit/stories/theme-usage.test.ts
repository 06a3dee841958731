// The foundations pages read the theme's use from the source; these rules decide what they show.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../../tailwind.config';
import {
  colourUse,
  iconImports,
  spacingSteps,
  tokenHex,
} from '../../../stories/foundations/theme-usage';

const colors = config.theme.extend.colors;

function readSources(dir: string): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    sources[path.relative(dir, file)] = readFileSync(file, 'utf8');
  }
  return sources;
}

describe('tokenHex', () => {
  it('reads a token from the theme, and white and black', () => {
    expect(tokenHex('brand-700', colors)).toBe('#7e22ce');
    expect(tokenHex('neutral-0', colors)).toBe('#ffffff');
    expect(tokenHex('white', colors)).toBe('#ffffff');
    expect(tokenHex('brand-123', colors)).toBeUndefined();
  });
});

describe('colourUse', () => {
  it('pairs text with each background of its own class list; other text inherits its background', () => {
    const { pairs, inherited } = colourUse(
      {
        'button.tsx': `cva('bg-brand-700 text-white hover:bg-brand-800 disabled:bg-neutral-300')`,
        'panel.tsx': `const a = 'bg-neutral-900'; const b = "text-neutral-100";`,
        'plain.tsx': '<p className="text-neutral-600 bg-white/70">x</p>',
        'tick.tsx': `'bg-white text-white data-[state=checked]:bg-brand-700'`,
      },
      colors,
    );
    expect(pairs.map((p) => [p.text, p.surface, p.ratio])).toEqual([
      ['white', 'brand-700', 6.98],
      ['white', 'brand-800', 8.72],
    ]);
    expect(pairs[0]?.files).toEqual(['button.tsx', 'tick.tsx']);
    expect([...inherited]).toEqual([
      ['neutral-100', ['panel.tsx']],
      ['neutral-600', ['plain.tsx']],
    ]);
  });

  it('reads class lists one line at a time: an apostrophe in text does not join two lists', () => {
    const { pairs } = colourUse(
      {
        'a.tsx': `Don't <b className="bg-success-700">x</b>\n<i className="text-neutral-600">it's</i>`,
      },
      colors,
    );
    expect(pairs).toEqual([]);
  });

  // 3:1 is the floor for anything (large text, icons such as the missing-picture one on
  // neutral-100 at 4.4); the page shows which pairs reach 4.5 and 7.
  it('finds no colour pair in the app’s own class lists below 3:1', () => {
    const { pairs } = colourUse(readSources('src'), colors);
    expect(pairs.length).toBeGreaterThan(10);
    expect(pairs.filter((p) => p.ratio < 3)).toEqual([]);
  });
});

describe('iconImports and spacingSteps', () => {
  it('lists imported icons by name with their files, aliases by their lucide name', () => {
    const icons = iconImports({
      'a.tsx': "import { Heart, ShoppingCart as Cart } from 'lucide-react';",
      'b.tsx': "import { Heart } from 'lucide-react';\nimport { X } from 'other';",
    });
    expect([...icons]).toEqual([
      ['Heart', ['a.tsx', 'b.tsx']],
      ['ShoppingCart', ['a.tsx']],
    ]);
  });

  it('lists the spacing steps used, smallest first', () => {
    expect(spacingSteps({ 'a.tsx': `'p-4 gap-1.5 mt-12 -mx-2 w-4 text-2xl'` })).toEqual([
      1.5, 2, 4, 12,
    ]);
  });

  it('finds the icons and spacing of the real source', () => {
    const sources = readSources('src');
    expect([...iconImports(sources).keys()]).toEqual(
      expect.arrayContaining(['Heart', 'ShoppingCart', 'Search']),
    );
    expect(spacingSteps(sources)).toEqual(expect.arrayContaining([1, 2, 4]));
  });
});
