/**
 * What the console's Orders panel offers for an order, derived from the one table of moves
 * (src/domain/order-status.ts), and the shipment form's rules. Pure: the panel and its tests read
 * the same answers.
 */
import { z } from 'zod';
import { canMove, type OrderLifecycleStatus } from '@/domain/order-status';
import { whyNotAskedAgain } from '@/domain/refunds';
import type { ConsoleOrderRecord } from './orders-api';

/** The operator's moves on an order. */
export const OPERATOR_MOVES = ['ship', 'deliver', 'receive', 'refuse'] as const;
export type OperatorMove = (typeof OPERATOR_MOVES)[number];

/** The status each move takes an order to (receiving a return owes a refund). */
export const MOVE_TARGETS: Readonly<Record<OperatorMove, OrderLifecycleStatus>> = {
  ship: 'shipped',
  deliver: 'delivered',
  receive: 'refund_pending',
  refuse: 'delivered',
};

/** The words on each move's button. */
export const MOVE_LABELS: Readonly<Record<OperatorMove, string>> = {
  ship: 'Ship',
  deliver: 'Mark delivered',
  receive: 'Receive return',
  refuse: 'Refuse return',
};

type MovableOrder = Pick<ConsoleOrderRecord, 'status' | 'shipment' | 'deliveredAt'>;

/**
 * The moves the order's status allows, in the order they come in an order's life. A return asked
 * is received or refused, nothing else; otherwise an order ships once and is delivered once (an
 * order partly refunded after a return has done both already).
 */
export function operatorMoves(order: MovableOrder): OperatorMove[] {
  const { status } = order;
  if (status === 'return_requested')
    return (['receive', 'refuse'] as const).filter((move) => canMove(status, MOVE_TARGETS[move]));
  const moves: OperatorMove[] = [];
  if (canMove(status, 'shipped') && !order.shipment) moves.push('ship');
  if (canMove(status, 'delivered') && !order.deliveredAt) moves.push('deliver');
  return moves;
}

/** Whether the console offers Ask again for `refund`: when the back end's rule allows it. */
export function canAskAgain(
  order: Pick<ConsoleOrderRecord, 'paymentId' | 'amount' | 'refunds'>,
  refund: ConsoleOrderRecord['refunds'][number],
): boolean {
  return whyNotAskedAgain(order, refund) === null;
}

export const CARRIER_MAX = 60;
export const TRACKING_MAX = 40;

/** The shipment form: a carrier (1 to 60 characters) and its tracking number (1 to 40). */
export const shipmentSchema = z.object({
  carrier: z
    .string()
    .trim()
    .min(1, 'Enter the carrier.')
    .max(CARRIER_MAX, `The carrier is at most ${CARRIER_MAX} characters.`),
  trackingNumber: z
    .string()
    .trim()
    .min(1, 'Enter the tracking number.')
    .max(TRACKING_MAX, `The tracking number is at most ${TRACKING_MAX} characters.`),
});

export type ShipmentValues = z.input<typeof shipmentSchema>;

let when: Intl.DateTimeFormat | undefined;

/** '15 Jan 2026, 10:30 am', in India's time whatever the operator's own zone; raw text if unreadable. */
export function formatWhen(iso: string): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return iso;
  // Made on first use: making a formatter loads its locale's data.
  when ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
  return when.format(time);
}
