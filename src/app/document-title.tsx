import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from '@/domain/seo';

/**
 * Sets the document's title on every navigation, from the address (the title the server's and the
 * build's pages carry in their head): a screen reader announces the new page by it, and the tab and
 * the history list name it. A product's page sets its own once the product has arrived.
 */
export function DocumentTitle() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const title = pageTitle(pathname, search);
    if (title !== undefined) document.title = title;
  }, [pathname, search]);
  return null;
}
