/**
 * One cart line (docs/shop/screens.md, Cart): picture and name (50 characters) open the detail;
 * size, prices, the quantity stepper (− disabled at 1; + disabled at the stock or at the most one
 * line holds, the reason shown under it; 'Only N left' when few are left, all from
 * src/domain/stock-notes.ts), Remove From Cart, and Add To Wishlist or Go To Wishlist.
 * Presentational: the cart screen owns the calls.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Heart, Minus, Plus, Trash2 } from 'lucide-react';
import { Price } from '@/components/price';
import { ProductImage } from '@/components/product-image';
import { truncate } from '@/domain/format';
import { lineStock, stockOf } from '@/domain/stock-notes';
import type { CartLine as CartLineData } from '@/domain/types';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { Button } from '@/ui/button';
import { IconButton } from '@/ui/icon-button';

export const CART_NAME_MAX = 50;

interface CartLineProps {
  line: CartLineData;
  inWishlist: boolean;
  onIncrement: (line: CartLineData) => void;
  onDecrement: (line: CartLineData) => void;
  onRemove: (line: CartLineData) => void;
  /** Moves the line to the wishlist (add there, then remove here). */
  onMoveToWishlist: (line: CartLineData) => void;
  onGoToWishlist: () => void;
  /** A move to the wishlist is on its way: the buttons wait. */
  moving?: boolean;
  className?: string;
}

function CartLine({
  line,
  inWishlist,
  onIncrement,
  onDecrement,
  onRemove,
  onMoveToWishlist,
  onGoToWishlist,
  moving = false,
  className,
}: CartLineProps) {
  const nameId = useId();
  const noteId = `${nameId}-stock`;
  const stock = lineStock(line.qty, stockOf(line));
  return (
    <article
      data-slot="cart-line"
      aria-labelledby={nameId}
      className={cn(
        'flex gap-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-card',
        className,
      )}
    >
      <Link
        to={paths.product(line.id)}
        tabIndex={-1}
        aria-hidden="true"
        className="w-24 shrink-0 self-start overflow-hidden rounded-md bg-neutral-50 sm:w-32"
      >
        <ProductImage src={line.image} alt="" eager width={128} height={128} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 id={nameId} className="text-base font-medium text-neutral-900">
          <Link
            to={paths.product(line.id)}
            title={line.name}
            className="hover:text-brand-800 hover:underline"
          >
            <span aria-hidden="true">{truncate(line.name, CART_NAME_MAX)}</span>
            <span className="sr-only">{line.name}</span>
          </Link>
        </h2>
        {line.size ? <p className="text-sm text-neutral-600">{line.size}</p> : null}
        <Price price={line.price} originalPrice={line.originalPrice} off={line.off} />
        <div className="flex items-center gap-2">
          <span className="text-sm text-neutral-700" id={`${nameId}-qty`}>
            Quantity:
          </span>
          <IconButton
            variant="solid"
            size="sm"
            label={`Decrease quantity of ${line.name}`}
            disabled={line.qty <= 1}
            onClick={() => onDecrement(line)}
          >
            <Minus aria-hidden="true" />
          </IconButton>
          <output
            aria-labelledby={`${nameId}-qty`}
            aria-live="polite"
            className="min-w-8 rounded-md border border-neutral-300 px-2 py-1 text-center text-sm font-semibold tabular-nums"
          >
            {line.qty}
          </output>
          <IconButton
            variant="solid"
            size="sm"
            label={`Increase quantity of ${line.name}`}
            disabled={!stock.canIncrease}
            aria-describedby={stock.note ? noteId : undefined}
            onClick={() => onIncrement(line)}
          >
            <Plus aria-hidden="true" />
          </IconButton>
        </div>
        {stock.note ? (
          <p
            id={noteId}
            className={cn(
              'text-sm font-semibold',
              stock.short ? 'text-danger-700' : 'text-warning-800',
            )}
          >
            {stock.note}
          </p>
        ) : null}
        <div className="mt-1 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onRemove(line)}
            disabled={moving}
            aria-describedby={nameId}
          >
            <Trash2 aria-hidden="true" />
            Remove From Cart
          </Button>
          {inWishlist ? (
            <Button variant="ghost" size="sm" onClick={onGoToWishlist} aria-describedby={nameId}>
              <Heart aria-hidden="true" className="fill-current text-danger-700" />
              Go To Wishlist
            </Button>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              loading={moving}
              onClick={() => onMoveToWishlist(line)}
              aria-describedby={nameId}
            >
              {moving ? null : <Heart aria-hidden="true" />}
              Add To Wishlist
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

export { CartLine, type CartLineProps };
