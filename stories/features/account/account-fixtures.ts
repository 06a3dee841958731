/** Fixed data for account stories: addresses and orders in the app's own shapes. */
import type { ShopperOrder } from '@/api/orders';
import type { Address, AddressInput, CartLine } from '@/domain/types';

export const HOME: Address = {
  id: 'addr-home',
  userName: 'Aanya Sharma',
  houseNumber: '42, Rose Villa, MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  pincode: 560001,
  mobileNumber: 9876543210,
};

export const OFFICE: Address = {
  id: 'addr-office',
  userName: 'Aanya Sharma (Office)',
  houseNumber: 'Floor 7, Prestige Tech Park, Outer Ring Road, Marathahalli',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  pincode: 560103,
  mobileNumber: 8123456789,
};

export const PARENTS: Address = {
  id: 'addr-parents',
  userName: 'Meera Sharma',
  houseNumber: 'B-12, Shanti Niketan, Lajpat Nagar II',
  city: 'New Delhi',
  state: 'Delhi',
  country: 'India',
  pincode: 110024,
  mobileNumber: 9811122233,
};

export const NEW_ADDRESS: AddressInput = {
  userName: 'Kabir Mehta',
  houseNumber: '7, Sea Breeze, Carter Road, Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  pincode: 400050,
  mobileNumber: 9988776655,
};

const line = (
  id: string,
  name: string,
  image: string,
  price: number,
  originalPrice: number,
  qty: number,
): CartLine => ({
  id,
  name,
  image,
  brand: '',
  size: '',
  price,
  originalPrice,
  off: '',
  offer: '',
  categoryName: 'Skin Care',
  productType: '',
  rating: 4,
  ratingCount: 100,
  stock: 20,
  inStock: true,
  isBestSeller: false,
  qty,
});

export const FACE_WASH = line(
  'bef7e043-ad2b-4f56-bf27-6201e26473b0',
  'Mamaearth Ubtan Natural Face Wash for Tan Removal',
  '/images/products/mamaearth-facewash-bef7e043.svg',
  338,
  375,
  2,
);

/** 90 characters: shown cut at 50 followed by '...'. */
export const SUNSCREEN = line(
  '01289a80-b93e-4f78-956f-e266059338b7',
  'Dot & Key Vitamin C + E Face Sunscreen With SPF 50 PA+++ For Glowing Skin, 100% No White Cast',
  '/images/products/dot-and-key-sunscreen-01289a80.svg',
  421,
  495,
  1,
);

export const DRYER = line(
  'b25ea8c2-c182-4548-a1db-c0530a96deaa',
  'Philips Hair Dryer (HP8120/00)',
  '/images/products/philips-dryer-b25ea8c2.svg',
  1076,
  1345,
  1,
);

/** What an order has after the sale before anything happened to it. */
const justPaid = (at: string) =>
  ({
    paymentMethod: 'online',
    paidAt: at,
    timeline: [
      { status: 'pending', at },
      { status: 'paid', at },
    ],
    shipment: null,
    deliveredAt: null,
    returnBy: null,
    returnRequest: null,
    refunds: [],
  }) satisfies Partial<ShopperOrder>;

export const ORDER_ONE: ShopperOrder = {
  id: 'order-1',
  status: 'paid',
  lines: [FACE_WASH, SUNSCREEN],
  amount: 1107,
  couponCode: 'FIRSTGLAM',
  deliveryAddress: HOME,
  paymentId: 'pay_Nq4d8YtR2kLmZx',
  payment: { provider: 'simulated', orderId: 'order_Nq4d8YtR2kLmZx', keyId: null },
  createdAt: '2026-11-20T18:30:00+05:30',
  ...justPaid('2026-11-20T18:30:00+05:30'),
};

/** ORDER_ONE shipped and delivered, its return window open until 30 Nov 2026, 15:30 UTC. */
export const DELIVERED_ONE: ShopperOrder = {
  ...ORDER_ONE,
  status: 'delivered',
  shipment: {
    carrier: 'Delhivery',
    trackingNumber: 'DLV1234567890IN',
    shippedAt: '2026-11-21T10:00:00.000Z',
  },
  deliveredAt: '2026-11-23T15:30:00.000Z',
  returnBy: '2026-11-30T15:30:00.000Z',
};

export const ORDER_TWO: ShopperOrder = {
  id: 'order-2',
  status: 'paid',
  lines: [DRYER],
  amount: 1086,
  couponCode: null,
  deliveryAddress: OFFICE,
  paymentId: 'pay_Nr7Kq2WmP0aBcd',
  payment: { provider: 'simulated', orderId: 'order_Nr7Kq2WmP0aBcd', keyId: null },
  createdAt: '2026-11-21T09:15:00+05:30',
  ...justPaid('2026-11-21T09:15:00+05:30'),
};
