/**
 * An order's status as a chip: its words from src/domain/order-status.ts in a tone that says
 * whether all is well (paid, on its way, delivered), waits on something, went wrong, or is over.
 */
import { orderStatusLabel, type OrderLifecycleStatus } from '@/domain/order-status';
import { Badge } from '@/ui/badge';

type Tone = 'success' | 'warning' | 'danger' | 'neutral';

const TONES: Record<OrderLifecycleStatus, Tone> = {
  pending: 'warning',
  failed: 'danger',
  paid: 'success',
  placed: 'success',
  cancelled: 'neutral',
  expired: 'neutral',
  shipped: 'success',
  delivered: 'success',
  return_requested: 'warning',
  refund_pending: 'warning',
  partially_refunded: 'neutral',
  refunded: 'neutral',
};

/**
 * The words are written as the 'Status:' line reads them (lower case) and shown with a capital:
 * the text a screen reader or a test reads is the sentence's.
 */
export function OrderStatusChip({ status }: { status: OrderLifecycleStatus }) {
  return (
    <Badge tone={TONES[status]} data-status={status}>
      <span className="inline-block first-letter:uppercase">
        {orderStatusLabel(status).toLowerCase()}
      </span>
    </Badge>
  );
}
