import { describe, expect, it } from 'vitest';
import { productJsonLd } from '@/domain/json-ld';
import type { Review, ReviewPage } from '@/domain/reviews';
import { seedProducts } from '@backend/store/seed';

const product = seedProducts[1];
if (!product) throw new Error('no seed product');
const review = (i: number): Review => ({
  _id: `r${i}`,
  productId: product._id,
  rating: 1 + (i % 5),
  title: `Title ${i}`,
  body: `<b>Body</b> ${i}`,
  authorName: 'Aanya S.',
  verifiedPurchase: true,
  helpfulCount: 0,
  createdAt: '2026-03-04T10:00:00+05:30',
  updatedAt: '2026-03-04T10:00:00+05:30',
});
const page: ReviewPage = {
  reviews: Array.from({ length: 7 }, (_, i) => review(i)),
  total: 7,
  summary: {
    average: 4.3,
    ratingCount: 25827,
    reviewCount: 7,
    histogram: { '1': 2, '2': 2, '3': 1, '4': 1, '5': 1 },
  },
};

describe('a product page’s JSON-LD with its reviews', () => {
  it('rates as the API’s summary says and marks up at most five reviews, their text as written', () => {
    const ld = productJsonLd('https://shop.example', product, 'https://shop.example/p', page);
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      ratingCount: 25827,
      reviewCount: 7,
      bestRating: 5,
      worstRating: 1,
    });
    const reviews = ld.review as unknown as readonly {
      reviewBody: string;
      author: { name: string };
    }[];
    expect(reviews).toHaveLength(5);
    expect(reviews[0]).toMatchObject({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Aanya S.' },
      datePublished: '2026-03-04',
      name: 'Title 0',
      reviewBody: '<b>Body</b> 0',
      reviewRating: { '@type': 'Rating', ratingValue: 1 },
    });
  });

  it('without reviews keeps the imported figure and marks up no review', () => {
    const ld = productJsonLd('https://shop.example', product, 'https://shop.example/p');
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4.4, ratingCount: 25825 });
    expect(ld).not.toHaveProperty('review');
  });
});
