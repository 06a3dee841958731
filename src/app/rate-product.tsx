/**
 * 'Rate this product' on a line of an order: the reviews feature's own write dialog
 * (src/features/reviews/review-dialog.tsx), editing the shopper's review once they have written
 * one. The route screens of the account hand it to the order cards, which know nothing of reviews.
 */
import { Star } from 'lucide-react';
import { useMyReview } from '@/api/reviews';
import type { CartLine } from '@/domain/types';
import { ReviewDialog } from '@/features/reviews/review-dialog';
import { Button } from '@/ui/button';

export function RateProduct({ line }: { line: CartLine }) {
  const mine = useMyReview(line.id);
  const label = mine.data ? 'Edit your review' : 'Rate this product';
  return (
    <ReviewDialog
      productId={line.id}
      productName={line.name}
      trigger={
        <Button variant="link" size="sm">
          <Star aria-hidden="true" />
          {/* Each line's button is named by its product too. */}
          <span aria-hidden="true">{label}</span>
          <span className="sr-only">
            {label}: {line.name}
          </span>
        </Button>
      }
    />
  );
}

/** The cards' `rate` control. */
export const rateLine = (line: CartLine) => <RateProduct line={line} />;
