import type { Meta, StoryObj } from '@storybook/react-vite';
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, waitFor, within } from 'storybook/test';
import { beginHydration, endHydration } from '@/lib/hydration';
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
