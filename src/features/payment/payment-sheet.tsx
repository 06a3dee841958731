/**
 * The simulated provider's in-page payment window: a dialog named 'Pay ₹…' with Card and UPI tabs,
 * Pay and Cancel. It opens on Card, prefilled with the test card that succeeds. After a short
 * "processing" pause it hands the test card or UPI id over to be charged (declined card,
 * failure@razorpay fail there), or reports dismissed.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { CreditCard, Smartphone } from 'lucide-react';
import type { PaymentOptions } from '@/domain/payment';
import { formatRupees } from '@/domain/format';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/tabs';
import { CardForm } from './card-form';
import type { SheetOutcome } from './simulated-payment';
import type { TestPayment } from '@/domain/test-payments';
import { UpiForm } from './upi-form';

export const PROCESSING_MS = 600;

interface PaymentSheetProps {
  options: PaymentOptions;
  onOutcome: (outcome: SheetOutcome) => void;
  /** How long "processing" lasts before the outcome (0 in tests). */
  processingMs?: number;
  /** "Today", for the card expiry check (fixed in stories). */
  now?: () => Date;
  defaultTab?: 'card' | 'upi';
}

function PaymentSheet({
  options,
  onOutcome,
  processingMs = PROCESSING_MS,
  now,
  defaultTab = 'card',
}: PaymentSheetProps) {
  const formIds = { card: useId(), upi: useId() };
  const [tab, setTab] = useState<'card' | 'upi'>(defaultTab);
  const [processing, setProcessing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const amount = formatRupees(options.amount / 100);

  // "Processing" lasts until the payment is charged: the sheet closes when its request settles.
  const pay = (payment: TestPayment) => {
    setProcessing(true);
    timer.current = setTimeout(() => onOutcome({ status: 'pay', payment }), processingMs);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        // Closing while a payment is being processed is not possible, as with a real gateway.
        if (!open && !processing) onOutcome({ status: 'dismissed' });
      }}
    >
      <DialogContent
        showClose={!processing}
        aria-busy={processing || undefined}
        // Like a real gateway's window, a click outside does not close it: the second click of a
        // double click on Place Order would otherwise land on the overlay and dismiss the payment.
        onInteractOutside={(event) => event.preventDefault()}
        style={{ borderTop: `4px solid ${options.theme.color}` }}
      >
        <DialogHeader>
          <p className="text-sm font-semibold text-brand-800">{options.name}</p>
          <DialogTitle>Pay {amount}</DialogTitle>
          <DialogDescription>
            {options.description}. Paying as {options.prefill.name || options.prefill.email} (
            {options.prefill.contact}).
          </DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(value) => setTab(value === 'upi' ? 'upi' : 'card')}>
          <TabsList aria-label="Payment method">
            <TabsTrigger value="card" disabled={processing}>
              <CreditCard aria-hidden="true" className="size-4" />
              Card
            </TabsTrigger>
            <TabsTrigger value="upi" disabled={processing}>
              <Smartphone aria-hidden="true" className="size-4" />
              UPI
            </TabsTrigger>
          </TabsList>
          <TabsContent value="card">
            <CardForm
              id={formIds.card}
              now={now}
              disabled={processing}
              onPay={({ number, expiry, cvv }) => pay({ method: 'card', number, expiry, cvv })}
            />
          </TabsContent>
          <TabsContent value="upi">
            <UpiForm
              id={formIds.upi}
              disabled={processing}
              onPay={({ vpa }) => pay({ method: 'upi', vpa })}
            />
          </TabsContent>
        </Tabs>
        <DialogFooter>
          <Button
            variant="secondary"
            disabled={processing}
            onClick={() => onOutcome({ status: 'dismissed' })}
          >
            Cancel
          </Button>
          <Button type="submit" form={formIds[tab]} loading={processing}>
            {processing ? 'Processing…' : `Pay ${amount}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { PaymentSheet, type PaymentSheetProps };
