import { ProductDetailScreen } from '@/features/catalog/detail/product-detail-screen';
import { ReviewsSection } from '@/features/reviews/reviews-section';

export default function ProductDetailRoute() {
  return (
    <ProductDetailScreen
      reviews={(product) => <ReviewsSection productId={product.id} productName={product.name} />}
    />
  );
}
