/**
 * The cart screen's layout (docs/shop/screens.md, Cart): 'Cart (n)', the lines, and the side panel
 * with the coupon box, the price details and Checkout; or 'Your Cart is Empty!' with Shop Now.
 * Presentational.
 */
import { Link } from 'react-router-dom';
import { ShoppingCart } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PriceDetails } from '@/components/price-details';
import type { PriceDetails as PriceDetailsData } from '@/domain/pricing';
import type { CartLine as CartLineData, Coupon } from '@/domain/types';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { CartLine } from './cart-line';
import { CouponPanel } from './coupon-panel';

interface CartViewProps {
  lines: readonly CartLineData[];
  wishlistIds: ReadonlySet<string>;
  /** Lines being moved to the wishlist. */
  movingIds?: ReadonlySet<string>;
  details: PriceDetailsData;
  coupon: Coupon | null;
  coupons: readonly Coupon[] | undefined;
  /** The account has bought before (first-purchase offers cannot be chosen). */
  hasPurchase?: boolean;
  couponsFailed?: boolean;
  onRetryCoupons?: () => void;
  onApplyCoupon: (coupon: Coupon) => void;
  onRemoveCoupon: () => void;
  onIncrement: (line: CartLineData) => void;
  onDecrement: (line: CartLineData) => void;
  onRemove: (line: CartLineData) => void;
  onMoveToWishlist: (line: CartLineData) => void;
  onGoToWishlist: () => void;
  /** Open the coupon dialog at once (stories). */
  couponDialogOpen?: boolean;
}

export function CartEmpty() {
  return (
    <EmptyState
      headingLevel="h1"
      icon={<ShoppingCart />}
      title="Your Cart is Empty!"
      description="Add the products you love and they will wait for you here."
      action={
        <Button asChild>
          <Link to={paths.products}>Shop Now</Link>
        </Button>
      }
    />
  );
}

function CartView({
  lines,
  wishlistIds,
  movingIds,
  details,
  coupon,
  coupons,
  hasPurchase = false,
  couponsFailed,
  onRetryCoupons,
  onApplyCoupon,
  onRemoveCoupon,
  onIncrement,
  onDecrement,
  onRemove,
  onMoveToWishlist,
  onGoToWishlist,
  couponDialogOpen,
}: CartViewProps) {
  if (lines.length === 0) return <CartEmpty />;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold text-neutral-900">Cart ({lines.length})</h1>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ul aria-label="Cart items" className="flex flex-col gap-4">
          {lines.map((line) => (
            <li key={line.id}>
              <CartLine
                line={line}
                inWishlist={wishlistIds.has(line.id)}
                moving={movingIds?.has(line.id)}
                onIncrement={onIncrement}
                onDecrement={onDecrement}
                onRemove={onRemove}
                onMoveToWishlist={onMoveToWishlist}
                onGoToWishlist={onGoToWishlist}
              />
            </li>
          ))}
        </ul>
        <aside
          aria-label="Order summary"
          className="flex flex-col gap-5 rounded-lg border border-neutral-200 bg-white p-5 shadow-card lg:sticky lg:top-4"
        >
          <CouponPanel
            applied={coupon}
            coupons={coupons}
            couponsFailed={couponsFailed}
            onRetryCoupons={onRetryCoupons}
            lines={lines}
            hasPurchase={hasPurchase}
            onApply={onApplyCoupon}
            onRemove={onRemoveCoupon}
            defaultOpen={couponDialogOpen}
          />
          <PriceDetails
            details={details}
            itemCount={lines.length}
            couponCode={coupon?.couponName}
          />
          <Button asChild size="lg" fullWidth>
            <Link to={paths.checkout}>Checkout</Link>
          </Button>
        </aside>
      </div>
    </div>
  );
}

export { CartView, type CartViewProps };
