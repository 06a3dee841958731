/** A product's price: what it costs, the original price struck through, and the saving ('15% off'). */
import { formatPrice } from '@/domain/format';
import { cn } from '@/lib/cn';

interface PriceProps {
  price: number;
  originalPrice?: number;
  /** The seed's discount text: a percentage ('15%') or words ('Flat 100 off'). */
  off?: string;
  size?: 'sm' | 'lg';
  className?: string;
}

/** '15%' reads as '15% off'; text that already says what it is stays as it is. */
export function offText(off: string): string {
  const text = off.trim();
  if (!text) return '';
  return /^\d+(\.\d+)?%$/.test(text) ? `${text} off` : text;
}

function Price({ price, originalPrice, off = '', size = 'sm', className }: PriceProps) {
  const showOriginal = originalPrice !== undefined && originalPrice > price;
  const saving = offText(off);
  return (
    <p
      data-slot="price"
      className={cn(
        'flex flex-wrap items-baseline gap-x-2 gap-y-0.5',
        size === 'lg' ? 'text-base' : 'text-sm',
        className,
      )}
    >
      <span
        className={cn('font-semibold text-neutral-900', size === 'lg' ? 'text-2xl' : 'text-base')}
      >
        <span className="sr-only">Price </span>
        {formatPrice(price)}
      </span>
      {showOriginal ? (
        <del className="text-neutral-600">
          <span className="sr-only">Original price </span>
          {formatPrice(originalPrice)}
        </del>
      ) : null}
      {saving ? <span className="font-medium text-success-700">{saving}</span> : null}
    </p>
  );
}

export { Price, type PriceProps };
