/**
 * The signed-in shopper's order as the server holds it, for account stories whose part takes an
 * order: read through the Order History tab's own query, so a change the server answers (a cancel,
 * a return) reaches the part as it reaches the tab.
 */
import { useOrders, type ShopperOrder } from '@/api/orders';

/** The newest of the shopper's orders once the server's answer has arrived (undefined until then). */
export function useShoppersOrder(): ShopperOrder | undefined {
  return useOrders().data?.at(-1);
}
