/**
 * The product listing (/products): 'Showing All Products' with the count, the filters (sidebar on
 * wide screens, a sheet on phones), the applied-filter chips and the grid a page at a time. Every
 * filter and the page are read from and written to the URL query.
 */
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { categoriesQuery } from '@/api/categories';
import { productsQuery } from '@/api/products';
import {
  appliedChips,
  applyFilters,
  brandsOf,
  DEFAULT_FILTERS,
  facetCounts,
  type FilterState,
} from '@/domain/filters';
import type { Product } from '@/domain/types';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { ShopProductCard } from '../shop-product-card';
import { useShopActions } from '../use-shop-actions';
import { AppliedFilters } from './applied-filters';
import { FilterPanel, type FacetOption } from './filter-panel';
import { FiltersSheet } from './filters-sheet';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { useFilterParams } from './use-filter-params';
import { usePageParam } from './use-page-param';

const EMPTY: Product[] = [];

/** Every value of a facet with its count, keeping chosen values even when no product has them. */
function options(
  values: readonly string[],
  chosen: readonly string[],
  counts: Map<string, number>,
) {
  const all = [...values, ...chosen.filter((value) => !values.includes(value))];
  return all.map((value): FacetOption => ({ value, count: counts.get(value) ?? 0 }));
}

export function ListingScreen() {
  const [filters, setFilters] = useFilterParams();
  const [page, setPage] = usePageParam();
  const products = useQuery(productsQuery);
  const categories = useQuery(categoriesQuery);
  const actions = useShopActions();

  // The catalogue's arrival renders the grid and the sidebar: a deferred value lets React do that in
  // slices it can interrupt, instead of in the synchronous pass a query update gets (Total Blocking
  // Time). Until then the skeletons stay.
  const data = useDeferredValue(products.data);
  const loading = products.isPending || (products.isSuccess && data === undefined);
  const catalogue = data ?? EMPTY;
  const shown = useMemo(() => applyFilters(catalogue, filters), [catalogue, filters]);
  const categoryNames = useMemo(
    () =>
      categories.data?.map((c) => c.categoryName) ?? [
        ...new Set(catalogue.map((p) => p.categoryName)),
      ],
    [categories.data, catalogue],
  );
  const brandNames = useMemo(() => brandsOf(catalogue), [catalogue]);

  const optionsFor = useCallback(
    (f: FilterState) => {
      const counts = facetCounts(catalogue, f);
      return {
        categories: options(categoryNames, f.categories, counts.categories),
        brands: options(brandNames, f.brands, counts.brands),
      };
    },
    [catalogue, categoryNames, brandNames],
  );
  const current = useMemo(() => optionsFor(filters), [optionsFor, filters]);
  const clear = () => setFilters(DEFAULT_FILTERS);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-neutral-900">
          Showing All Products{' '}
          {/* While loading, an invisible stand-in keeps the title's width, so the line does not
              wrap differently (and push the page down) when the count arrives. */}
          {products.isSuccess && !loading ? (
            <span className="text-base font-normal text-neutral-600">
              ({shown.length} {shown.length === 1 ? 'product' : 'products'})
            </span>
          ) : (
            <span aria-hidden="true" className="invisible text-base font-normal">
              (00 products)
            </span>
          )}
        </h1>
        <FiltersSheet
          filters={filters}
          onApply={setFilters}
          optionsFor={optionsFor}
          appliedCount={appliedChips(filters).length}
        />
      </div>
      <div className="flex gap-8">
        <aside aria-label="Filters" className="hidden w-60 shrink-0 lg:block">
          <div className="sticky top-4 max-h-[calc(100dvh-2rem)] overflow-y-auto pr-2 pb-4">
            {/* Until the catalogue is in, the facets have no values: grey blocks instead of
                sections that would grow and push each other down when the lists arrive (CLS). */}
            {loading ? (
              <div
                aria-hidden="true"
                data-slot="filter-panel-skeleton"
                className="flex flex-col gap-6"
              >
                {[4, 6, 3, 2].map((rows, section) => (
                  <div key={section} className="flex flex-col gap-3">
                    <Skeleton shape="text" className="h-5 w-24" />
                    {Array.from({ length: rows }, (_, row) => (
                      <Skeleton key={row} shape="text" className="w-40" />
                    ))}
                  </div>
                ))}
              </div>
            ) : (
              <FilterPanel
                filters={filters}
                onChange={setFilters}
                onClear={clear}
                categories={current.categories}
                brands={current.brands}
              />
            )}
          </div>
        </aside>
        <section aria-labelledby="listing-results" className="flex min-w-0 flex-1 flex-col gap-4">
          <h2 id="listing-results" className="sr-only">
            Products
          </h2>
          <AppliedFilters filters={filters} onChange={setFilters} onClear={clear} />
          {loading ? (
            <ProductGridSkeleton />
          ) : products.isError ? (
            <LoadError
              title="We could not load the products."
              message="Check your internet connection and try again."
              headingLevel="h3"
              onRetry={() => void products.refetch()}
              retrying={products.isFetching}
            />
          ) : shown.length === 0 ? (
            <EmptyState
              title="There are no products for selected filters."
              icon={<SearchX />}
              headingLevel="h3"
              action={
                <Button variant="secondary" onClick={clear}>
                  Clear all filters
                </Button>
              }
            />
          ) : (
            <ProductGrid
              // A new filter starts again from the first page: writing filters drops `page`.
              products={shown}
              page={page}
              onPageChange={setPage}
              renderCard={(product, index) => (
                <ShopProductCard
                  product={product}
                  actions={actions}
                  eagerImage={index < 4}
                  priorityImage={index === 0}
                />
              )}
            />
          )}
        </section>
      </div>
    </div>
  );
}
