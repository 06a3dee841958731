/** The navbar's icon links: all products, cart and wishlist with their line counts, and the account. */
import { Link } from 'react-router-dom';
import { Heart, LayoutGrid, ShoppingCart, UserRound } from 'lucide-react';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/cn';
import { CountBadge } from '@/ui/badge';

interface NavLinksProps {
  cartCount: number;
  wishlistCount: number;
  /** The signed-in shopper's first name; null for a visitor. */
  firstName: string | null;
}

const iconLink =
  'relative inline-flex size-10 items-center justify-center rounded-pill text-neutral-800 hover:bg-neutral-100 hover:text-brand-800 [&_svg]:size-5';

const itemsLabel = (count: number) => (count === 1 ? 'item' : 'items');

export function NavLinks({ cartCount, wishlistCount, firstName }: NavLinksProps) {
  return (
    <ul className="flex items-center gap-0.5 sm:gap-1">
      <li>
        <Link to={paths.products} className={iconLink}>
          <LayoutGrid aria-hidden="true" />
          <span className="sr-only">All products</span>
        </Link>
      </li>
      <li>
        <Link to={paths.cart} className={iconLink}>
          <ShoppingCart aria-hidden="true" />
          {/* The space keeps the count a word of its own in the link's text. */}
          <span className="sr-only">Cart </span>
          <CountBadge count={cartCount} label={itemsLabel(cartCount)} />
        </Link>
      </li>
      <li>
        <Link to={paths.wishlist} className={iconLink}>
          <Heart aria-hidden="true" />
          <span className="sr-only">Wishlist </span>
          <CountBadge count={wishlistCount} label={itemsLabel(wishlistCount)} />
        </Link>
      </li>
      <li>
        {firstName ? (
          <Link
            to={paths.userDetails}
            className={cn(
              iconLink,
              'w-auto max-w-32 gap-1.5 px-2 text-sm font-medium sm:max-w-40 sm:px-3',
            )}
          >
            <UserRound aria-hidden="true" className="shrink-0" />
            <span className="sr-only">Account: </span>
            <span className="truncate">{firstName}</span>
          </Link>
        ) : (
          <Link to={paths.login} className={iconLink}>
            <UserRound aria-hidden="true" />
            <span className="sr-only">Login</span>
          </Link>
        )}
      </li>
    </ul>
  );
}
