/**
 * Trust badges (docs/shop/screens.md, Home): free shipping, easy returns, 100% original products,
 * top brands. The shop charges ₹10 shipping on every order and FIRSTGLAM (worth exactly that) is
 * the free-shipping offer, so the badge promises what the price details then show: free shipping on
 * the first order with that code, not on every order.
 */
import { BadgeCheck, RotateCcw, Sparkles, Truck } from 'lucide-react';
import { COUPONS } from '@/domain/coupons';
import { SHIPPING_CHARGE } from '@/domain/pricing';

const FREE_SHIPPING_CODE =
  COUPONS.find((c) => Number(c.value) === SHIPPING_CHARGE)?.couponName ?? 'FIRSTGLAM';

const BADGES = [
  {
    icon: Truck,
    title: 'Free Shipping',
    text: `On your first order, with code ${FREE_SHIPPING_CODE}`,
  },
  { icon: RotateCcw, title: 'Easy Returns', text: 'Hassle-free returns within 15 days' },
  { icon: BadgeCheck, title: '100% Original Products', text: 'Sourced from brands directly' },
  { icon: Sparkles, title: 'Top Brands', text: 'The names you love, in one place' },
];

export function TrustBadges() {
  return (
    <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {BADGES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex flex-col items-center gap-2 p-2 text-center">
          <span className="flex size-12 items-center justify-center rounded-pill bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="text-sm font-semibold text-neutral-900">{title}</h3>
          <p className="text-xs text-neutral-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
