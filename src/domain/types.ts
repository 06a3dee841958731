/**
 * Entity types. `*Record` types are the wire shapes the API speaks (spec §3: prices and ratings are
 * strings); the plain names are the app's own shapes, produced by the adapters in ./adapters.ts.
 */

export interface RatingsRecord {
  value: string;
  count: string;
}

/** A product as the API sends it (seed data shape). */
export interface ProductRecord {
  _id: string;
  name: string;
  image: string;
  brand: string;
  size: string;
  price: string;
  originalPrice: string;
  off: string;
  offer: string;
  categoryName: string;
  productType: string;
  ratings: RatingsRecord;
  inStock: boolean;
  isBestSeller: boolean;
}

export interface CartLineRecord extends ProductRecord {
  qty: number;
  createdAt: string;
  updatedAt: string;
}

export interface WishlistEntryRecord extends ProductRecord {
  createdAt: string;
  updatedAt: string;
}

export interface Category {
  _id: string;
  categoryName: string;
}

/** A user as the API returns it: never a password. */
export interface PublicUser {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
  updatedAt: string;
}

export interface Address {
  id: string;
  userName: string;
  houseNumber: string;
  city: string;
  state: string;
  country: string;
  pincode: number;
  mobileNumber: number;
}

/** The fields a shopper types; the server assigns the id. */
export type AddressInput = Omit<Address, 'id'>;

export interface Coupon {
  couponName: string;
  /** A string holding a number, as the spec's coupon records do. */
  value: string;
  description: string;
  /** The order amount must be above this for the coupon to apply (0 = always). */
  minimumAmount: number;
}

export interface OrderRecord {
  _id: string;
  orderProducts: CartLineRecord[];
  amount: number;
  couponCode: string | null;
  deliveryAddress: Address;
  paymentId: string;
  userEmail: string;
  createdAt: string;
}

/** Products in the app's own shape: numbers where the wire has numeric strings. */
export interface Product {
  id: string;
  name: string;
  image: string;
  brand: string;
  size: string;
  price: number;
  originalPrice: number;
  off: string;
  offer: string;
  categoryName: string;
  productType: string;
  rating: number;
  ratingCount: number;
  inStock: boolean;
  isBestSeller: boolean;
}

export interface CartLine extends Product {
  qty: number;
}

export interface Order {
  id: string;
  lines: CartLine[];
  amount: number;
  couponCode: string | null;
  deliveryAddress: Address;
  paymentId: string;
  createdAt: string;
}
