/**
 * "An order after the sale": walks the demo shopper's past orders (made by ./signed-in.ts, in the
 * order given there) through shipping, delivery, cancelling, returns and refunds with the back end's
 * own moves (backend/store/after-sale-ops.ts), each step on its own day before the back end's now,
 * so a story shows every status with a true timeline. Stories wrap it in a loader; tests call it.
 */
import { formatTimestamp } from '@/domain/cart';
import type { ReturnLine } from '@/domain/refunds';
import { RETURN_DAYS } from '@backend/messages';
import type { SimulatedBackend } from '@backend/simulated';
import {
  allUnits,
  cancelOrder,
  deliverOrder,
  receiveReturn,
  refuseReturn,
  requestReturn,
  shipOrder,
  type ShipRequest,
} from '@backend/store/after-sale-ops';
import { settleRefund } from '@backend/store/refund-ops';
import type { Outcome } from '@backend/store/outcome';
import { DEMO_USER } from '@backend/store/seed';
import { expireHolds } from '@backend/store/settle-ops';

export type AfterSaleStep =
  | { ship: ShipRequest }
  | 'deliver'
  /** The shopper cancels (a paid order's refund is recorded pending). */
  | 'cancel'
  /** The shopper asks to return `lines` (every unit when left out). */
  | { return: { reason: string; lines?: ReturnLine[] } }
  /** The operator receives the parcel (a refund is recorded, pending unless paid in cash). */
  | 'receive'
  | 'refuse'
  /** The provider confirms every refund of the order still pending. */
  | 'refunded'
  /** An unpaid order's hold ends (every unpaid order whose hold has ended by then expires). */
  | 'expire';

export interface OrderWalk {
  /** Days before the back end's now the order was placed (and paid). */
  placedDaysAgo: number;
  /** Each step with the days before now it happened, oldest first. */
  steps?: readonly (readonly [AfterSaleStep, number])[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

function must<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new Error(`walkOrders: ${what} was refused: ${outcome.message}`);
  return outcome.value;
}

/**
 * Walks the demo shopper's orders: `walks[i]` takes their i-th order (null leaves it as it is).
 * Refund ids are numbered `rfnd_walk1`, `rfnd_walk2`, … so screenshots never change.
 */
export async function walkOrders(
  backend: Pick<SimulatedBackend, 'store' | 'clock'>,
  walks: readonly (OrderWalk | null)[],
  returnDays: number = RETURN_DAYS,
): Promise<void> {
  const db = await backend.store.snapshot();
  const user = db.users.find((u) => u.email === DEMO_USER.email);
  if (!user) throw new Error('walkOrders: the seed has no demo user');
  const now = backend.clock.now().getTime();
  const at = (daysAgo: number) => formatTimestamp(new Date(now - daysAgo * DAY_MS));
  let refunds = 0;
  walks.forEach((walk, index) => {
    const first = user.orders[index];
    if (!walk || !first) return;
    const placed = at(walk.placedDaysAgo);
    // Placed (and paid) on its own day: the order and each step of its timeline so far.
    user.orders = user.orders.map((o) =>
      o._id === first._id
        ? {
            ...o,
            createdAt: placed,
            paidAt: o.paidAt ? placed : null,
            timeline: o.timeline.map((entry) => ({ ...entry, at: placed })),
          }
        : o,
    );
    const id = first._id;
    for (const [step, daysAgo] of walk.steps ?? []) {
      const when = at(daysAgo);
      const order = () => user.orders.find((o) => o._id === id)!;
      if (step === 'deliver') must(deliverOrder(id, returnDays, when)(db), 'deliver');
      else if (step === 'cancel')
        must(cancelOrder(user._id, id, `rfnd_walk${++refunds}`, when)(db), 'cancel');
      else if (step === 'receive')
        must(receiveReturn(id, `rfnd_walk${++refunds}`, when)(db), 'receive');
      else if (step === 'refuse') must(refuseReturn(id, when)(db), 'refuse');
      else if (step === 'expire') {
        const ends = order().holdUntil;
        if (ends) must(expireHolds(new Date(Date.parse(ends) + 1000), when)(db), 'expire');
      } else if (step === 'refunded') {
        for (const refund of order().refunds.filter((r) => r.status === 'pending'))
          must(settleRefund(refund.id, when)(db), 'refunded');
      } else if ('ship' in step) must(shipOrder(id, step.ship, when)(db), 'ship');
      else
        must(
          requestReturn(
            user._id,
            id,
            { reason: step.return.reason, lines: step.return.lines ?? allUnits(order()) },
            when,
          )(db),
          'return',
        );
    }
  });
  await backend.store.replace(db);
}
