/**
 * The listing's grid, one page at a time (48 cards) with Previous / Next below it, so the DOM stays
 * small however large the catalogue. The back end answers one page and the total (the catalogue
 * query), so the grid shows what it is given and pages by asking for another. Paging rather than
 * windowing keeps Ctrl+F, screen readers' lists and the browser's scroll restoration working, and
 * paging rather than 'Show more' keeps the DOM from growing with every click. The page is controlled
 * (the listing keeps it in the URL). After Previous or Next, the grid's top scrolls into view and
 * keyboard focus moves to the first card of the new page once it is there.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatCount } from '@/domain/format';
import { DEFAULT_PAGE_SIZE, lastReachablePage } from '@/domain/product-query';
import type { Product } from '@/domain/types';
import { ProductCardSkeleton } from '@/components/product-card';
import { useRelayoutOnWidthChange } from '@/components/below-the-fold';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

/**
 * The cards the browser would not lay out anyway are left out of the first style and layout pass
 * (content-visibility: auto) until they come near the screen: on a phone, 15 of a page's 25 cards.
 * The browser lays out what is within one and a half screens below the one in view, which on a
 * phone (412 x 823) reaches the fifth row of two, on a tablet the sixth row of three and on a
 * laptop the fifth row of four; those cards are never skipped, so none is skipped only to be laid
 * out again in the same frame. A skipped card holds a card's height at that width (measured: 380,
 * 492, 431 px) until it has been laid out once, then its own.
 */
// One rule per breakpoint, not a rule and overrides: Tailwind writes an arbitrary variant's rule
// after its breakpoint variants, so a base rule would win over them.
const SKIP_BEYOND_NEAR_ROWS = [
  'max-md:[&:nth-child(n+11)]:[content-visibility:var(--off-screen-card,auto)]',
  'md:max-xl:[&:nth-child(n+19)]:[content-visibility:var(--off-screen-card,auto)]',
  'xl:[&:nth-child(n+21)]:[content-visibility:var(--off-screen-card,auto)]',
  // The skipping brings paint containment, which clips at the card's box: room for its focus
  // rings and shadows, as without it.
  '[overflow-clip-margin:1rem]',
  '[contain-intrinsic-block-size:auto_380px]',
  'sm:[contain-intrinsic-block-size:auto_492px]',
  'md:[contain-intrinsic-block-size:auto_431px]',
].join(' ');

/** The page to show for a requested one: 1 … count, NaN as 1, fractions rounded down. */
export function clampPage(page: number, count: number): number {
  if (Number.isNaN(page)) return 1;
  return Math.min(Math.max(1, count), Math.max(1, Math.floor(page)));
}

/**
 * How many pages `total` products fill (at least 1), up to the last the API pages through (the
 * first MAX_RESULT_WINDOW results: a narrower search reaches the others).
 */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.min(Math.ceil(total / pageSize), lastReachablePage(pageSize)));

interface ProductGridProps {
  /** The products of this page, in order. */
  products: readonly Product[];
  /** How many products the whole result has. */
  total: number;
  /** `index` is the card's place on the current page (0 for its first card). */
  renderCard: (product: Product, index: number) => ReactNode;
  /** 1-based: the page `products` are. */
  page: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
  /** Another page or filter is on its way: these cards stay, dimmed, until it arrives. */
  busy?: boolean;
}

export function ProductGrid({
  products,
  total,
  renderCard,
  page,
  onPageChange,
  pageSize = DEFAULT_PAGE_SIZE,
  busy = false,
}: ProductGridProps) {
  const size =
    Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : DEFAULT_PAGE_SIZE;
  const count = pageCount(total, size);
  const current = clampPage(page, count);
  const start = (current - 1) * size;

  const listRef = useRef<HTMLUListElement>(null);
  // Set by our own buttons only: a page reached by Back or a shared link leaves focus alone.
  const focusPage = useRef<number | null>(null);
  // Skipped cards laid out again at a new width (the custom property lifts their skipping).
  useRelayoutOnWidthChange(listRef, '--off-screen-card');

  useEffect(() => {
    const wanted = focusPage.current;
    // Wait for the asked page's cards: until then the previous page is still on screen.
    if (wanted === null || wanted !== current || busy) return;
    focusPage.current = null;
    const list = listRef.current;
    // No `behavior: 'smooth'`: an instant jump suits everyone, including people who ask for less motion.
    list?.scrollIntoView({ block: 'start' });
    list?.querySelector('a')?.focus({ preventScroll: true });
  }, [current, busy]);

  const go = (next: number) => {
    focusPage.current = next;
    onPageChange(next);
  };

  return (
    <div className="flex flex-col gap-6">
      <ul
        ref={listRef}
        aria-busy={busy || undefined}
        className={cn(GRID, busy && 'opacity-60 transition-opacity delay-150 duration-200')}
      >
        {products.map((product, index) => (
          <li key={product.id} className={SKIP_BEYOND_NEAR_ROWS}>
            {renderCard(product, index)}
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <nav
          aria-label="Pagination"
          className="flex flex-col items-center gap-3 border-t border-neutral-200 pt-4"
        >
          <p className="text-sm text-neutral-600">
            Showing {formatCount(start + 1)}–{formatCount(start + products.length)} of{' '}
            {formatCount(total)} products
          </p>
          {total > count * size ? (
            <p className="text-sm text-neutral-600">
              Only the first {formatCount(count)} pages can be turned through: narrow the search or
              the filters to see the others.
            </p>
          ) : null}
          <div className="flex items-center gap-3">
            <Button variant="secondary" disabled={current <= 1} onClick={() => go(current - 1)}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            <p className="min-w-28 text-center text-sm font-medium text-neutral-900">
              Page {formatCount(current)} of {formatCount(count)}
            </p>
            <Button variant="secondary" disabled={current >= count} onClick={() => go(current + 1)}>
              Next
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading products</span>
      <div className={GRID}>
        {Array.from({ length: count }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
