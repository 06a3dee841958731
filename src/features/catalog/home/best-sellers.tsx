/** The best-selling products carousel (docs/shop/screens.md, Home): 5/4/2/1 cards per view. */
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { Product } from '@/domain/types';
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
const SKIP_OUT_OF_VIEW = [
  '[&:nth-child(n+3)]:[content-visibility:var(--off-screen-card,auto)]',
  'min-[480px]:[&:nth-child(-n+4)]:[content-visibility:visible]',
  'md:[&:nth-child(-n+8)]:[content-visibility:visible]',
  'xl:[&:nth-child(-n+10)]:[content-visibility:visible]',
].join(' ');

export function BestSellers({ products, renderCard }: BestSellersProps) {
  const ref = useRef<HTMLDivElement>(null);
  useRelayoutCardsOnWidthChange(ref);
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

/**
 * A skipped card keeps the size it was last laid out at: after the carousel's width changes while
 * it is scrolled away (a window resized, a phone turned), the row would keep the old, taller height
 * until the cards came into view again, and the page below would sit lower by the difference. So
 * when the width changes, every card is laid out for a frame at the new width (the custom property
 * lifts the skipping), and keeps that height.
 */
function useRelayoutCardsOnWidthChange(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const view = element.ownerDocument.defaultView ?? window;
    let width: number | null = null;
    let frame = 0;
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width ?? 0;
      if (width !== null && next !== width) {
        element.style.setProperty('--off-screen-card', 'visible');
        view.cancelAnimationFrame(frame);
        frame = view.requestAnimationFrame(() => {
          frame = view.requestAnimationFrame(() =>
            element.style.removeProperty('--off-screen-card'),
          );
        });
      }
      width = next;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      view.cancelAnimationFrame(frame);
    };
  }, [ref]);
}
