/**
 * The coupon dialog (docs/shop/rules.md, Coupons): a radio list of the shop's coupons with Apply. A
 * coupon whose minimum the order does not beat is disabled with the hint '(Order amount is not more
 * than ₹1000)'. Presentational: the cart screen passes the coupons and applies the choice. Each
 * opening starts from the coupon applied now.
 */
import { useId, useState, type ReactNode } from 'react';
import { couponIsSelectable, couponValue } from '@/domain/coupons';
import { formatPrice } from '@/domain/format';
import type { PricedLine } from '@/domain/pricing';
import type { Coupon } from '@/domain/types';
import { InlineLoadError } from '@/components/load-error';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/dialog';
import { RadioGroup, RadioGroupItem } from '@/ui/radio-group';
import { Spinner } from '@/ui/spinner';

interface CouponDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The shop's coupons; undefined while they load. */
  coupons: readonly Coupon[] | undefined;
  /** The coupons could not be loaded. */
  failed?: boolean;
  onRetry?: () => void;
  lines: readonly PricedLine[];
  applied: Coupon | null;
  onApply: (coupon: Coupon) => void;
  /** The button that opens it (focus returns there on close). */
  trigger?: ReactNode;
}

function CouponOption({ coupon, enabled }: { coupon: Coupon; enabled: boolean }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 rounded-md border border-neutral-200 p-3 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50">
      <RadioGroupItem
        value={coupon.couponName}
        disabled={!enabled}
        aria-describedby={enabled ? `${id}-about` : `${id}-about ${id}-hint`}
        label={
          <span className="font-semibold tracking-wide text-neutral-900">{coupon.couponName}</span>
        }
      />
      <p id={`${id}-about`} className="pl-7 text-sm text-neutral-600">
        {coupon.description} (save {formatPrice(couponValue(coupon))})
      </p>
      {enabled ? null : (
        <p id={`${id}-hint`} className="pl-7 text-sm font-medium text-warning-800">
          (Order amount is not more than ₹{coupon.minimumAmount})
        </p>
      )}
    </div>
  );
}

function CouponDialog({
  open,
  onOpenChange,
  coupons,
  failed = false,
  onRetry,
  lines,
  applied,
  onApply,
  trigger,
}: CouponDialogProps) {
  const [chosen, setChosen] = useState<string | null>(applied?.couponName ?? null);
  // Adjusting state while rendering (not in an effect): a new opening starts from the applied coupon.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChosen(applied?.couponName ?? null);
  }
  const selectable = (coupon: Coupon) => couponIsSelectable(coupon, lines, applied);
  const choice = coupons?.find((c) => c.couponName === chosen && selectable(c));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Apply Coupon</DialogTitle>
          <DialogDescription>Choose one coupon for this order.</DialogDescription>
        </DialogHeader>
        {failed ? (
          <InlineLoadError message="The coupons could not be loaded." onRetry={onRetry} />
        ) : !coupons ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading coupons" />
          </div>
        ) : (
          <RadioGroup
            aria-label="Coupons"
            value={choice?.couponName ?? ''}
            onValueChange={setChosen}
            className="gap-3"
          >
            {coupons.map((coupon) => (
              <CouponOption key={coupon.couponName} coupon={coupon} enabled={selectable(coupon)} />
            ))}
          </RadioGroup>
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={!choice} onClick={() => choice && onApply(choice)}>
            Apply
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { CouponDialog, type CouponDialogProps };
