/**
 * The listing's filters live in the URL query (/products?category=Makeup&sort=LTH), so reload,
 * back/forward and shared links keep them. This hook reads them and writes a new query.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseFilters, serializeFilters, type FilterState } from '@/domain/filters';

export function useFilterParams(): [FilterState, (next: FilterState) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const setFilters = useCallback(
    // Each change is its own history entry, so Back undoes the last filter.
    (next: FilterState) => setParams(serializeFilters(next), { preventScrollReset: true }),
    [setParams],
  );
  return [filters, setFilters];
}
