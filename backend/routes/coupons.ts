/** GET /api/coupons: the coupons of src/domain/coupons.ts (the same rules price orders). */
import { Hono } from 'hono';
import { COUPONS } from '@/domain/coupons';

export const couponRoutes = () => new Hono().get('/', (c) => c.json({ coupons: COUPONS }));
