/**
 * One page of the listing for a filter state, as the back end answers it (the catalogue query), and
 * the filter panel's choices with the counts that answer carries. The sidebar reads it for the
 * filters in force, the phone sheet for its draft: a draft's first page is the page Apply opens, so
 * Apply shows it at once.
 */
import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { categoriesQuery } from '@/api/categories';
import { productPageQuery } from '@/api/products';
import type { FilterState } from '@/domain/filters';
import { facetOptions } from '@/domain/product-query';
import { listingQuery, useBrandNames } from '../catalog-queries';

export function useListingPage(filters: FilterState, page = 1, enabled = true) {
  // Until another filter's or page's answer arrives, the last one stays on screen (no blank flash).
  const result = useQuery({
    ...productPageQuery(listingQuery(filters, page)),
    placeholderData: keepPreviousData,
    enabled,
  });
  const categories = useQuery({ ...categoriesQuery, enabled });
  const brandNames = useBrandNames(enabled);
  const facets = result.data?.facets;

  const options = useMemo(() => {
    const categoryNames =
      categories.data?.map((c) => c.categoryName) ?? Object.keys(facets?.categories ?? {});
    return {
      categories: facetOptions(categoryNames, filters.categories, facets?.categories ?? {}),
      brands: facetOptions(brandNames, filters.brands, facets?.brands ?? {}),
      // How many products each rating choice would leave; none known until an answer is in.
      ratings: facets?.ratings,
    };
  }, [categories.data, brandNames, facets, filters.categories, filters.brands]);

  return { result, options };
}
