// Every screen has a docs page a designer can work from: what it is for, when to use it and when
// not, its states (one per story, named as in the sidebar) and its accessibility notes.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeDesign, SECTIONS, storyName } from '../../../stories/support/docs';
import { SCREEN_DOCS, type ScreenTitle } from '../../../stories/support/screen-docs';

const STORIES = path.resolve(import.meta.dirname, '../../../stories');

interface StoryFile {
  file: string;
  title: string;
  source: string;
}

function storyFiles(): StoryFile[] {
  const files: StoryFile[] = [];
  for (const entry of readdirSync(STORIES, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.stories.tsx')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = readFileSync(file, 'utf8');
    const title = /^\s*title: '([^']+)'/m.exec(source)?.[1];
    if (title) files.push({ file: path.relative(STORIES, file), title, source });
  }
  return files;
}

/** The stories a file shows in the sidebar: its exports, less those tagged '!dev' (tests only). */
function shownStories(source: string): string[] {
  const parts = source.split(/^export const (?=\w+: Story\b)/m).slice(1);
  return parts
    .filter((part) => !/^\s*tags: \[[^\]]*'!dev'/m.test(part.split(/^};$/m)[0] ?? ''))
    .map((part) => /^(\w+)/.exec(part)?.[1] ?? '');
}

const screens = storyFiles().filter(({ title }) => /^Screens\/[^/]+$/.test(title));

describe('screen docs', () => {
  it('finds the screens of the sidebar, in journey order', () => {
    expect(Object.keys(SCREEN_DOCS)).toEqual([
      'Screens/Home',
      'Screens/Products',
      'Screens/Product detail',
      'Screens/Cart',
      'Screens/Wishlist',
      'Screens/Checkout',
      'Screens/Payment',
      'Screens/Account',
      'Screens/Login',
      'Screens/Signup',
      'Screens/Not found',
      'Screens/Route error',
    ]);
    expect(screens.map(({ title }) => title).sort()).toEqual(Object.keys(SCREEN_DOCS).sort());
  });

  it.each(screens)('$title ($file) takes its docs page from the list', ({ title, source }) => {
    expect(source).toContain(`screenParameters('${title}'`);
  });

  it.each(screens)(
    '$title names every state its stories show, and no other',
    ({ title, source }) => {
      const doc = SCREEN_DOCS[title as ScreenTitle];
      expect(Object.keys(doc.states).sort()).toEqual(shownStories(source).sort());
    },
  );

  it.each(Object.entries(SCREEN_DOCS))(
    '%s says what it is for, when, and how it reads',
    (_, doc) => {
      const text = describeDesign(doc);
      const headings = [...text.matchAll(/^#### (.+)$/gm)].map((match) => match[1]);
      expect(headings).toEqual([...SECTIONS]);
      expect(doc.purpose.length).toBeGreaterThan(20);
      expect(doc.whenToUse.length).toBeGreaterThan(0);
      expect(doc.whenNotToUse.length).toBeGreaterThan(0);
      for (const note of Object.values(doc.accessibility)) expect(note.length).toBeGreaterThan(10);
      expect(text).toMatch(/\*\*Touch target\*\*: .+/);
      expect(text).toMatch(/\*\*Focus order\*\*: .+/);
      expect(text).toMatch(/\*\*How errors read\*\*: .+/);
    },
  );
});

describe('storyName', () => {
  it('names a story as the sidebar does', () => {
    expect(storyName('EmptyCart')).toBe('Empty Cart');
    expect(storyName('UpTo1500')).toBe('Up To 1500');
    expect(storyName('OnPhone')).toBe('On Phone');
  });
});
