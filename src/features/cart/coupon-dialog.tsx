/**
 * The coupon dialog (docs/shop/rules.md, Coupons): a radio list of the shop's coupons with Apply. A
 * coupon whose minimum the order does not beat is disabled with the hint '(Order amount is not more
 * than ₹1000)'; a first-purchase offer, for an account that has bought, with '(For your first
 * purchase only)' (the server would refuse it at Place Order). Presentational: the cart screen
 * passes the coupons and applies the choice. Each opening starts from the coupon applied now.
 */
import { useId, useState, type ReactNode } from 'react';
import { couponAllowedForAccount, couponIsSelectable, couponValue } from '@/domain/coupons';
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
  /** The account has bought before: first-purchase offers are shown but cannot be chosen. */
  hasPurchase?: boolean;
  onApply: (coupon: Coupon) => void;
  /** The button that opens it (focus returns there on close). */
  trigger?: ReactNode;
}

/** Why a coupon cannot be chosen, as its hint says; null when it can. */
function couponHint(
  coupon: Coupon,
  { minimumMet, allowed }: { minimumMet: boolean; allowed: boolean },
): string | null {
  if (!allowed) return '(For your first purchase only)';
  if (!minimumMet) return `(Order amount is not more than ₹${coupon.minimumAmount})`;
  return null;
}

function CouponOption({ coupon, hint }: { coupon: Coupon; hint: string | null }) {
  const id = useId();
  const enabled = hint === null;
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
          {hint}
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
  hasPurchase = false,
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
  const hintFor = (coupon: Coupon) =>
    couponHint(coupon, {
      minimumMet: couponIsSelectable(coupon, lines, applied),
      allowed: couponAllowedForAccount(coupon, hasPurchase),
    });
  const selectable = (coupon: Coupon) => hintFor(coupon) === null;
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
              <CouponOption key={coupon.couponName} coupon={coupon} hint={hintFor(coupon)} />
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
