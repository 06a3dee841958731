/**
 * One order's own page (/account-details/orderHistory/:orderId): the order's card with each of its
 * refunds, under 'Back to Order History'. An order that is not the shopper's (or no longer exists)
 * says so; one that could not be loaded offers Try again.
 */
import type { ReactNode } from 'react';
import { ArrowLeft, PackageSearch } from 'lucide-react';
import { Link } from 'react-router-dom';
import { errorMessage, isApiError } from '@/api/client';
import { useOrder } from '@/api/orders';
import { EmptyState } from '@/components/empty-state';
import { InlineLoadError, LoadError } from '@/components/load-error';
import type { CartLine } from '@/domain/types';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { buttonVariants } from '@/ui/button';
import { Skeleton, SkeletonText } from '@/ui/skeleton';
import { LiveOrderCard } from './live-order-card';

export interface OrderDetailProps {
  orderId: string;
  /** A control to rate a line's product (the reviews feature's, given by the route). */
  rate?: (line: CartLine) => ReactNode;
}

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

export function OrderDetail({ orderId, rate }: OrderDetailProps) {
  const order = useOrder(orderId);
  let body: ReactNode;
  if (order.isPending) {
    body = <OrderDetailSkeleton />;
  } else if (order.isError && (order.data === undefined || isNotFound(order.error))) {
    body = isNotFound(order.error) ? (
      <EmptyState
        headingLevel="h3"
        icon={<PackageSearch />}
        title="This order could not be found."
        description="It is not among your orders. Your order history lists every one."
      />
    ) : (
      <LoadError
        headingLevel="h3"
        title="This order could not be loaded."
        message={errorMessage(order.error)}
        onRetry={() => void order.refetch()}
        retrying={order.isFetching}
      />
    );
  } else {
    // A refresh that failed keeps the order shown, with a line saying it may be out of date.
    body = (
      <>
        {order.isError ? (
          <InlineLoadError
            message="This order could not be refreshed: it may be out of date."
            onRetry={() => void order.refetch()}
          />
        ) : null}
        <LiveOrderCard order={order.data} rate={rate} detailed />
      </>
    );
  }
  return (
    <section aria-labelledby="order-detail-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <Link
          to={paths.orderHistory}
          className={cn(buttonVariants({ variant: 'link', size: 'sm' }), 'self-start')}
        >
          <ArrowLeft aria-hidden="true" />
          Back to Order History
        </Link>
        <h2 id="order-detail-title" className="text-lg font-semibold text-neutral-900">
          Order details
        </h2>
      </div>
      {body}
    </section>
  );
}

export function OrderDetailSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4 rounded-lg border border-neutral-200 p-4">
      <span role="status" className="sr-only">
        Loading the order
      </span>
      <div className="flex flex-col gap-4 sm:flex-row">
        <SkeletonText lines={5} className="sm:w-72" />
        <div className="flex flex-1 items-center gap-3">
          <Skeleton className="size-16" />
          <SkeletonText lines={2} className="flex-1" />
        </div>
      </div>
      <SkeletonText lines={3} />
    </div>
  );
}
