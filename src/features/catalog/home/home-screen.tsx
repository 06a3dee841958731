/**
 * The home page (docs/shop/screens.md, Home): offers carousel, summer sale, top brands,
 * first-purchase offers, best sellers, the newsletter, trust badges and the footer.
 */
import { BelowTheFold } from '@/components/below-the-fold';
import { HydrateApart } from '@/components/hydrate-apart';
import { LoadError } from '@/components/load-error';
import { RegionBoundary } from '@/components/region-boundary';
import { useId, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/notify';
import { errorMessage } from '@/api/client';
import { subscribeToNewsletter } from '@/api/newsletter';
import { bestSellersQuery } from '@/api/products';
import { ProductCardSkeleton } from '@/components/product-card';
import { FEATURED_QUERY } from '../catalog-queries';
import { ShopProductCard } from '../shop-product-card';
import { useShopActions } from '../use-shop-actions';
import { BestSellers } from './best-sellers';
import { FirstPurchaseOffers } from './first-purchase-offers';
import { NewsletterBox } from './newsletter-box';
import { FIRST_PURCHASE_OFFERS, OFFER_CARDS, TOP_BRANDS } from './offers';
import { OffersCarousel } from './offers-carousel';
import { SiteFooter } from './site-footer';
import { SummerSaleBanner } from './summer-sale-banner';
import { TopBrands } from './top-brands';
import { TrustBadges } from './trust-badges';

function HomeSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-semibold text-neutral-900 sm:text-2xl">
        {title}
      </h2>
      {/* Each section hydrates in a commit of its own (the page's is one long task otherwise). */}
      <HydrateApart>{children}</HydrateApart>
    </section>
  );
}

/** A reason as a sentence: ended with a full stop unless it has its own. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

export function HomeScreen() {
  // The best sellers among the featured page (the listing's first page): the catalogue itself
  // never crosses the wire, however large it is, and the page's data carries only these.
  const products = useQuery(bestSellersQuery(FEATURED_QUERY));
  const actions = useShopActions();
  const bestSellers = products.data?.products ?? [];
  const newsletter = useMutation({ mutationFn: subscribeToNewsletter });

  const subscribe = async (email: string) => {
    try {
      const message = await newsletter.mutateAsync(email);
      toast.success(message);
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  };

  return (
    <>
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6 sm:px-6">
        <h1 className="sr-only">Glamour: beauty and personal care</h1>
        <HydrateApart>
          <OffersCarousel offers={OFFER_CARDS} />
        </HydrateApart>
        <SummerSaleBanner />
        <HomeSection title="Top Brands">
          <TopBrands brands={TOP_BRANDS} />
        </HomeSection>
        <HomeSection title="Offers on your first purchase">
          <FirstPurchaseOffers offers={FIRST_PURCHASE_OFFERS} />
        </HomeSection>
        <HomeSection title="Best Sellers">
          {products.isPending ? (
            <div role="status" className="grid grid-cols-2 gap-4 md:grid-cols-4 xl:grid-cols-5">
              <span className="sr-only">Loading best sellers</span>
              {Array.from({ length: 5 }, (_, i) => (
                <ProductCardSkeleton key={i} className={i >= 2 ? 'hidden md:flex' : undefined} />
              ))}
            </div>
          ) : products.isError ? (
            <LoadError
              headingLevel="h3"
              title="Best sellers could not load right now."
              message={`${sentence(errorMessage(products.error))} Every product is in the product list.`}
              onRetry={() => void products.refetch()}
              retrying={products.isFetching}
            />
          ) : (
            <BestSellers
              products={bestSellers}
              renderCard={(product) => <ShopProductCard product={product} actions={actions} />}
            />
          )}
        </HomeSection>
        <HydrateApart>
          <NewsletterBox onSubscribe={subscribe} />
        </HydrateApart>
        {/* The browser lays out what is within one and a half screens of the one in view; on a
            phone (412 x 823) these two start beyond that, so its first style and layout pass
            leaves them out. The parts above them would be laid out in that
            pass anyway, and skipping them would only cost the browser a second pass to undo it. */}
        <BelowTheFold estimate={{ base: 330, md: 296, lg: 164 }}>
          <HomeSection title="Why shop with us">
            <TrustBadges />
          </HomeSection>
        </BelowTheFold>
      </div>
      <BelowTheFold estimate={{ base: 458, md: 266 }}>
        <RegionBoundary name="The footer">
          <HydrateApart>
            <SiteFooter />
          </HydrateApart>
        </RegionBoundary>
      </BelowTheFold>
    </>
  );
}
