/** Coupons: GET /api/coupons. */
import { queryOptions } from '@tanstack/react-query';
import type { Coupon } from '@/domain/types';
import { request } from './client';

export const couponKeys = {
  all: ['coupons'] as const,
};

export const couponsQuery = queryOptions({
  queryKey: couponKeys.all,
  queryFn: async () => (await request<{ coupons: Coupon[] }>('/api/coupons')).coupons,
});
