/**
 * Cancel order, with its confirmation: what cancelling does to the money (nothing charged, or a
 * full refund), Keep order or Cancel order. The dialog stays open, its button busy, until the
 * server has answered; the toast then says what happened (src/api/orders.ts). Focus goes back to
 * the button, or to the order's heading when the button is gone (the order is cancelled).
 */
import { useRef, useState } from 'react';
import type { ShopperOrder } from '@/api/orders';
import { formatRupees } from '@/domain/format';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/ui/alert-dialog';
import { Button } from '@/ui/button';
import { canCancel, cancelConsequence } from './after-sale';

export interface CancelOrderDialogProps {
  order: Pick<ShopperOrder, 'id' | 'status' | 'amount'>;
  /** Cancels the order; the dialog closes once it settles (a failure is toasted by the caller). */
  onConfirm: () => unknown;
  /** A cancel of this order is already on its way. */
  cancelling?: boolean;
  /** Where focus goes when the dialog closes and its button is gone. */
  onFocusAway?: () => void;
  /** Opened from the start (stories). */
  defaultOpen?: boolean;
}

export function CancelOrderDialog({
  order,
  onConfirm,
  cancelling = false,
  onFocusAway,
  defaultOpen = false,
}: CancelOrderDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [working, setWorking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const busy = working || cancelling;

  const confirm = async () => {
    setWorking(true);
    try {
      await onConfirm();
    } catch {
      // Told by the toast; the order on screen is the server's again.
    } finally {
      setWorking(false);
      setOpen(false);
    }
  };

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        // Escape while the answer is awaited would hide what is still happening.
        if (!busy) setOpen(next);
      }}
    >
      {canCancel(order) ? (
        <AlertDialogTrigger asChild>
          <Button ref={trigger} size="sm" variant="secondary" loading={busy}>
            Cancel order
          </Button>
        </AlertDialogTrigger>
      ) : null}
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (trigger.current?.isConnected) return;
          event.preventDefault();
          onFocusAway?.();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel this order?</AlertDialogTitle>
          <AlertDialogDescription>
            The order of {formatRupees(order.amount)} will be cancelled. {cancelConsequence(order)}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Keep order</AlertDialogCancel>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            Cancel order
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
