/**
 * An order's card wired to the server: Cancel and Return call the API (src/api/orders.ts), whose
 * answers replace the cached orders and whose toasts say what happened. Each order has its own
 * queue, so its calls reach the server in the order the shopper made them.
 */
import { useCancelOrder, useReturnOrder, type ShopperOrder } from '@/api/orders';
import { OrderCard, type OrderCardProps } from './order-card';

export type LiveOrderCardProps = Pick<OrderCardProps, 'rate' | 'linkToDetails' | 'detailed'> & {
  order: ShopperOrder;
};

export function LiveOrderCard({ order, ...props }: LiveOrderCardProps) {
  const cancel = useCancelOrder(order.id);
  const giveBack = useReturnOrder(order.id);
  return (
    <OrderCard
      order={order}
      onCancel={(id) => cancel.mutateAsync(id)}
      cancelling={cancel.isPending}
      onReturn={(_, input) => giveBack.mutateAsync(input)}
      {...props}
    />
  );
}
