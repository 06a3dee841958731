/** Cart lines and wishlist entries built from the seed products, for cart and wishlist stories (fixed data). */
import seed from '../../../backend/store/seed/products.json';
import { toCartLine } from '@/domain/adapters';
import { COUPONS } from '@/domain/coupons';
import type { CartLineRecord, Coupon, ProductRecord, WishlistEntryRecord } from '@/domain/types';

const STAMP = '2026-11-22T10:00:00+05:30';
export const seedRecords = seed as ProductRecord[];

export function productRecord(idPrefix: string): ProductRecord {
  const record = seedRecords.find((p) => p._id.startsWith(idPrefix));
  if (!record) throw new Error(`No seed product ${idPrefix}`);
  return record;
}

export function cartRecord(idPrefix: string, qty = 1): CartLineRecord {
  return { ...productRecord(idPrefix), qty, createdAt: STAMP, updatedAt: STAMP };
}

export function wishlistRecord(idPrefix: string): WishlistEntryRecord {
  return { ...productRecord(idPrefix), createdAt: STAMP, updatedAt: STAMP };
}

/** Face wash ₹338 (MRP 375). */
export const FACE_WASH = 'bef7e043';
/** Lipstick ₹468 (MRP 550), a long name. */
export const LIPSTICK = '8332f751';
/** Philips straightener ₹2,956 (MRP 3,695). */
export const STRAIGHTENER = '532ca778';
/** Kajal ₹265 (MRP 350). */
export const KAJAL = '4030410b';
/** Plum toner ₹293 (MRP 390). */
export const TONER = '40cdc285';

/** ₹338×2 + ₹468 = ₹1,144 to pay before coupons: FIRST200 applies. */
export const cartAboveThousand = [cartRecord(FACE_WASH, 2), cartRecord(LIPSTICK)];
/** ₹338 + ₹265: FIRST200 does not apply. */
export const cartBelowThousand = [cartRecord(FACE_WASH), cartRecord(KAJAL)];

export const linesOf = (records: CartLineRecord[]) => records.map(toCartLine);

export const [FIRSTGLAM, FIRST200] = COUPONS as [Coupon, Coupon];
export const coupons: Coupon[] = [...COUPONS];
