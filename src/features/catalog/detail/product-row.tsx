/** A titled row of product cards under the detail: related products, recently viewed. */
import { useId, type ReactNode } from 'react';
import type { Product } from '@/domain/types';

interface ProductRowProps {
  title: string;
  products: readonly Product[];
  renderCard: (product: Product) => ReactNode;
}

export function ProductRow({ title, products, renderCard }: ProductRowProps) {
  const id = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-semibold text-neutral-900">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
        {products.map((product) => (
          <li key={product.id}>{renderCard(product)}</li>
        ))}
      </ul>
    </section>
  );
}
