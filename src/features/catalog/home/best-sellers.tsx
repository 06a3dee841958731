/** The best-selling products carousel (docs/shop/screens.md, Home): 5/4/2/1 cards per view. */
import type { ReactNode } from 'react';
import type { Product } from '@/domain/types';
import { Carousel } from './carousel';

interface BestSellersProps {
  products: readonly Product[];
  renderCard: (product: Product) => ReactNode;
}

export function BestSellers({ products, renderCard }: BestSellersProps) {
  return (
    <Carousel
      label="Best-selling products"
      slideClassName="basis-full min-[480px]:basis-1/2 md:basis-1/4 xl:basis-1/5"
      slides={products.map((product) => renderCard(product))}
    />
  );
}
