/** The Order History tab's content: the orders as given, or the empty state with Shop Now. */
import type { ReactNode } from 'react';
import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ShopperOrder } from '@/api/orders';
import { EmptyState } from '@/components/empty-state';
import { RegionBoundary, RegionError } from '@/components/region-boundary';
import { paths } from '@/lib/paths';
import { buttonVariants } from '@/ui/button';
import { OrderCard } from './order-card';

export interface OrderListProps {
  orders: ShopperOrder[];
  /** Each order's card; a plain card (no actions) when left out. */
  renderOrder?: (order: ShopperOrder) => ReactNode;
  /** A line under the heading (a refresh that failed). */
  notice?: ReactNode;
}

const plainCard = (order: ShopperOrder) => <OrderCard order={order} linkToDetails />;

const reloadOrder = () => (
  <RegionError name="This order" onRetry={() => window.location.reload()} />
);

export function OrderList({ orders, renderOrder = plainCard, notice }: OrderListProps) {
  return (
    <section aria-labelledby="order-history-title" className="flex flex-col gap-4">
      <h2 id="order-history-title" className="text-lg font-semibold text-neutral-900">
        Order History
      </h2>
      {notice}
      {orders.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          icon={<PackageOpen />}
          title="Looks like your order is empty!"
          action={
            <Link to={paths.products} className={buttonVariants()}>
              Shop Now
            </Link>
          }
        />
      ) : (
        <ol className="flex flex-col gap-4">
          {orders.map((order) => (
            <li key={order.id}>
              {/* One order the page cannot show (a status from a newer server, say) costs only its
                  own card: the rest of the history stays. Try again reloads, which also brings
                  the newer page. */}
              <RegionBoundary name="This order" resetKey={order} fallback={reloadOrder}>
                {renderOrder(order)}
              </RegionBoundary>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
