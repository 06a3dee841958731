import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls the view to the top on every path change (docs/shop/screens.md, Routes); query-only
 * changes (filters) keep the scroll.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
