/** Fixed orders for the email stories and their unit tests, in the emails' own shape. */
import type { OrderEmailOrder, OrderEmailProps } from '@/emails/order-email';

export const SHOP_URL = 'https://glamour.example';

/** An online order of two products (three units) with a coupon. */
export const ONLINE_ORDER: OrderEmailOrder = {
  id: 'c0ffee00-order-4b1d-9a7e-000000000042',
  createdAt: '2026-12-01T09:30:00.000Z',
  lines: [
    {
      productId: '8332f751-1305-49a0-83c2-c25138bd44cc',
      name: 'Lakme 9 To 5 Primer + Matte Lipstick - MP8 Rosy Sunday',
      brand: 'Lakme',
      size: '(3.6g)',
      qty: 2,
      price: 468,
    },
    {
      productId: 'b94e51fb-31bc-466f-ac1a-6dc2902c2f77',
      name: 'Plum Green Tea Renewed Clarity Night Gel',
      brand: 'Plum',
      size: '(50ml)',
      qty: 1,
      price: 518,
    },
  ],
  // 468 × 2 + 518 + 10 delivery − 100 coupon
  total: 1364,
  couponCode: 'GLAM100',
  paymentMethod: 'online',
  shipTo: { name: 'Aanya Sharma', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
};

/** A cash on delivery order of one product, no coupon. */
export const COD_ORDER: OrderEmailOrder = {
  id: 'c0ffee00-order-4b1d-9a7e-000000000043',
  createdAt: '2026-12-02T14:05:00.000Z',
  lines: [
    {
      productId: 'bef7e043-ad2b-4f56-bf27-6201e26473b0',
      name: 'Mamaearth Ubtan Natural Face Wash for Tan Removal',
      brand: 'mamaearth',
      size: '(150ml)',
      qty: 1,
      price: 338,
    },
  ],
  total: 348,
  couponCode: null,
  paymentMethod: 'cod',
  shipTo: { name: 'Kabir Mehta', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' },
};

export const PLACED: OrderEmailProps<'order_placed'> = {
  order: ONLINE_ORDER,
  event: { kind: 'order_placed' },
  publicUrl: SHOP_URL,
};

export const SHIPPED: OrderEmailProps<'order_shipped'> = {
  order: ONLINE_ORDER,
  event: { kind: 'order_shipped', carrier: 'Blue Dart', trackingNumber: 'BD123456789IN' },
  publicUrl: SHOP_URL,
};

export const DELIVERED: OrderEmailProps<'order_delivered'> = {
  order: ONLINE_ORDER,
  event: { kind: 'order_delivered', returnBy: '2026-12-10T09:30:00.000Z' },
  publicUrl: SHOP_URL,
};

export const REFUNDED: OrderEmailProps<'refund_issued'> = {
  order: ONLINE_ORDER,
  event: { kind: 'refund_issued', amount: 1364, inFull: true },
  publicUrl: SHOP_URL,
};
