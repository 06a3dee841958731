/**
 * The listing's page number lives in the URL next to the filters (/products?category=Makeup&page=3),
 * so reload, Back and shared links land on the same page. Page 1 is the absence of the param. A new
 * filter needs nothing from here: useFilterParams writes the whole query, which drops `page`.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_PARAM, parsePage } from '@/domain/filters';

export { PAGE_PARAM, parsePage } from '@/domain/filters';

type SetPage = (page: number, options?: { replace?: boolean }) => void;

export function usePageParam(): [number, SetPage] {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get(PAGE_PARAM));
  const setPage = useCallback<SetPage>(
    (next, options) =>
      // Each page is its own history entry (Back returns to the previous page); every other
      // param (filters, and dev switches such as ?catalog=) is kept as it is.
      setParams(
        (current) => {
          const query = new URLSearchParams(current);
          if (next > 1) query.set(PAGE_PARAM, String(next));
          else query.delete(PAGE_PARAM);
          return query;
        },
        { preventScrollReset: true, replace: options?.replace ?? false },
      ),
    [setParams],
  );
  return [page, setPage];
}
