/**
 * What the navbar search does: typing a non-blank value shows /products filtered by that text alone
 * (a search resets the other filters: docs/shop/rules.md, Filters and search), suggestions come
 * from the search's first page (the very page the listing then shows: one request serves both), the
 * brands and the categories, and choosing one opens that product, brand or category.
 */
import { startTransition, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { categoriesQuery } from '@/api/categories';
import { productPageQuery } from '@/api/products';
import {
  brandOnly,
  categoryOnly,
  FILTER_PARAM,
  filtersHref,
  parseFilters,
  searchOnly,
} from '@/domain/filters';
import { suggest, type Suggestion } from '@/domain/search';
import type { Product } from '@/domain/types';
import { paths } from '@/lib/paths';
import { searchQuery, useBrandNames } from '../catalog-queries';

const NO_PRODUCTS: Product[] = [];

export function useNavbarSearch() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const onListing = pathname === paths.products;
  const urlText = onListing ? (new URLSearchParams(search).get(FILTER_PARAM.search) ?? '') : '';

  // The box follows the URL (Clear on the listing, Back, a category click) but keeps what is typed.
  const [text, setText] = useState(urlText);
  const [syncedText, setSyncedText] = useState(urlText);
  if (urlText !== syncedText) {
    setSyncedText(urlText);
    setText(urlText);
  }

  // Nothing is asked until the shopper types; then only the search's first page.
  const typing = text.trim() !== '';
  const products = useQuery({
    ...productPageQuery(searchQuery(text)),
    enabled: typing,
    placeholderData: keepPreviousData,
  });
  const categories = useQuery(categoriesQuery);
  const brands = useBrandNames(typing);
  const matches = products.data?.products ?? NO_PRODUCTS;
  const categoryNames = useMemo(
    () => categories.data?.map((c) => c.categoryName) ?? [],
    [categories.data],
  );
  const suggestions = useMemo(
    () => suggest(text, matches, brands, categoryNames),
    [text, matches, brands, categoryNames],
  );

  const onValueChange = (value: string) => {
    // The key shows in the box at once; the listing it filters follows as a transition, which
    // React renders in slices after that paint (a key on the home page renders the whole listing).
    setText(value);
    startTransition(() => {
      if (value.trim()) {
        // One history entry per search, not per keystroke.
        void navigate(filtersHref(paths.products, searchOnly(value)), { replace: onListing });
      } else if (onListing && urlText) {
        void navigate(
          filtersHref(paths.products, { ...parseFilters(new URLSearchParams(search)), search: '' }),
          { replace: true },
        );
      }
    });
  };

  const onSubmit = (value: string) => {
    if (!value.trim()) return;
    navigate(filtersHref(paths.products, searchOnly(value)));
  };

  const onSelect = (suggestion: Suggestion) => {
    setText('');
    if (suggestion.kind === 'product') navigate(paths.product(suggestion.id));
    else if (suggestion.kind === 'brand')
      navigate(filtersHref(paths.products, brandOnly(suggestion.label)));
    else navigate(filtersHref(paths.products, categoryOnly(suggestion.label)));
  };

  return { value: text, onValueChange, suggestions, onSelect, onSubmit };
}
