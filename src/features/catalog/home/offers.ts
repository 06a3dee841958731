/**
 * The home page's promotional content (docs/shop/screens.md, Home): 7 offer cards, the top brands
 * and first-purchase codes.
 */
import { brandOnly, categoryOnly, DEFAULT_FILTERS, filtersHref } from '@/domain/filters';
import { paths } from '@/lib/paths';

export interface OfferCard {
  image: string;
  /** What the card says, for people who cannot see it. */
  alt: string;
  href: string;
}

const listing = (category: string) => filtersHref(paths.products, categoryOnly(category));

export const OFFER_CARDS: readonly OfferCard[] = [
  {
    image: '/images/offers/offer-makeup.svg',
    alt: 'Makeup must-haves: up to 25% off lipsticks and more',
    href: listing('Makeup'),
  },
  {
    image: '/images/offers/offer-skin-care.svg',
    alt: 'Skin care glow essentials: serums and sunscreens from ₹249',
    href: listing('Skin Care'),
  },
  {
    image: '/images/offers/offer-hair.svg',
    alt: 'Hair care combos: buy 1 get 1 free on onion care',
    href: listing('Hair'),
  },
  {
    image: '/images/offers/offer-bath-body.svg',
    alt: 'Bath and body shower favourites: up to 25% off',
    href: listing('Bath & Body'),
  },
  {
    image: '/images/offers/offer-fragrance.svg',
    alt: 'Scents of summer: mists and perfumes from ₹280',
    href: listing('Fragrance'),
  },
  {
    image: '/images/offers/offer-appliances.svg',
    alt: 'Style at home: up to 20% off hair dryers and brushes',
    href: listing('Appliances'),
  },
  {
    image: '/images/offers/offer-bestsellers.svg',
    alt: 'Loved by thousands: shop our top-rated picks',
    href: filtersHref(paths.products, { ...DEFAULT_FILTERS, rating: 4 }),
  },
];

export interface TopBrand {
  /** The brand exactly as products carry it (the listing's brand filter). */
  brand: string;
  /** How the brand writes its own name. */
  name: string;
  image: string;
  href: string;
}

const brand = (value: string, name: string, slug: string): TopBrand => ({
  brand: value,
  name,
  image: `/images/brands/${slug}.svg`,
  href: filtersHref(paths.products, brandOnly(value)),
});

export const TOP_BRANDS: readonly TopBrand[] = [
  brand('mamaearth', 'mamaearth', 'mamaearth'),
  brand('Lakme', 'Lakme', 'lakme'),
  brand('Veet', 'Veet', 'veet'),
  brand('Plum', 'Plum', 'plum'),
  brand('Dot & Key', 'Dot & Key', 'dot-and-key'),
  brand('MAC', 'MAC', 'mac'),
  brand('NIVEA', 'NIVEA', 'nivea'),
  brand('Philips', 'Philips', 'philips'),
];

export interface FirstPurchaseOffer {
  code: string;
  title: string;
  description: string;
}

export const FIRST_PURCHASE_OFFERS: readonly FirstPurchaseOffer[] = [
  {
    code: 'FIRSTGLAM',
    title: 'Free shipping',
    description: 'Free shipping on your first order.',
  },
  {
    code: 'FIRST200',
    title: 'Flat ₹200 off',
    description: 'Flat ₹200 off on orders above ₹1000.',
  },
];
