/** A grid of variants against states for a pattern's page, each cell captioned with its state. */
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import type { ProductActionsProps } from '@/components/product-card';
import type { Product } from '@/domain/types';

export interface Cell {
  state: string;
  node: ReactNode;
}

/** A row of cells under a heading: the states side by side, wrapping on a phone. */
export function StateRow({
  heading,
  cells,
  wide = false,
}: {
  heading: string;
  cells: readonly Cell[];
  /** Each cell takes the whole width (a page, not a card). */
  wide?: boolean;
}) {
  return (
    <section aria-label={heading} className="flex flex-col gap-3">
      <h2 className="text-base font-semibold text-neutral-900">{heading}</h2>
      <div className="flex flex-wrap items-start gap-4">
        {cells.map(({ state, node }) => (
          <figure
            key={state}
            aria-label={state}
            className={`m-0 flex min-w-0 flex-col gap-2 ${wide ? 'w-full' : ''}`}
          >
            <figcaption className="text-sm font-medium text-neutral-700">{state}</figcaption>
            {node}
          </figure>
        ))}
      </div>
    </section>
  );
}

/** The card's and the page's props for a product in a given place, with the clicks recorded. */
export function actionsFor(
  product: Product,
  place: { inCart?: boolean; inWishlist?: boolean } = {},
): ProductActionsProps {
  return {
    product,
    inCart: place.inCart ?? false,
    inWishlist: place.inWishlist ?? false,
    onAddToCart: fn(),
    onGoToCart: fn(),
    onToggleWishlist: fn(),
  };
}
