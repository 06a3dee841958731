/** The summer sale banner (docs/shop/screens.md, Home): up to 30% off, opening the listing. */
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

export function SummerSaleBanner() {
  return (
    <Link to={paths.products} className="block overflow-hidden rounded-2xl shadow-card">
      <img
        src="/images/offers/summer-sale.svg"
        alt="Summer sale: up to 30% off sunscreens, mists, skin care and more. Shop now"
        width={1200}
        height={300}
        loading="lazy"
        // Never ahead of the offers' first picture, the page's largest (see OffersCarousel).
        fetchPriority="low"
        className="h-auto min-h-32 w-full object-cover object-left"
      />
    </Link>
  );
}
