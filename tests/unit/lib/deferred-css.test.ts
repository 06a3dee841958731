import { describe, expect, it } from 'vitest';
import {
  indexSelectors,
  matchableSelector,
  indexMissing,
  splitSelectorList,
  type SelectorIndex,
} from '@/lib/deferred-css';

describe('splitSelectorList', () => {
  it('splits at top-level commas only', () => {
    expect(splitSelectorList('h1, h2,h3')).toEqual(['h1', 'h2', 'h3']);
    expect(splitSelectorList(':where(.a, .b) > *, [data-x="1,2"]')).toEqual([
      ':where(.a, .b) > *',
      '[data-x="1,2"]',
    ]);
    // Tailwind escapes commas inside class names.
    expect(splitSelectorList('.grid-cols-\\[1fr\\,2fr\\], .x')).toEqual([
      '.grid-cols-\\[1fr\\,2fr\\]',
      '.x',
    ]);
  });
});

describe('matchableSelector', () => {
  it('takes away states: the rule concerns the element in any state', () => {
    expect(matchableSelector('.hover\\:bg-brand-700:hover')).toBe('.hover\\:bg-brand-700');
    expect(matchableSelector('.focus-visible\\:ring-2:focus-visible')).toBe(
      '.focus-visible\\:ring-2',
    );
    expect(matchableSelector('.placeholder\\:text-neutral-500::placeholder')).toBe(
      '.placeholder\\:text-neutral-500',
    );
    expect(matchableSelector('.peer:checked ~ .peer-checked\\:bg-x')).toBe(
      '.peer ~ .peer-checked\\:bg-x',
    );
  });

  it('keeps attributes, which a change can set', () => {
    expect(matchableSelector('.data-\\[state\\=open\\]\\:block[data-state="open"]')).toBe(
      '.data-\\[state\\=open\\]\\:block[data-state="open"]',
    );
    // A colon inside an attribute's value is not a pseudo-class.
    expect(matchableSelector('a[href^="https:"]:hover')).toBe('a[href^="https:"]');
  });

  it('widens :where() and :is() instead of dropping them', () => {
    // Tailwind's divide and space utilities: beasties' own measure dropped these whole.
    expect(matchableSelector(':where(.divide-y > :not(:last-child))')).toBe(':is(.divide-y > *)');
    expect(matchableSelector(':where(.space-y-4>:not(:last-child))')).toBe(':is(.space-y-4>*)');
    expect(matchableSelector('.group:is(:hover, .open) .x')).toBe('.group:is(*, .open) .x');
  });

  it('drops :not() and :has(), which only narrow', () => {
    expect(matchableSelector('.a:not(.b)')).toBe('.a');
    expect(matchableSelector('.has-\\[input\\:checked\\]\\:x:has(input:checked)')).toBe(
      '.has-\\[input\\:checked\\]\\:x',
    );
  });

  it('lets a compound of states alone stand for any element', () => {
    expect(matchableSelector('::selection')).toBe('*');
    expect(matchableSelector('.group :hover')).toBe('.group *');
    expect(matchableSelector(':focus-visible')).toBe('*');
    expect(matchableSelector('.a > :first-child:hover')).toBe('.a > *');
  });

  it('lets a pseudo-element alone stand for the elements that have it', () => {
    expect(matchableSelector('::placeholder')).toBe('[placeholder]');
    expect(matchableSelector('::backdrop')).toBe(':is(dialog, [popover])');
    expect(matchableSelector('::-webkit-datetime-edit-year-field')).toMatch(/\[type=date\]/);
    expect(matchableSelector('::-webkit-inner-spin-button')).toBe('[type=number]');
    expect(matchableSelector('input::placeholder')).toBe('input');
  });
});

describe('indexMissing', () => {
  // Stand-ins for the CSSOM: style rules have a selectorText, grouping rules their own rules.
  const sheet = (...cssRules: object[]) => ({ cssRules }) as unknown as CSSStyleSheet;
  const style = (selectorText: string) => ({ selectorText });
  const media = (conditionText: string, ...cssRules: object[]) => ({ conditionText, cssRules });
  const whenever = () => Promise.resolve();
  const filed = (index: SelectorIndex) =>
    [...index.byClass.values(), ...index.byTag.values(), index.anyElement].flat();

  it('files what the whole sheet has and the inline CSS lacks, widened', async () => {
    const whole = sheet(style('h1, h2'), style('.x:hover'), style('.y'));
    // The pruning kept h1 of the list, and .y.
    const inline = sheet(style('h1'), style('.y'));
    const index = await indexMissing([whole], [inline], whenever);
    expect(new Set(filed(index))).toEqual(new Set(['h2', '.x']));
  });

  it('tells rules apart by their at-rules', async () => {
    const whole = sheet(media('(width >= 48rem)', style('.md\\:flex')), style('.z'));
    const inline = sheet(style('.md\\:flex'), style('.z'));
    const index = await indexMissing([whole], [inline], whenever);
    expect(filed(index)).toEqual(['.md\\:flex']);
  });

  it('lacks nothing when the inline CSS is the whole sheet', async () => {
    const whole = sheet(style('h1'), style('.x:hover'));
    expect(filed(await indexMissing([whole], [whole], whenever))).toEqual([]);
  });

  it('gives the main thread back between steps', async () => {
    const whole = sheet(...Array.from({ length: 50 }, (_, i) => style(`.c${i}`)));
    let slices = 0;
    await indexMissing([whole], [sheet()], () => {
      slices += 1;
      return Promise.resolve();
    });
    expect(slices).toBeGreaterThanOrEqual(50);
  });
});

describe('indexSelectors', () => {
  it('files a selector under every class, attribute, tag and id it names', () => {
    const selector = '.group[data-state="open"] > a.x\\:y#top';
    const index = indexSelectors([selector, '.plain']);
    expect(index.byClass.get('group')).toEqual([selector]);
    expect(index.byClass.get('x:y')).toEqual([selector]);
    expect(index.byClass.get('plain')).toEqual(['.plain']);
    expect(index.byAttribute.get('data-state')).toEqual([selector]);
    expect(index.byTag.get('a')).toEqual([selector]);
    expect(index.byId.get('top')).toEqual([selector]);
    // An attribute's value is not a class or a tag.
    expect(index.byClass.has('open')).toBe(false);
    expect(index.byTag.has('open')).toBe(false);
  });

  it('reads escaped brackets as part of a class name', () => {
    const selector = '.w-\\[calc\\(100\\%-1rem\\)\\]';
    const index = indexSelectors([selector]);
    expect(index.byClass.get('w-[calc(100%-1rem)]')).toEqual([selector]);
    expect(index.byAttribute.size).toBe(0);
  });

  it('keeps apart what names nothing, and what sibling combinators join', () => {
    const index = indexSelectors(['*', '.a + .b', ':is(.c ~ *)']);
    expect(index.anyElement).toEqual(['*']);
    expect(index.siblings).toEqual(['.a + .b', ':is(.c ~ *)']);
  });
});
