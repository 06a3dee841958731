import { ListingScreen } from '@/features/catalog/listing/listing-screen';

export default function ProductsRoute() {
  return <ListingScreen />;
}
