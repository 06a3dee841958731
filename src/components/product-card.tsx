/**
 * The shop's product card (docs/shop/screens.md, Product card): the whole card body opens the
 * detail (the name's link is stretched over the card; the heart and cart buttons sit above it);
 * rating, size, prices, the BESTSELLER mark, the wishlist heart and Add to Cart / Go to Cart.
 * Presentational: the caller says whether the product is in the cart or wishlist and handles the
 * clicks. The two rules it shares with the product's page (out of stock, long names) are written
 * on their pattern pages in Storybook (stories/patterns) and live here as `productActions`.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  Heart as LucideHeart,
  ShoppingBag as LucideShoppingBag,
  ShoppingCart as LucideShoppingCart,
} from 'lucide-react';
import { stockOf } from '@/domain/stock-notes';
import type { Product } from '@/domain/types';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/cn';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { IconButton } from '@/ui/icon-button';
import { Skeleton } from '@/ui/skeleton';
import { spriteIcon } from '@/ui/sprite-icon';
import { Price } from './price';
import { ProductImage } from './product-image';
import { Rating } from './rating';

// A listing repeats these in every card: one sprite symbol each (see the module).
const Heart = spriteIcon(LucideHeart, 'heart');
const ShoppingBag = spriteIcon(LucideShoppingBag, 'shopping-bag');
const ShoppingCart = spriteIcon(LucideShoppingCart, 'shopping-cart');

/** What the card and the product's page both take: the product, where it is, and the clicks. */
interface ProductActionsProps {
  product: Product;
  inCart: boolean;
  inWishlist: boolean;
  onAddToCart: (product: Product) => void;
  onGoToCart: () => void;
  onToggleWishlist: (product: Product) => void;
  /** A cart change for this product is on its way: the button waits. */
  cartBusy?: boolean;
}

/**
 * The out-of-stock rule, one for the card and the product's page. Out of stock (a stock of 0):
 * 'Out of Stock' is shown in words (not only by fading), Add to Cart is disabled and described by
 * that reason, the heart saves nothing new (it is disabled, docs/shop/rules.md, Wishlist) but
 * always takes a saved entry off, and Go to Cart stays, since the cart is where a sold-out line is
 * removed.
 */
function productActions(product: Product, inWishlist: boolean) {
  const outOfStock = stockOf(product) === 0;
  return {
    outOfStock,
    canAddToCart: !outOfStock,
    canToggleWishlist: !outOfStock || inWishlist,
  };
}

/**
 * The long-name rule: a name is never cut after a count of characters. The card shows up to three
 * lines and keeps a model code in brackets at the end, e.g. '(BHH880/10)', in one piece; only a
 * name longer than three lines ends in an ellipsis, and the full name is always the link's
 * accessible name and its tooltip. The product's page shows the whole name.
 */
function nameParts(name: string): { lead: string; code: string | null } {
  const match = /^(.*\S)\s+(\([^()\s][^()]*\))$/.exec(name);
  return match ? { lead: match[1] ?? name, code: match[2] ?? null } : { lead: name, code: null };
}

interface ProductCardProps extends ProductActionsProps {
  /** Cards in the first row load their picture at once. */
  eagerImage?: boolean;
  /** The first card of a page: its picture is the page's largest (fetched first). */
  priorityImage?: boolean;
  className?: string;
}

function ProductCard({
  product,
  inCart,
  inWishlist,
  onAddToCart,
  onGoToCart,
  onToggleWishlist,
  cartBusy = false,
  eagerImage = false,
  priorityImage = false,
  className,
}: ProductCardProps) {
  const nameId = useId();
  const reasonId = useId();
  const { outOfStock, canAddToCart, canToggleWishlist } = productActions(product, inWishlist);
  const { lead, code } = nameParts(product.name);
  return (
    <article
      data-slot="product-card"
      aria-labelledby={nameId}
      className={cn(
        'relative flex h-full flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-card',
        className,
      )}
    >
      <Link
        to={paths.product(product.id)}
        aria-labelledby={nameId}
        // The link's ::after covers the whole card, so a click anywhere on the body opens the
        // detail; the buttons are raised above it (relative z-10) and keep their own clicks.
        className="group flex flex-col after:absolute after:inset-0 after:content-[''] focus-visible:outline-offset-[-2px]"
      >
        <div className="relative aspect-square overflow-hidden bg-neutral-50">
          {/* The link's text already names the product: a repeated alt would be read twice. */}
          <ProductImage
            src={product.image}
            alt=""
            eager={eagerImage}
            priority={priorityImage}
            className="aspect-square transition-transform group-hover:scale-105"
          />
          {outOfStock ? (
            <div className="absolute inset-0 flex items-center justify-center bg-white/70">
              <span
                id={reasonId}
                className="rounded-md bg-neutral-900 px-3 py-1.5 text-sm font-semibold text-white"
              >
                Out of Stock
              </span>
            </div>
          ) : null}
        </div>
        <h3
          id={nameId}
          title={product.name}
          className="px-3 pt-3 text-sm/5 font-medium text-neutral-900 group-hover:text-brand-800"
        >
          {/* Three lines are kept for every name, so the cards of a row line up. */}
          <span className="line-clamp-3 h-15">
            {lead}
            {code ? (
              <>
                {' '}
                <span className="whitespace-nowrap">{code}</span>
              </>
            ) : null}
          </span>
        </h3>
      </Link>
      {product.isBestSeller ? (
        <Badge tone="brand" className="absolute top-2 left-2 tracking-wide">
          BESTSELLER
        </Badge>
      ) : null}
      <IconButton
        variant="solid"
        size="sm"
        label={inWishlist ? 'Remove from wishlist' : 'Add to wishlist'}
        pressed={inWishlist}
        disabled={!canToggleWishlist}
        onClick={() => onToggleWishlist(product)}
        aria-describedby={nameId}
        className="absolute top-2 right-2 z-10"
      >
        <Heart aria-hidden="true" />
      </IconButton>
      <div className="flex flex-1 flex-col gap-2 px-3 pt-2 pb-3">
        <div className="flex items-center gap-2 text-sm text-neutral-600">
          <Rating value={product.rating} />
          {product.size ? <span>{product.size}</span> : null}
        </div>
        <Price price={product.price} originalPrice={product.originalPrice} off={product.off} />
        <div className="relative z-10 mt-auto pt-1">
          {inCart ? (
            // Going to the cart is how a line that sold out gets removed or moved from there.
            <Button variant="secondary" fullWidth onClick={onGoToCart} aria-describedby={nameId}>
              <ShoppingBag aria-hidden="true" />
              Go to Cart
            </Button>
          ) : (
            <Button
              fullWidth
              disabled={!canAddToCart}
              loading={cartBusy}
              onClick={() => onAddToCart(product)}
              aria-describedby={outOfStock ? `${nameId} ${reasonId}` : nameId}
            >
              {cartBusy ? null : <ShoppingCart aria-hidden="true" />}
              Add to Cart
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/**
 * The shape of a product card, to the pixel: a square image edge to edge, three lines of name, the
 * rating, the price and the button. The cards replace it without moving anything (CLS).
 */
function ProductCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      data-slot="product-card-skeleton"
      aria-hidden="true"
      className={cn(
        'flex w-full flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white',
        className,
      )}
    >
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="flex h-[72px] flex-col gap-2 px-3 pt-3">
        <Skeleton shape="text" className="w-full" />
        <Skeleton shape="text" className="w-3/5" />
      </div>
      <div className="flex flex-col gap-2 px-3 pt-2 pb-3">
        <Skeleton shape="text" className="h-5 w-1/2" />
        <Skeleton shape="text" className="h-6 w-1/3" />
        <div className="pt-1">
          <Skeleton className="h-10 w-full" />
        </div>
      </div>
    </div>
  );
}

export {
  ProductCard,
  ProductCardSkeleton,
  nameParts,
  productActions,
  type ProductActionsProps,
  type ProductCardProps,
};
