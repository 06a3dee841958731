// Every component module in src/ui and src/components has a docs page a designer can work from: a
// story file whose meta carries usage guidance (stories/content/usage.ts: `parameters.usage`,
// rendered into `parameters.docs.description.component` with "When to use" and "When not to
// use" sections) and a Playground story. Names and descriptions never cite a spec section.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { usageMarkdown, type Usage } from '../../../stories/content/usage';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The shelves of components and the folder of their stories. */
const SHELVES = [
  { source: 'src/ui', stories: 'stories/ui' },
  { source: 'src/components', stories: 'stories/components' },
] as const;

/** Modules documented on another module's page. */
const DOCUMENTED_WITH: Record<string, string> = {
  // The build side of the sprite: its page is the sprite icon's.
  'src/ui/icon-sprite.server.tsx': 'stories/ui/sprite-icon.stories.tsx',
};

interface StoryExport {
  name?: string;
  parameters?: { docs?: { description?: { story?: string } } };
}
interface StoryModule {
  default: {
    title?: string;
    parameters?: { usage?: Usage; docs?: { description?: { component?: string } } };
  };
  [story: string]: unknown;
}

const storyModules = import.meta.glob<StoryModule>([
  '../../../stories/ui/*.stories.tsx',
  '../../../stories/components/*.stories.tsx',
]);

const storyPath = (glob: string) => path.relative(ROOT, path.resolve(import.meta.dirname, glob));
const modulesByPath = new Map(
  Object.entries(storyModules).map(([glob, load]) => [storyPath(glob), load]),
);

function componentModules(): string[] {
  return SHELVES.flatMap(({ source }) =>
    readdirSync(path.join(ROOT, source))
      .filter((name) => name.endsWith('.tsx'))
      .map((name) => `${source}/${name}`),
  ).sort();
}

function storyFileOf(module: string): string {
  const shelf = SHELVES.find(({ source }) => module.startsWith(`${source}/`));
  if (!shelf) throw new Error(`${module} is on no shelf`);
  return DOCUMENTED_WITH[module] ?? `${shelf.stories}/${path.basename(module, '.tsx')}.stories.tsx`;
}

/** What is wrong with a story module as a component's docs page ([] when nothing). */
export function docsProblems(module: StoryModule): string[] {
  const problems: string[] = [];
  const parameters = module.default.parameters ?? {};
  const usage = parameters.usage;
  if (!usage) problems.push('no parameters.usage');
  else {
    if (!usage.purpose.trim()) problems.push('usage.purpose is empty');
    for (const part of ['whenToUse', 'whenNotToUse', 'states', 'accessibility'] as const) {
      if (usage[part].length === 0) problems.push(`usage.${part} is empty`);
    }
  }
  const description = parameters.docs?.description?.component ?? '';
  for (const heading of ['When to use', 'When not to use']) {
    if (!description.includes(`#### ${heading}`))
      problems.push(`no "${heading}" in the description`);
  }
  if (!('Playground' in module)) problems.push('no Playground story');
  return problems;
}

/** Story names and descriptions (the page's and each story's) that cite a spec section. */
export function specCitations(module: StoryModule): string[] {
  const texts = [
    module.default.title ?? '',
    module.default.parameters?.docs?.description?.component ?? '',
    ...Object.entries(module)
      .filter(([key]) => key !== 'default')
      .flatMap(([key, value]) => {
        const story = value as StoryExport | undefined;
        return [key, story?.name ?? '', story?.parameters?.docs?.description?.story ?? ''];
      }),
  ];
  return texts.filter((text) => text.includes('§'));
}

describe('component docs', () => {
  const modules = componentModules();

  it('finds the component modules of src/ui and src/components', () => {
    expect(modules).toContain('src/ui/button.tsx');
    expect(modules).toContain('src/components/product-card.tsx');
    expect(modules.length).toBeGreaterThan(25);
  });

  it.each(modules)('%s has a story file with usage guidance and a Playground', async (module) => {
    const file = storyFileOf(module);
    const load = modulesByPath.get(file);
    expect(load, `${module}: no story file ${file}`).toBeDefined();
    const stories = await load!();
    expect(docsProblems(stories), file).toEqual([]);
    expect(specCitations(stories), file).toEqual([]);
  });

  it('every story file of the two shelves cites no spec section', async () => {
    for (const [file, load] of modulesByPath) {
      expect(specCitations(await load()), file).toEqual([]);
    }
  });

  it('would catch a page without guidance, and a citation', () => {
    const bare: StoryModule = { default: { title: 'Components/Primitives/Bare' } };
    expect(docsProblems(bare)).toEqual([
      'no parameters.usage',
      'no "When to use" in the description',
      'no "When not to use" in the description',
      'no Playground story',
    ]);
    const usage: Usage = {
      purpose: 'A bare part.',
      whenToUse: ['Never.'],
      whenNotToUse: ['Always.'],
      states: ['One'],
      accessibility: ['None.'],
    };
    const documented: StoryModule = {
      default: {
        parameters: { usage, docs: { description: { component: usageMarkdown(usage) } } },
      },
      Playground: {},
    };
    expect(docsProblems(documented)).toEqual([]);
    expect(specCitations({ ...documented, Rule: { name: 'As spec §2 says' } })).toEqual([
      'As spec §2 says',
    ]);
  });
});
