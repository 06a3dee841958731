/**
 * The cart's coupon box (docs/shop/screens.md, Cart): 'Have a coupon?' with Apply, which opens the
 * coupon dialog; once applied, the coupon with an × that removes it.
 */
import { useRef, useState } from 'react';
import { TicketPercent, X } from 'lucide-react';
import { couponValue } from '@/domain/coupons';
import { formatPrice } from '@/domain/format';
import type { PricedLine } from '@/domain/pricing';
import type { Coupon } from '@/domain/types';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { IconButton } from '@/ui/icon-button';
import { CouponDialog } from './coupon-dialog';

interface CouponPanelProps {
  applied: Coupon | null;
  coupons: readonly Coupon[] | undefined;
  couponsFailed?: boolean;
  onRetryCoupons?: () => void;
  lines: readonly PricedLine[];
  /** The account has bought before (first-purchase offers cannot be chosen). */
  hasPurchase?: boolean;
  onApply: (coupon: Coupon) => void;
  onRemove: () => void;
  /** Start with the dialog open (stories). */
  defaultOpen?: boolean;
  className?: string;
}

function CouponPanel({
  applied,
  coupons,
  couponsFailed,
  onRetryCoupons,
  lines,
  hasPurchase = false,
  onApply,
  onRemove,
  defaultOpen = false,
  className,
}: CouponPanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  const applyRef = useRef<HTMLButtonElement>(null);
  return (
    <section
      data-slot="coupon-panel"
      aria-label="Coupon"
      className={cn('flex flex-col gap-3', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm font-medium text-neutral-800">
          <TicketPercent aria-hidden="true" className="size-5 text-brand-700" />
          Have a coupon?
        </p>
        <CouponDialog
          open={open}
          onOpenChange={setOpen}
          coupons={coupons}
          failed={couponsFailed}
          onRetry={onRetryCoupons}
          lines={lines}
          applied={applied}
          hasPurchase={hasPurchase}
          onApply={(coupon) => {
            setOpen(false);
            onApply(coupon);
          }}
          trigger={
            <Button ref={applyRef} variant="secondary" size="sm">
              Apply
            </Button>
          }
        />
      </div>
      {applied ? (
        <div className="flex items-center justify-between gap-2 rounded-md border border-dashed border-success-700 bg-success-50 py-1 pr-1 pl-3 text-sm">
          <p className="text-success-800">
            <span className="font-semibold tracking-wide">{applied.couponName}</span> applied: you
            save {formatPrice(couponValue(applied))}
          </p>
          <IconButton
            label="Remove coupon"
            size="sm"
            onClick={() => {
              onRemove();
              // The × goes away with the coupon: keep the keyboard user's place.
              applyRef.current?.focus();
            }}
          >
            <X aria-hidden="true" />
          </IconButton>
        </div>
      ) : null}
    </section>
  );
}

export { CouponPanel, type CouponPanelProps };
