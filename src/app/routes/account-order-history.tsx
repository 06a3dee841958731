import { OrderHistory } from '@/features/account/order-history';

export default function AccountOrderHistoryRoute() {
  return <OrderHistory />;
}
