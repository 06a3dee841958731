/** A product's rating: the value on a small green badge with a star, and optionally the review count. */
import { Star as LucideStar } from 'lucide-react';
import { formatCount } from '@/domain/format';
import { cn } from '@/lib/cn';
import { spriteIcon } from '@/ui/sprite-icon';

// On every card of a listing: one sprite symbol (see the module).
const Star = spriteIcon(LucideStar, 'star');

interface RatingProps {
  value: number;
  /** The number of ratings; left out on cards. */
  count?: number;
  className?: string;
}

function Rating({ value, count, className }: RatingProps) {
  const shown = Number.isFinite(value) ? value.toFixed(1) : '0.0';
  return (
    <span data-slot="rating" className={cn('inline-flex items-center gap-2 text-sm', className)}>
      <span className="inline-flex items-center gap-1 rounded-sm bg-success-700 px-1.5 py-0.5 text-xs font-semibold text-white">
        <span aria-hidden="true">{shown}</span>
        <Star aria-hidden="true" className="size-3 fill-current" />
        <span className="sr-only">Rated {shown} out of 5</span>
      </span>
      {count !== undefined ? (
        <span className="text-neutral-600">
          {formatCount(count)} {count === 1 ? 'rating' : 'ratings'}
        </span>
      ) : null}
    </span>
  );
}

export { Rating, type RatingProps };
