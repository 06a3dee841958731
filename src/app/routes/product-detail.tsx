import { ProductDetailScreen } from '@/features/catalog/detail/product-detail-screen';

export default function ProductDetailRoute() {
  return <ProductDetailScreen />;
}
