import { rateLine } from '@/app/rate-product';
import { OrderHistory } from '@/features/account/order-history';

export default function AccountOrderHistoryRoute() {
  return <OrderHistory rate={rateLine} />;
}
