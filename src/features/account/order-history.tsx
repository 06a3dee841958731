/**
 * The Order History tab: the shopper's orders from the server, newest first, each with what can
 * still be done to it (pay, cancel, return) and, from the route, a way to rate its products.
 */
import type { ReactNode } from 'react';
import { errorMessage } from '@/api/client';
import { useOrders } from '@/api/orders';
import { useResumeConfirmations } from '@/api/pending-confirmations';
import { newestFirst } from '@/domain/orders';
import type { CartLine } from '@/domain/types';
import { InlineLoadError, LoadError } from '@/components/load-error';
import { Skeleton, SkeletonText } from '@/ui/skeleton';
import { LiveOrderCard } from './live-order-card';
import { OrderList } from './order-list';

export interface OrderHistoryProps {
  /** A control to rate a line's product (the reviews feature's, given by the route). */
  rate?: (line: CartLine) => ReactNode;
}

export function OrderHistory({ rate }: OrderHistoryProps) {
  const orders = useOrders();
  // A payment whose confirmation was lost is finished here, before the shopper pays again.
  useResumeConfirmations();
  if (orders.isPending) return <OrderHistorySkeleton />;
  // A refresh that failed (after another tab's change, a refused cancel) keeps the orders shown,
  // with a line saying they may be out of date; the whole error only when there is nothing to show.
  if (orders.isError && orders.data === undefined) {
    return (
      <LoadError
        title="Your orders could not be loaded."
        message={errorMessage(orders.error)}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  }
  return (
    <OrderList
      orders={newestFirst(orders.data)}
      renderOrder={(order) => <LiveOrderCard order={order} rate={rate} linkToDetails />}
      notice={
        orders.isError ? (
          <InlineLoadError
            message="Your orders could not be refreshed: they may be out of date."
            onRetry={() => void orders.refetch()}
          />
        ) : null
      }
    />
  );
}

export function OrderHistorySkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <span role="status" className="sr-only">
        Loading your orders
      </span>
      {[0, 1].map((key) => (
        <div
          key={key}
          className="flex flex-col gap-4 rounded-lg border border-neutral-200 p-4 sm:flex-row"
        >
          <SkeletonText lines={4} className="sm:w-72" />
          <div className="flex flex-1 items-center gap-3">
            <Skeleton className="size-16" />
            <SkeletonText lines={2} className="flex-1" />
          </div>
        </div>
      ))}
    </div>
  );
}
