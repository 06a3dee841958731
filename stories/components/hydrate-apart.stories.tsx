import type { Meta, StoryObj } from '@storybook/react-vite';
import { Profiler, startTransition, type ProfilerOnRenderCallback, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, waitFor, within } from 'storybook/test';
import { HydrateApart } from '@/components/hydrate-apart';
import { hiddenArgs, usageParameters } from '../content/usage';

const SECTIONS = ['Top Brands', 'Best Sellers', 'Why shop with us'];

function Section({ title }: { title: string }) {
  return (
    <section className="flex flex-col gap-1 rounded-lg border border-neutral-200 p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-neutral-700">What the section shows.</p>
    </section>
  );
}

/** A heading and sections, each section in `Wrap`; Profilers say in which commit each mounted. */
function Page({
  Wrap,
  onRender,
}: {
  Wrap: (props: { children: ReactNode }) => ReactNode;
  onRender: ProfilerOnRenderCallback;
}) {
  return (
    <div className="flex flex-col gap-4 p-4">
      <Profiler id="page" onRender={onRender}>
        <h1 className="text-xl font-semibold">The page around them</h1>
      </Profiler>
      {SECTIONS.map((title) => (
        <Wrap key={title}>
          <Profiler id={title} onRender={onRender}>
            <Section title={title} />
          </Profiler>
        </Wrap>
      ))}
    </div>
  );
}

/**
 * The page rendered to HTML, then hydrated as the app hydrates one (a transition); resolves with the
 * commit (its time: every Profiler in one commit is told the same) in which each part mounted.
 */
async function hydrateSections(
  host: HTMLElement,
  Wrap: (props: { children: ReactNode }) => ReactNode,
): Promise<Map<string, number>> {
  const mounted = new Map<string, number>();
  const onRender: ProfilerOnRenderCallback = (id, phase, _actual, _base, _start, commitTime) => {
    if (phase === 'mount') mounted.set(id, commitTime);
  };
  host.innerHTML = renderToString(<Page Wrap={Wrap} onRender={() => undefined} />);
  startTransition(() => {
    hydrateRoot(host, <Page Wrap={Wrap} onRender={onRender} />);
  });
  await waitFor(() => expect(mounted.size).toBe(SECTIONS.length + 1));
  return mounted;
}

/**
 * A part of a prerendered page that React hydrates in a commit of its own. React commits a
 * hydration in one task, however many slices it rendered it in: a screen's sections each in their
 * own make several short tasks of what was one long one (a phone's first visit, Total Blocking
 * Time). It shows what it holds; nothing else changes.
 */
const meta = {
  title: 'Components/Shop parts/HydrateApart',
  component: HydrateApart,
  args: { children: <Section title="Best Sellers" /> },
  parameters: {
    ...usageParameters({
      purpose:
        'A section of a prerendered screen that the app takes over (hydrates) on its own, after the rest of the page: the home page’s sections, the listing’s grid, sidebar and Filters button. The phone stays responsive while the app starts, in several short steps instead of one long one. It looks exactly like what it holds.',
      whenToUse: [
        'Around each large, independent section of a prerendered screen (a grid of cards, a sidebar of filters, a carousel).',
      ],
      whenNotToUse: [
        'Around something that loads its own code or data with Suspense (a lazy dialog): give that its own boundary and fallback inside, or nothing shows while it loads.',
        'Around tiny parts: each boundary is one more step; a section of a few elements gains nothing.',
      ],
      states: ['Rendered afresh (nothing differs)', 'Hydrated in a commit of its own'],
      accessibility: [
        'Nothing changes for a screen reader or the keyboard: the prerendered HTML stays as it is, and a press on a part not taken over yet makes the app take it over at once and then act.',
      ],
    }),
  },
  argTypes: { ...hiddenArgs('children') },
} satisfies Meta<typeof HydrateApart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered afresh (a client-side page, a story, this one), it shows what it holds, as is. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Best Sellers' }),
    ).toBeVisible();
  },
};

/**
 * Hydrated: the sections mount in a commit after the page's, not in it. The same sections without
 * it mount in the page's one commit (checked below too, so the difference is this component's).
 * In the app, each section then hydrates in a commit of its own as well.
 */
export const HydratedInACommitOfItsOwn: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const apart = document.createElement('div');
    const together = document.createElement('div');
    canvasElement.append(apart, together);
    const commitsApart = await hydrateSections(apart, HydrateApart);
    for (const title of SECTIONS)
      await expect(commitsApart.get(title)).not.toBe(commitsApart.get('page'));
    const commitsTogether = await hydrateSections(together, ({ children }) => children);
    for (const title of SECTIONS)
      await expect(commitsTogether.get(title)).toBe(commitsTogether.get('page'));
    await expect(within(apart).getByRole('heading', { name: 'Why shop with us' })).toBeVisible();
  },
};
