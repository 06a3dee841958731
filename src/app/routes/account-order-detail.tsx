import { useParams } from 'react-router-dom';
import { rateLine } from '@/app/rate-product';
import { OrderDetail } from '@/features/account/order-detail';

export default function AccountOrderDetailRoute() {
  const { orderId = '' } = useParams();
  return <OrderDetail key={orderId} orderId={orderId} rate={rateLine} />;
}
