/**
 * The product detail route (/products/:productId): the product, then related products (from its
 * category's first page, its own type first) and the shopper's recently viewed ones (each asked for
 * by id). An unknown id gets a friendly not-found state.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { PackageSearch } from 'lucide-react';
import { isApiError } from '@/api/client';
import { productPageQuery, productQuery } from '@/api/products';
import { relatedProducts } from '@/domain/related-products';
import { NOT_FOUND_TITLE, productTitle } from '@/domain/seo';
import type { Product } from '@/domain/types';
import { paths } from '@/lib/paths';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Button } from '@/ui/button';
import { categoryQuery } from '../catalog-queries';
import { ShopProductCard } from '../shop-product-card';
import { useShopActions } from '../use-shop-actions';
import { ProductDetail, ProductDetailSkeleton } from './product-detail';
import { ProductRow } from './product-row';
import { useRecentlyViewed } from './use-recently-viewed';

const NO_PRODUCTS: Product[] = [];

interface ProductDetailScreenProps {
  /** The product's reviews, from the reviews feature (the app's route puts them here). */
  reviews?: (product: Product) => ReactNode;
}

export function ProductDetailScreen({ reviews }: ProductDetailScreenProps = {}) {
  const { productId = '' } = useParams();
  const query = useQuery({ ...productQuery(productId), enabled: productId !== '' });
  const actions = useShopActions();

  const product = query.data ?? null;
  // 404, or 400 for an id the API refuses before looking (blank, over 200 characters): no product
  // has it either way, and asking again cannot change that.
  const notFound =
    query.isError &&
    isApiError(query.error) &&
    query.error.kind === 'http' &&
    (query.error.status === 404 || query.error.status === 400);
  // The page's title is the product's (as in the head the server renders), once it is here; an
  // unknown product's is the not-found page's, as the server names it, not the page before's.
  useEffect(() => {
    if (product) document.title = productTitle(product);
    else if (notFound) document.title = NOT_FOUND_TITLE;
  }, [product, notFound]);
  const neighbours = useQuery({
    ...productPageQuery(categoryQuery(product?.categoryName ?? '')),
    enabled: product !== null,
  });
  const recentIds = useRecentlyViewed(productId, product !== null);
  // Each by its own id (cached one by one): a product no longer sold is left out.
  const recent = useQueries({
    queries: recentIds.map((id) => ({ ...productQuery(id), retry: false })),
    combine: (results) => results.flatMap((r) => (r.data ? [r.data] : [])),
  });
  const related = useMemo(
    () => (product ? relatedProducts(product, neighbours.data?.products ?? NO_PRODUCTS) : []),
    [product, neighbours.data],
  );

  const renderCard = (p: Product) => <ShopProductCard product={p} actions={actions} />;

  let body;
  if (query.isPending) {
    body = <ProductDetailSkeleton />;
  } else if (query.isError) {
    body = notFound ? (
      <EmptyState
        headingLevel="h1"
        icon={<PackageSearch />}
        title="We could not find that product."
        description="It may have been removed, or the link may be mistyped. Everything we sell is in the product list."
        action={
          <Button asChild>
            <Link to={paths.products}>Browse all products</Link>
          </Button>
        }
      />
    ) : (
      <LoadError
        headingLevel="h1"
        title="We could not load this product."
        message="Check your internet connection and try again."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    body = (
      <ProductDetail
        product={query.data}
        inCart={actions.isInCart(productId)}
        inWishlist={actions.isInWishlist(productId)}
        cartBusy={actions.isCartBusy(productId)}
        onAddToCart={actions.addToCart}
        onGoToCart={actions.goToCart}
        onToggleWishlist={actions.toggleWishlist}
      />
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-6">
      {body}
      {product ? (
        <>
          {reviews?.(product)}
          <ProductRow title="Related products" products={related} renderCard={renderCard} />
          <ProductRow title="Recently viewed" products={recent} renderCard={renderCard} />
        </>
      ) : null}
    </div>
  );
}
