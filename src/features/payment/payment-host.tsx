/**
 * Where the simulated provider's sheet appears: mount it once beside the screen that pays (the
 * checkout route does). For Razorpay, whose window is its own, it renders nothing.
 */
import type { PaymentProvider } from '@/domain/payment';
import { useExternalStore } from '@/lib/use-external-store';
import { PaymentSheet } from './payment-sheet';
import { SimulatedPayment } from './simulated-payment';

interface PaymentHostProps {
  provider: PaymentProvider;
  processingMs?: number;
  now?: () => Date;
}

function SimulatedSheetHost({
  payment,
  processingMs,
  now,
}: {
  payment: SimulatedPayment;
  processingMs?: number;
  now?: () => Date;
}) {
  const request = useExternalStore({ get: payment.getRequest, subscribe: payment.subscribe });
  if (!request) return null;
  return (
    <PaymentSheet
      key={request.id}
      options={request.options}
      processingMs={processingMs}
      now={now}
      onOutcome={(outcome) => payment.settle(outcome)}
    />
  );
}

function PaymentHost({ provider, processingMs, now }: PaymentHostProps) {
  return provider instanceof SimulatedPayment ? (
    <SimulatedSheetHost payment={provider} processingMs={processingMs} now={now} />
  ) : null;
}

export { PaymentHost, type PaymentHostProps };
