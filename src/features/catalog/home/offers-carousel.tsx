/**
 * The rotating offers banner (docs/shop/screens.md, Home): 7 promotional cards, 5/3/2/1 per view,
 * autoplaying.
 */
import { Link } from 'react-router-dom';
import { Carousel } from './carousel';
import type { OfferCard } from './offers';

interface OffersCarouselProps {
  offers: readonly OfferCard[];
}

export function OffersCarousel({ offers }: OffersCarouselProps) {
  return (
    <Carousel
      label="Offers"
      autoplay
      slideClassName="basis-full min-[480px]:basis-1/2 md:basis-1/3 xl:basis-1/5"
      slides={offers.map((offer, index) => (
        <Link
          key={offer.image}
          to={offer.href}
          className="block overflow-hidden rounded-xl transition-transform hover:-translate-y-0.5"
        >
          <img
            src={offer.image}
            alt={offer.alt}
            width={400}
            height={260}
            // The first card is the page's first picture: loaded at once. The others load as they
            // come near, and the carousel asks for the next ones as it moves (see Carousel).
            loading={index === 0 ? 'eager' : 'lazy'}
            // The first card is the page's largest picture (its LCP) on every screen size; the
            // others never go ahead of it, however early they are found in view.
            fetchPriority={index === 0 ? 'high' : 'low'}
            className="h-auto w-full"
          />
        </Link>
      ))}
    />
  );
}
