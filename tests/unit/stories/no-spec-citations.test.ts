// Story names and descriptions are read by designers in Storybook, who have no spec to look up:
// they say the rule in words, or point at docs/shop/, never at a spec section.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const STORIES = path.resolve(import.meta.dirname, '../../../stories');
const CITATION = /§|\bspec\s+(?:section|§)|\bthe spec(?:'s)?\b|\bspec's\b/i;

function citations(): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(STORIES, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(tsx?|mdx)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (CITATION.test(line))
          found.push(`${path.relative(STORIES, file)}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe('stories', () => {
  it('cite no spec section in a name, a description or a comment', () => {
    expect(citations()).toEqual([]);
  });

  it('would catch one', () => {
    expect(CITATION.test('/** Quantity 1: − is disabled (spec §5). */')).toBe(true);
    expect(CITATION.test("/** With the spec's toast. */")).toBe(true);
    expect(CITATION.test('/** See docs/shop/rules.md, Coupons. */')).toBe(false);
  });
});
