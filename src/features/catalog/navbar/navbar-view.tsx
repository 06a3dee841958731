/**
 * The navbar's layout (docs/shop/screens.md, Navbar): offer strip, logo, search, icon links,
 * category strip. On phones the search takes a row of its own and the categories scroll sideways.
 * Presentational.
 */
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { CategoryStrip } from './category-strip';
import { NavLinks } from './nav-links';
import { OfferStrip } from './offer-strip';

export interface NavbarViewProps {
  showOfferStrip: boolean;
  onDismissOfferStrip: () => void;
  /** The search box (a container, so the view stays free of routing and data). */
  search: ReactNode;
  cartCount: number;
  wishlistCount: number;
  firstName: string | null;
  categories: readonly string[];
  activeCategories: readonly string[];
}

export function NavbarView({
  showOfferStrip,
  onDismissOfferStrip,
  search,
  cartCount,
  wishlistCount,
  firstName,
  categories,
  activeCategories,
}: NavbarViewProps) {
  const logo = useRef<HTMLAnchorElement>(null);
  // The Dismiss button goes with the strip: the focus it had moves on to what comes next (the
  // logo), not to the page's start.
  const dismiss = () => {
    logo.current?.focus();
    onDismissOfferStrip();
  };
  return (
    <header data-slot="navbar" className="border-b border-neutral-200 bg-white">
      {showOfferStrip ? <OfferStrip onDismiss={dismiss} /> : null}
      <nav
        aria-label="Main"
        className="mx-auto grid max-w-7xl grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 px-4 py-2 md:grid-cols-[auto_1fr_auto] md:py-3"
      >
        <Link ref={logo} to={paths.home} className="col-start-1 row-start-1 w-fit rounded-md">
          <img
            src="/images/logo.svg"
            alt="Glamour home"
            width={160}
            height={40}
            // Never ahead of the page's largest picture (see ProductImage's eager).
            fetchPriority="low"
            className="h-8 w-auto md:h-10"
          />
        </Link>
        <div className="col-span-2 row-start-2 md:col-span-1 md:col-start-2 md:row-start-1 md:mx-auto md:w-full md:max-w-xl">
          {search}
        </div>
        <div className="col-start-2 row-start-1 justify-self-end md:col-start-3">
          <NavLinks cartCount={cartCount} wishlistCount={wishlistCount} firstName={firstName} />
        </div>
      </nav>
      <CategoryStrip categories={categories} active={activeCategories} />
    </header>
  );
}
