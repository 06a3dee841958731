/**
 * The product listing (/products): 'Showing All Products' with the count, the filters (sidebar on
 * wide screens, a sheet on phones), the applied-filter chips and the grid a page at a time. Every
 * filter and the page are read from and written to the URL query, and the back end answers that
 * page with its total and facet counts: only the products on screen cross the wire.
 */
import { useDeferredValue, useEffect, useRef } from 'react';
import { SearchX } from 'lucide-react';
import { appliedChips, DEFAULT_FILTERS } from '@/domain/filters';
import { formatCount } from '@/domain/format';
import { DEFAULT_PAGE_SIZE, lastReachablePage } from '@/domain/product-query';
import { EmptyState } from '@/components/empty-state';
import { HydrateApart } from '@/components/hydrate-apart';
import { LoadError } from '@/components/load-error';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { ShopProductCard } from '../shop-product-card';
import { useShopActions } from '../use-shop-actions';
import { AppliedFilters } from './applied-filters';
import { FilterPanel } from './filter-panel';
import { FiltersSheet } from './filters-sheet';
import { pageCount, ProductGrid, ProductGridSkeleton } from './product-grid';
import { useFilterParams } from './use-filter-params';
import { useListingPage } from './use-listing-page';
import { usePageParam } from './use-page-param';

export function ListingScreen() {
  const [filters, setFilters] = useFilterParams();
  const [asked, setPage] = usePageParam();
  // A page past the last the API pages through (a hand-typed or stale link) asks for that last one.
  const page = Math.min(asked, lastReachablePage(DEFAULT_PAGE_SIZE));
  useEffect(() => {
    if (asked > page) setPage(page, { replace: true });
  }, [asked, page, setPage]);
  const { result, options } = useListingPage(filters, page);
  const actions = useShopActions();

  // A page's arrival renders 48 cards and the sidebar: a deferred value lets React do that in slices
  // it can interrupt, instead of in the synchronous pass a query update gets (Total Blocking Time).
  const data = useDeferredValue(result.data);
  // A page past the end (a stale link, a catalogue that shrank) goes to the last page there is;
  // skeletons stand in until it arrives.
  const pastTheEnd = data !== undefined && data.products.length === 0 && data.total > 0;
  const settled = !result.isPlaceholderData;
  useEffect(() => {
    if (pastTheEnd && settled) setPage(pageCount(data.total, data.pageSize), { replace: true });
  }, [pastTheEnd, settled, data, setPage]);

  const loading = data === undefined ? !result.isError : pastTheEnd;
  const busy = result.isPlaceholderData || data !== result.data;
  const clear = () => setFilters(DEFAULT_FILTERS);
  // Focus's place once the filters it was on are gone (the last chip removed, Clear all): the
  // title, which says how many products there are now.
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={resultsHeading} tabIndex={-1} className="text-xl font-semibold text-neutral-900">
          Showing All Products{' '}
          {/* While loading, an invisible stand-in keeps the title's width, so the line does not
              wrap differently (and push the page down) when the count arrives. */}
          {data !== undefined && !loading ? (
            <span className="text-base font-normal text-neutral-600">
              ({formatCount(data.total)} {data.total === 1 ? 'product' : 'products'})
            </span>
          ) : (
            <span aria-hidden="true" className="invisible text-base font-normal">
              (00 products)
            </span>
          )}
        </h1>
        <HydrateApart>
          <FiltersSheet
            filters={filters}
            onApply={setFilters}
            appliedCount={appliedChips(filters).length}
          />
        </HydrateApart>
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
              <HydrateApart>
                <FilterPanel
                  filters={filters}
                  onChange={setFilters}
                  onClear={clear}
                  categories={options.categories}
                  brands={options.brands}
                  ratings={options.ratings}
                />
              </HydrateApart>
            )}
          </div>
        </aside>
        <section aria-labelledby="listing-results" className="flex min-w-0 flex-1 flex-col gap-4">
          <h2 id="listing-results" className="sr-only">
            Products
          </h2>
          <AppliedFilters
            filters={filters}
            onChange={setFilters}
            onClear={clear}
            whenEmpty={resultsHeading}
          />
          {loading ? (
            <ProductGridSkeleton />
          ) : data === undefined ? (
            <LoadError
              title="We could not load the products."
              message="Check your internet connection and try again."
              headingLevel="h3"
              onRetry={() => void result.refetch()}
              retrying={result.isFetching}
            />
          ) : data.total === 0 ? (
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
            <HydrateApart>
              <ProductGrid
                // A new filter starts again from the first page: writing filters drops `page`.
                products={data.products}
                total={data.total}
                page={data.page}
                pageSize={data.pageSize}
                busy={busy}
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
            </HydrateApart>
          )}
        </section>
      </div>
    </div>
  );
}
