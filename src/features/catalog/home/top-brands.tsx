/**
 * The top-brands row (docs/shop/screens.md, Home): 8 brand marks, each opening the listing filtered
 * by that brand.
 */
import { Link } from 'react-router-dom';
import type { TopBrand } from './offers';

interface TopBrandsProps {
  brands: readonly TopBrand[];
}

export function TopBrands({ brands }: TopBrandsProps) {
  return (
    <ul className="grid grid-cols-4 gap-2 sm:gap-3 lg:grid-cols-8">
      {brands.map((brand) => (
        <li key={brand.brand}>
          <Link
            to={brand.href}
            className="flex h-full items-center justify-center rounded-lg border border-neutral-200 bg-white p-2 shadow-card transition-shadow hover:shadow-raised"
          >
            <img
              src={brand.image}
              alt={`Shop ${brand.name}`}
              width={240}
              height={96}
              loading="lazy"
              className="h-auto w-full"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
