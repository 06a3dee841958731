/**
 * The price breakdown (docs/shop/rules.md, Prices), shown by the cart and by checkout: Price (n
 * items), Discount, Coupon, Delivery Charges FREE, Shipping, Total Amount (two decimals) and 'You
 * will save ₹…'.
 */
import { useId, type ReactNode } from 'react';
import { formatRupees } from '@/domain/format';
import type { PriceDetails as PriceDetailsData } from '@/domain/pricing';
import { cn } from '@/lib/cn';

interface PriceDetailsProps {
  details: PriceDetailsData;
  /** The number of cart lines, for 'Price (n items)'. */
  itemCount: number;
  /** The applied coupon's code, shown beside its row. */
  couponCode?: string | null;
  /** The heading level that fits where the block sits. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

function Row({
  term,
  children,
  className,
}: {
  term: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4', className)}>
      <dt>{term}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

function PriceDetails({
  details,
  itemCount,
  couponCode,
  headingLevel: Heading = 'h2',
  className,
}: PriceDetailsProps) {
  const headingId = useId();
  return (
    <section
      data-slot="price-details"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-3 text-sm text-neutral-800', className)}
    >
      <Heading
        id={headingId}
        className="border-b border-neutral-200 pb-2 text-sm font-semibold tracking-wide text-neutral-600 uppercase"
      >
        Price Details
      </Heading>
      <dl className="flex flex-col gap-2">
        <Row term={`Price (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`}>
          {formatRupees(details.price)}
        </Row>
        <Row term="Discount" className="text-success-700">
          − {formatRupees(details.discount)}
        </Row>
        <Row term={couponCode ? `Coupon (${couponCode})` : 'Coupon'} className="text-success-700">
          − {formatRupees(details.coupon)}
        </Row>
        <Row term="Delivery Charges">
          <span className="font-medium text-success-700">FREE</span>
        </Row>
        <Row term="Shipping">{formatRupees(details.shipping)}</Row>
        <Row
          term="Total Amount"
          className="mt-1 border-t border-dashed border-neutral-300 pt-3 text-base font-semibold text-neutral-900"
        >
          <span data-testid="total-amount">{formatRupees(details.totalAmt)}</span>
        </Row>
      </dl>
      {details.totalDiscount > 0 ? (
        <p className="rounded-md bg-success-50 px-3 py-2 font-medium text-success-800">
          You will save {formatRupees(details.totalDiscount)} on this order
        </p>
      ) : null}
    </section>
  );
}

export { PriceDetails, type PriceDetailsProps };
