/** The shop's navbar, wired to the session, the cart and wishlist counts, categories and the URL. */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useSession } from '@/api/session';
import { useCart } from '@/api/cart';
import { categoriesQuery } from '@/api/categories';
import { useWishlist } from '@/api/wishlist';
import { parseFilters } from '@/domain/filters';
import { paths } from '@/lib/paths';
import { NavbarView } from './navbar-view';
import { SearchBox } from './search-box';
import { useNavbarSearch } from './use-navbar-search';
import { useOfferStrip } from './use-offer-strip';

function NavbarSearch() {
  const search = useNavbarSearch();
  return <SearchBox {...search} />;
}

export function Navbar() {
  const session = useSession();
  const cart = useCart();
  const wishlist = useWishlist();
  const categories = useQuery(categoriesQuery);
  const [showOfferStrip, dismissOfferStrip] = useOfferStrip();
  const { pathname, search } = useLocation();
  const activeCategories = useMemo(
    () => (pathname === paths.products ? parseFilters(new URLSearchParams(search)).categories : []),
    [pathname, search],
  );

  return (
    <NavbarView
      showOfferStrip={showOfferStrip}
      onDismissOfferStrip={dismissOfferStrip}
      search={<NavbarSearch />}
      cartCount={cart.data?.length ?? 0}
      wishlistCount={wishlist.data?.length ?? 0}
      firstName={session.status === 'signedIn' ? (session.user?.firstName ?? null) : null}
      categories={categories.data?.map((c) => c.categoryName) ?? []}
      activeCategories={activeCategories}
    />
  );
}
