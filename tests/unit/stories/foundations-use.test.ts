// The Spacing and Grid foundations pages count what src/ uses: each spacing step with the kinds of
// class and files that use it, and each breakpoint prefix by file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakpointUse, spacingUse } from '../../../stories/foundations/theme-usage';
import { usageMarkdown } from '../../../stories/content/usage';

describe('spacingUse', () => {
  it('groups a step by kind of class (sides folded in) and counts files once', () => {
    const use = spacingUse({
      'a.tsx': `'px-4 py-2 gap-4' "mt-4"`,
      'b.tsx': `'p-4 -mx-2 w-4'`,
    });
    expect([...use.keys()]).toEqual([2, 4]);
    expect(use.get(4)).toEqual({ kinds: ['gap', 'm', 'p'], files: 2 });
    expect(use.get(2)).toEqual({ kinds: ['m', 'p'], files: 2 });
  });
});

describe('breakpointUse', () => {
  it('counts the files that use each prefix', () => {
    const use = breakpointUse({
      'a.tsx': `'grid-cols-2 md:grid-cols-3 xl:grid-cols-4' 'sm:gap-4'`,
      'b.tsx': `'md:flex md:gap-2'`,
      'c.tsx': `'text-sm'`,
    });
    expect(Object.fromEntries(use)).toEqual({ md: 2, sm: 1, xl: 1 });
  });

  it('finds the product grid’s breakpoints in the real source', () => {
    const dir = path.resolve(import.meta.dirname, '../../../src');
    const sources: Record<string, string> = {};
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.tsx')) continue;
      const file = path.join(entry.parentPath, entry.name);
      sources[path.relative(dir, file)] = readFileSync(file, 'utf8');
    }
    const use = breakpointUse(sources);
    for (const prefix of ['sm', 'md', 'xl']) expect(use.get(prefix)).toBeGreaterThan(0);
  });
});

describe('usageMarkdown', () => {
  it('writes the sections in a fixed order, as lists', () => {
    const text = usageMarkdown({
      purpose: 'For pressing.',
      whenToUse: ['An action.'],
      whenNotToUse: ['A link.'],
      states: ['Rest'],
      accessibility: ['40 px.'],
    });
    expect(text).toBe(
      [
        'For pressing.',
        '#### When to use\n\n- An action.',
        '#### When not to use\n\n- A link.',
        '#### States\n\n- Rest',
        '#### Accessibility notes for designers\n\n- 40 px.',
      ].join('\n\n'),
    );
  });
});
