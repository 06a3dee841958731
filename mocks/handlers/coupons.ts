/** GET /api/coupons: the coupons of src/domain/coupons.ts (the same rules price orders). */
import { COUPONS } from '@/domain/coupons';
import { json, route } from './http';

export const couponHandlers = [
  route('coupons', 'get', '/api/coupons', async () => json({ coupons: COUPONS })),
];
