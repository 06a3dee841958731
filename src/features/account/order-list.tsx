/** The Order History tab's content: the orders as given, or the empty state with Shop Now. */
import type { ReactNode } from 'react';
import { PackageOpen } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ShopperOrder } from '@/api/orders';
import { EmptyState } from '@/components/empty-state';
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
            <li key={order.id}>{renderOrder(order)}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
