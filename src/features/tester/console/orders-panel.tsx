/**
 * The console's Orders panel: every shopper's orders, newest first, a page at a time, filtered by
 * status, each with the moves its status allows (ship with carrier and tracking number, mark
 * delivered, receive or refuse a return, ask again for a refund the provider failed) so designers
 * and QA can walk an order to its end. What the
 * back end answered, or why it refused (a 409's message), shows beside the order and takes focus;
 * when the order has left the page (it no longer matches the filter) it shows above the list.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isStaleRefusal } from '@/api/client';
import {
  isOrderStatus,
  ORDER_STATUSES,
  orderStatusLabel,
  type OrderLifecycleStatus,
} from '@/domain/order-status';
import { Button } from '@/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/ui/select';
import { Spinner } from '@/ui/spinner';
import { ConsoleOrderCard } from './console-order-card';
import {
  consoleOrderKeys,
  consoleOrdersApi,
  consoleOrdersQuery,
  type ConsoleOrderRecord,
  type Shipment,
} from './orders-api';
import type { OperatorMove } from './order-moves';

export const ORDERS_PAGE_SIZE = 5;

const ALL = 'all';

export interface OrdersPanelProps {
  /** Orders per page. */
  pageSize?: number;
  /** After a move: the shop's own cached answers are read again. */
  onChanged?: () => Promise<unknown> | void;
}

interface Outcome {
  orderId: string;
  ok: boolean;
  text: string;
  /** Counts the answers, so a second identical answer still takes focus. */
  seq: number;
}

/** The back end's answer about one order; it takes focus when it appears so it is read at once. */
function OrderOutcome({ outcome, withId }: { outcome: Outcome; withId: boolean }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), [outcome.seq]);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={outcome.ok ? 'status' : 'alert'}
      className={`rounded-sm text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
        outcome.ok ? 'text-success-800' : 'text-danger-700'
      }`}
    >
      {withId ? `Order ${outcome.orderId}: ` : ''}
      {outcome.text}
    </p>
  );
}

function move(orderId: string, which: OperatorMove, shipment?: Shipment) {
  switch (which) {
    case 'ship':
      if (!shipment) throw new Error('A shipment needs a carrier and a tracking number.');
      return consoleOrdersApi.ship(orderId, shipment);
    case 'deliver':
      return consoleOrdersApi.deliver(orderId);
    case 'receive':
      return consoleOrdersApi.receiveReturn(orderId);
    case 'refuse':
      return consoleOrdersApi.refuseReturn(orderId);
  }
}

export function OrdersPanel({ pageSize = ORDERS_PAGE_SIZE, onChanged }: OrdersPanelProps) {
  const headingId = useId();
  const filterId = useId();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<OrderLifecycleStatus | undefined>();
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const seq = useRef(0);
  const summary = useRef<HTMLParagraphElement>(null);
  const paged = useRef(false);
  const orders = useQuery(consoleOrdersQuery({ status, page, pageSize }));
  const data = orders.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // A move can empty the last page (its orders left the filter): show the page before it.
  if (data && !orders.isPlaceholderData && page > pages) setPage(pages);

  // After Previous or Next, focus goes to the line saying which orders show (the button may be gone).
  useEffect(() => {
    if (paged.current && data && !orders.isPlaceholderData) {
      paged.current = false;
      summary.current?.focus();
    }
  }, [data, orders.isPlaceholderData]);

  const goTo = (next: number) => {
    paged.current = true;
    setPage(next);
  };

  const say = (orderId: string, ok: boolean, text: string) => {
    seq.current += 1;
    setOutcome({ orderId, ok, text, seq: seq.current });
  };

  const onMove = (order: ConsoleOrderRecord, which: OperatorMove, shipment?: Shipment) =>
    answered(
      order,
      () => move(order._id, which, shipment),
      (after) => `The order is now: ${orderStatusLabel(after.status)}.`,
    );

  const onRetryRefund = (order: ConsoleOrderRecord, refundId: string) =>
    answered(
      order,
      () => consoleOrdersApi.retryRefund(order._id, refundId),
      (after) => {
        const refund = after.refunds.find((r) => r.id === refundId);
        return refund?.status === 'failed'
          ? 'The provider failed the refund again.'
          : `The refund was asked again: ${refund?.status === 'processed' ? 'paid back' : 'in progress'}.`;
      },
    );

  const answered = async (
    order: ConsoleOrderRecord,
    ask: () => Promise<{ order: ConsoleOrderRecord }>,
    words: (after: ConsoleOrderRecord) => string,
  ) => {
    try {
      const { order: after } = await ask();
      say(order._id, true, words(after));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleOrderKeys.all }),
        onChanged?.(),
      ]);
    } catch (error) {
      say(order._id, false, errorMessage(error));
      // Refused because the list was out of date (another tab moved the order): read it again.
      if (isStaleRefusal(error))
        void queryClient.invalidateQueries({ queryKey: consoleOrderKeys.all });
      throw error;
    }
  };

  const shown = data?.orders ?? [];
  const outcomeOnPage = outcome ? shown.some((o) => o._id === outcome.orderId) : false;
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.orders.length - 1 : 0;

  return (
    <section
      data-slot="orders-panel"
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3"
    >
      <h3 id={headingId} className="text-sm font-medium text-neutral-800">
        Orders
      </h3>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={filterId} className="text-sm text-neutral-800">
          Status
        </label>
        <Select
          value={status ?? ALL}
          onValueChange={(value) => {
            setStatus(isOrderStatus(value) ? value : undefined);
            setPage(1);
          }}
        >
          <SelectTrigger id={filterId} className="h-9 w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All statuses</SelectItem>
            {ORDER_STATUSES.map((s) => (
              <SelectItem key={s} value={s}>
                {orderStatusLabel(s)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {outcome && !outcomeOnPage ? <OrderOutcome outcome={outcome} withId /> : null}
      {data ? (
        data.total === 0 ? (
          <p className="text-sm text-neutral-600">
            {status ? `No orders with the status “${orderStatusLabel(status)}”.` : 'No orders yet.'}
          </p>
        ) : (
          <>
            <p
              ref={summary}
              tabIndex={-1}
              className="rounded-sm text-sm text-neutral-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {pages === 1
                ? `${data.total} ${data.total === 1 ? 'order' : 'orders'}, newest first`
                : `Orders ${first}–${last} of ${data.total}, newest first`}
            </p>
            <ul aria-busy={orders.isFetching || undefined} className="flex flex-col gap-3">
              {shown.map((order) => (
                <li key={order._id}>
                  <ConsoleOrderCard
                    order={order}
                    onMove={(which, shipment) => onMove(order, which, shipment)}
                    onRetryRefund={(refundId) => onRetryRefund(order, refundId)}
                    outcome={
                      outcome?.orderId === order._id ? (
                        <OrderOutcome outcome={outcome} withId={false} />
                      ) : null
                    }
                  />
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav aria-label="Orders pages" className="flex items-center justify-between gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={page <= 1}
                  onClick={() => goTo(page - 1)}
                >
                  Previous
                </Button>
                <span className="text-sm text-neutral-700">
                  Page {data.page} of {pages}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={page >= pages}
                  onClick={() => goTo(page + 1)}
                >
                  Next
                </Button>
              </nav>
            ) : null}
          </>
        )
      ) : orders.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm text-danger-700">
          The orders could not be loaded: {errorMessage(orders.error)}
          <Button size="sm" variant="secondary" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm text-neutral-600">
          <Spinner size="sm" label={null} />
          Loading orders…
        </p>
      )}
    </section>
  );
}
