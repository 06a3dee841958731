/**
 * The listing's grid, shown a page at a time: 48 cards, then 'Show more' adds the next 48. It keeps
 * the DOM small for large catalogues (the alternative, windowing, breaks Ctrl+F, screen readers'
 * lists and the browser's own scroll restoration), and keyboard focus moves to the first new card.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Product } from '@/domain/types';
import { Button } from '@/ui/button';
import { SkeletonCard } from '@/ui/skeleton';

export const PAGE_SIZE = 48;

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

interface ProductGridProps {
  products: readonly Product[];
  renderCard: (product: Product, index: number) => ReactNode;
  pageSize?: number;
}

export function ProductGrid({ products, renderCard, pageSize = PAGE_SIZE }: ProductGridProps) {
  const [pages, setPages] = useState(1);
  const firstNew = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const visible = products.slice(0, pages * pageSize);

  useEffect(() => {
    if (firstNew.current === null) return;
    const link = listRef.current?.children[firstNew.current]?.querySelector('a');
    firstNew.current = null;
    link?.focus();
  }, [pages]);

  return (
    <div className="flex flex-col gap-6">
      <ul ref={listRef} className={GRID}>
        {visible.map((product, index) => (
          <li key={product.id}>{renderCard(product, index)}</li>
        ))}
      </ul>
      {visible.length < products.length ? (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-neutral-600">
            Showing {visible.length} of {products.length} products
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              firstNew.current = visible.length;
              setPages((n) => n + 1);
            }}
          >
            Show more
          </Button>
        </div>
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
          <SkeletonCard key={i} />
        ))}
      </div>
    </div>
  );
}
