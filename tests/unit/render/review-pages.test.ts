/** The product page's record (src/render/pages.ts) carries its reviews: seeded and in the JSON-LD. */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { productPagePath } from '@/api/products';
import { FIRST_REVIEW_PAGE, reviewPageQuery } from '@/api/reviews';
import type { ReviewPage } from '@/domain/reviews';
import { createSimulatedBackend } from '@backend/simulated';
import { pageApi } from '@/render/page-api';
import { PAGES } from '@/render/pages';
import { PRODUCT } from '../backend/support';

const ORIGIN = 'https://reviews.example';

describe('the product page and its reviews', () => {
  it('seeds the first page of reviews and rates the product as the API’s summary does', async () => {
    const { api } = createSimulatedBackend();
    const reader = pageApi(api);
    const queryClient = new QueryClient();
    const plan = await PAGES['product-detail'].plan(
      {
        pathname: `/products/${PRODUCT.lipstick}`,
        searchParams: new URLSearchParams(),
        api: reader,
        queryClient,
        read: (query) => reader.json(productPagePath(query)),
        seed: (query) => reader.json(productPagePath(query)),
      },
      ORIGIN,
    );
    if ('notFound' in plan) throw new Error('not found');
    const seeded = queryClient.getQueryData<ReviewPage>(
      reviewPageQuery(PRODUCT.lipstick, FIRST_REVIEW_PAGE).queryKey,
    );
    const answer = (await (
      await api.request(`/api/products/${PRODUCT.lipstick}/reviews`)
    ).json()) as ReviewPage;
    expect(seeded).toEqual(answer);
    const product = plan.head.jsonLd.find(
      (item) => (item as { '@type'?: string })['@type'] === 'Product',
    ) as { aggregateRating?: object; review?: unknown[] } | undefined;
    expect(product?.aggregateRating).toMatchObject({
      ratingValue: answer.summary.average,
      ratingCount: answer.summary.ratingCount,
      reviewCount: answer.summary.reviewCount,
    });
    expect(product?.review).toHaveLength(5);
  });
});
