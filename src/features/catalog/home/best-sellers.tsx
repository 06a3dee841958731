/** The best-selling products carousel (docs/shop/screens.md, Home): 5/4/2/1 cards per view. */
import { useRef, type ReactNode } from 'react';
import type { Product } from '@/domain/types';
import { useRelayoutOnWidthChange } from '@/components/below-the-fold';
import { Carousel } from './carousel';

interface BestSellersProps {
  products: readonly Product[];
  renderCard: (product: Product) => ReactNode;
}

/**
 * The cards beyond the first view and the next one are not styled or laid out until they come into
 * view (content-visibility: auto): on a phone, 10 of the 12 cards, most of the home page's first
 * style and layout pass. The browser finds them near only once the carousel moves them into its
 * window (its overflow clips them till then), so none is skipped and then drawn in the first frame.
 * The cards are below the fold on every screen: none can be the page's largest picture.
 * Per breakpoint, the cards in view (1, 2, 4, 5) and the next are never skipped, so the row takes
 * its height from cards that are laid out.
 */
// One rule per breakpoint, not a rule and overrides: Tailwind writes an arbitrary variant's rule
// after its breakpoint variants, so a base rule would win over them (it did: from 480 px up, cards
// in view were skipped, then laid out again in the same frame).
const SKIP_OUT_OF_VIEW = [
  'max-[480px]:[&:nth-child(n+3)]:[content-visibility:var(--off-screen-card,auto)]',
  'min-[480px]:max-md:[&:nth-child(n+5)]:[content-visibility:var(--off-screen-card,auto)]',
  'md:max-xl:[&:nth-child(n+9)]:[content-visibility:var(--off-screen-card,auto)]',
  'xl:[&:nth-child(n+11)]:[content-visibility:var(--off-screen-card,auto)]',
].join(' ');

export function BestSellers({ products, renderCard }: BestSellersProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Skipped cards laid out again at a new width (the custom property lifts their skipping).
  useRelayoutOnWidthChange(ref, '--off-screen-card');
  return (
    <div ref={ref}>
      <Carousel
        label="Best-selling products"
        slideClassName={`basis-full min-[480px]:basis-1/2 md:basis-1/4 xl:basis-1/5 ${SKIP_OUT_OF_VIEW}`}
        slides={products.map((product) => renderCard(product))}
      />
    </div>
  );
}
