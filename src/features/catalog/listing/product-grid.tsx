/**
 * The listing's grid, one page at a time (48 cards) with Previous / Next below it, so the DOM stays
 * small however large the catalogue (10 000 products are still 48 cards). Paging rather than
 * windowing keeps Ctrl+F, screen readers' lists and the browser's scroll restoration working, and
 * paging rather than 'Show more' keeps the DOM from growing with every click. The page is controlled
 * (the listing keeps it in the URL); an out-of-range page shows the nearest real one. After Previous
 * or Next, the grid's top scrolls into view and keyboard focus moves to the first card of the page.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatCount } from '@/domain/format';
import type { Product } from '@/domain/types';
import { ProductCardSkeleton } from '@/components/product-card';
import { Button } from '@/ui/button';

export const PAGE_SIZE = 48;

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

/** The page to show for a requested one: 1 … count, NaN as 1, fractions rounded down. */
export function clampPage(page: number, count: number): number {
  if (Number.isNaN(page)) return 1;
  return Math.min(Math.max(1, count), Math.max(1, Math.floor(page)));
}

interface ProductGridProps {
  products: readonly Product[];
  /** `index` is the card's place on the current page (0 for its first card). */
  renderCard: (product: Product, index: number) => ReactNode;
  /** 1-based; clamped to the pages that exist. */
  page: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
}

export function ProductGrid({
  products,
  renderCard,
  page,
  onPageChange,
  pageSize = PAGE_SIZE,
}: ProductGridProps) {
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : PAGE_SIZE;
  const count = Math.max(1, Math.ceil(products.length / size));
  const current = clampPage(page, count);
  const start = (current - 1) * size;
  const visible = products.slice(start, start + size);

  const listRef = useRef<HTMLUListElement>(null);
  // Set by our own buttons only: a page reached by Back or a shared link leaves focus alone.
  const focusPage = useRef<number | null>(null);

  useEffect(() => {
    const wanted = focusPage.current;
    focusPage.current = null;
    if (wanted !== current) return;
    const list = listRef.current;
    // No `behavior: 'smooth'`: an instant jump suits everyone, including people who ask for less motion.
    list?.scrollIntoView({ block: 'start' });
    list?.querySelector('a')?.focus({ preventScroll: true });
  }, [current]);

  const go = (next: number) => {
    focusPage.current = next;
    onPageChange(next);
  };

  return (
    <div className="flex flex-col gap-6">
      <ul ref={listRef} className={GRID}>
        {visible.map((product, index) => (
          <li key={product.id}>{renderCard(product, index)}</li>
        ))}
      </ul>
      {count > 1 ? (
        <nav
          aria-label="Pagination"
          className="flex flex-col items-center gap-3 border-t border-neutral-200 pt-4"
        >
          <p className="text-sm text-neutral-600">
            Showing {formatCount(start + 1)}–{formatCount(start + visible.length)} of{' '}
            {formatCount(products.length)} products
          </p>
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
