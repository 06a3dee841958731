/**
 * The navbar's bottom strip of categories (docs/shop/screens.md, Navbar). Each link clears the
 * other filters and selects that category on /products; the categories in force are highlighted and
 * marked current.
 */
import { Link } from 'react-router-dom';
import { categoryOnly, filtersHref } from '@/domain/filters';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/cn';

interface CategoryStripProps {
  categories: readonly string[];
  /** The categories the listing is filtered by now (empty away from /products). */
  active: readonly string[];
}

export function CategoryStrip({ categories, active }: CategoryStripProps) {
  // Until the categories arrive, an empty band of the strip's height holds its place, so the page
  // below does not jump down when they do (CLS).
  if (categories.length === 0)
    return <div aria-hidden="true" className="h-[39px] border-t border-neutral-200 bg-white" />;
  return (
    <nav aria-label="Categories" className="border-t border-neutral-200 bg-white">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-2 sm:justify-center">
        {categories.map((category) => {
          const isActive = active.includes(category);
          return (
            <li key={category} className="shrink-0">
              <Link
                to={filtersHref(paths.products, categoryOnly(category))}
                aria-current={isActive ? 'true' : undefined}
                className={cn(
                  'inline-block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-offset-[-2px]',
                  isActive
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-neutral-700 hover:border-brand-300 hover:text-brand-800',
                )}
              >
                {category}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
