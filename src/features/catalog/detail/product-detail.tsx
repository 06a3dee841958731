/**
 * A product's page body (docs/shop/screens.md, Product detail): picture, name, size, brand, rating
 * and review count, prices, the offer, the delivery and tax notes, availability, and the cart and
 * wishlist buttons; 'Only N left' beside 'In Stock' when few are left (src/domain/stock-notes.ts).
 * Presentational. Out of stock it follows the card's rule (`productActions` in
 * src/components/product-card.tsx); the name is shown whole.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Banknote, Heart, ReceiptText, ShoppingBag, ShoppingCart, Truck } from 'lucide-react';
import { brandOnly, filtersHref } from '@/domain/filters';
import { fewLeftNote, stockOf } from '@/domain/stock-notes';
import { paths } from '@/lib/paths';
import { Price } from '@/components/price';
import { productActions, type ProductActionsProps } from '@/components/product-card';
import { ProductImage } from '@/components/product-image';
import { Rating } from '@/components/rating';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Skeleton, SkeletonText } from '@/ui/skeleton';

type ProductDetailProps = ProductActionsProps;

const NOTES = [
  { icon: Truck, text: 'Fastest Delivery' },
  { icon: ReceiptText, text: 'Inclusive of All Taxes' },
  { icon: Banknote, text: 'Cash On Delivery Available' },
];

export function ProductDetail({
  product,
  inCart,
  inWishlist,
  onAddToCart,
  onGoToCart,
  onToggleWishlist,
  cartBusy = false,
}: ProductDetailProps) {
  const reasonId = useId();
  const { outOfStock, canAddToCart, canToggleWishlist } = productActions(product, inWishlist);
  const fewLeft = fewLeftNote(stockOf(product));
  return (
    <article className="grid gap-6 md:grid-cols-[minmax(0,26rem)_1fr] md:gap-10">
      <div className="relative overflow-hidden rounded-lg border border-neutral-200 bg-neutral-50">
        <ProductImage src={product.image} alt={product.name} width={600} height={600} priority />
        {product.isBestSeller ? (
          <Badge tone="brand" className="absolute top-3 left-3 tracking-wide">
            BESTSELLER
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <Link
            to={filtersHref(paths.products, brandOnly(product.brand))}
            className="w-fit text-sm font-semibold tracking-wide text-brand-800 uppercase hover:underline"
          >
            <span className="sr-only">Brand: </span>
            {product.brand}
          </Link>
          <h1 className="text-2xl font-semibold text-neutral-900">{product.name}</h1>
          {product.size ? <p className="text-sm text-neutral-600">Size {product.size}</p> : null}
        </div>
        <Rating value={product.rating} count={product.ratingCount} />
        <Price
          size="lg"
          price={product.price}
          originalPrice={product.originalPrice}
          off={product.off}
        />
        {product.offer ? (
          <p className="w-fit rounded-md bg-success-50 px-3 py-1.5 text-sm font-medium text-success-800">
            Offer: {product.offer}
          </p>
        ) : null}
        <p id={reasonId}>
          <Badge tone={outOfStock ? 'danger' : 'success'}>
            {outOfStock ? 'Out of Stock' : 'In Stock'}
          </Badge>
          {fewLeft ? (
            <span className="ml-2 text-sm font-semibold text-warning-800">{fewLeft}</span>
          ) : null}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          {inCart ? (
            // As on the card: going to the cart (to remove or move a sold-out line) is always allowed.
            <Button size="lg" variant="secondary" onClick={onGoToCart}>
              <ShoppingBag aria-hidden="true" />
              Go to Cart
            </Button>
          ) : (
            <Button
              size="lg"
              disabled={!canAddToCart}
              loading={cartBusy}
              onClick={() => onAddToCart(product)}
              aria-describedby={outOfStock ? reasonId : undefined}
            >
              {cartBusy ? null : <ShoppingCart aria-hidden="true" />}
              Add to Cart
            </Button>
          )}
          <Button
            size="lg"
            variant="secondary"
            disabled={!canToggleWishlist}
            onClick={() => onToggleWishlist(product)}
          >
            <Heart aria-hidden="true" className={inWishlist ? 'fill-current' : undefined} />
            {inWishlist ? 'Remove from Wishlist' : 'Add to Wishlist'}
          </Button>
        </div>
        <ul className="mt-2 flex flex-col gap-2 border-t border-neutral-200 pt-4 text-sm text-neutral-700">
          {NOTES.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-4 text-brand-700" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

export function ProductDetailSkeleton() {
  return (
    <div role="status" className="grid gap-6 md:grid-cols-[minmax(0,26rem)_1fr] md:gap-10">
      <span className="sr-only">Loading product</span>
      <Skeleton className="aspect-square w-full" />
      <div className="flex flex-col gap-4">
        <Skeleton shape="text" className="w-24" />
        <SkeletonText lines={2} />
        <Skeleton shape="text" className="h-6 w-1/3" />
        <Skeleton shape="text" className="h-8 w-1/2" />
        <div className="flex gap-3">
          <Skeleton className="h-12 w-40" />
          <Skeleton className="h-12 w-48" />
        </div>
      </div>
    </div>
  );
}
