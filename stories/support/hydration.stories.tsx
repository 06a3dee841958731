import type { Meta, StoryObj } from '@storybook/react-vite';
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, waitFor, within } from 'storybook/test';
import { Carousel } from '@/features/catalog/home/carousel';
import { beginHydration, endHydration } from '@/lib/hydration';
import { Checkbox } from '@/ui/checkbox';
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group';
import { hydrateCounting } from './commit-probe';
import { HydrationProbe, type ProbeRender } from './hydration-probe';

/**
 * `useHydrating` (src/lib/hydration.ts) on a page hydrated as the app hydrates one: the server's
 * HTML says "hydrating", the client's hydration render agrees, and once the page has hydrated the
 * probe renders again with its own state, as a transition. An urgent render there (what React does
 * when a store's value differs from the server's) would make React hydrate whatever it had not
 * yet, all in one task: on a phone, the whole listing at once.
 */
const meta = {
  title: 'Support/Hydration',
  component: HydrationProbe,
  tags: ['!dev', '!autodocs'],
  args: { log: [] },
} satisfies Meta<typeof HydrationProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered afresh (a story, the empty shell), the page was never hydrating. */
export const RenderedAfresh: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("Hydrated: this browser's own state"),
    ).toBeVisible();
  },
};

/** Hydrated: as prerendered first, then its own state, by a transition (never deferred). */
export const HydratedThenItsOwnState: Story = {
  play: async ({ canvasElement }) => {
    const host = document.createElement('div');
    canvasElement.append(host);
    const log: ProbeRender[] = [];
    host.innerHTML = renderToString(<HydrationProbe log={[]} />);
    await expect(within(host).getByText('Hydrating: as prerendered')).toBeVisible();

    let root: Root | undefined;
    beginHydration();
    startTransition(() => {
      root = hydrateRoot(host, <HydrationProbe log={log} />);
    });
    await waitFor(() => expect(log.length).toBeGreaterThan(0));
    await expect(within(host).getByText('Hydrating: as prerendered')).toBeVisible();
    endHydration();
    await expect(await within(host).findByText("Hydrated: this browser's own state")).toBeVisible();

    await expect(log[0]).toEqual({ hydrating: true, deferred: true });
    // Every render after hydrating took the new state at once: none was urgent.
    await expect(log.filter((render) => !render.hydrating)).not.toContainEqual({
      hydrating: false,
      deferred: true,
    });
    await expect(log.at(-1)).toEqual({ hydrating: false, deferred: false });
    root?.unmount();
    host.remove();
  },
};

/**
 * A filter list's checkboxes and radios hydrate in one commit: native inputs set no state as they
 * mount. (Scripted ones did, in every box, and React rendered the whole list again at once.)
 */
export const CheckboxesAndRadiosHydrateInOneCommit: Story = {
  play: async ({ canvasElement }) => {
    const host = document.createElement('div');
    canvasElement.append(host);
    const brands = ['Lakme', 'Maybelline', 'Plum', 'Mamaearth', 'Nivea', 'Biotique'];
    const { inFirstTask, root } = await hydrateCounting(
      host,
      <div>
        {brands.map((brand, index) => (
          <Checkbox key={brand} label={brand} count={index + 1} checked={index === 1} />
        ))}
        <RadioGroup aria-label="Rating" value="3">
          {['4', '3', '2', '1'].map((stars) => (
            <RadioGroupItem key={stars} value={stars} label={`${stars} Stars & above`} />
          ))}
        </RadioGroup>
      </div>,
    );
    await expect(inFirstTask).toBe(1);
    await expect(within(host).getByRole('checkbox', { name: 'Maybelline (2)' })).toBeChecked();
    await expect(within(host).getByRole('radio', { name: '3 Stars & above' })).toBeChecked();
    root.unmount();
    host.remove();
  },
};

/** The carousel hydrates in one commit: its engine's element is a ref, not state set as it mounts. */
export const CarouselHydratesInOneCommit: Story = {
  play: async ({ canvasElement }) => {
    const host = document.createElement('div');
    canvasElement.append(host);
    const slides = ['One', 'Two', 'Three'].map((name) => <p key={name}>Slide {name}</p>);
    const { inFirstTask, root } = await hydrateCounting(
      host,
      <Carousel label="Offers" slides={slides} slideClassName="basis-full" />,
    );
    await expect(inFirstTask).toBe(1);
    await expect(within(host).getByRole('region', { name: 'Offers' })).toBeVisible();
    root.unmount();
    host.remove();
  },
};
