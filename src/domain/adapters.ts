/** Turns the API's wire shapes into the app's own types, so nothing else parses numeric strings. */
import type { CartLine, CartLineRecord, Order, OrderRecord, Product, ProductRecord } from './types';

function toNumber(value: string | number): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(n) ? n : 0;
}

export function toProduct(record: ProductRecord): Product {
  return {
    id: record._id,
    name: record.name,
    image: record.image,
    brand: record.brand,
    size: record.size,
    price: toNumber(record.price),
    originalPrice: toNumber(record.originalPrice),
    off: record.off,
    offer: record.offer,
    categoryName: record.categoryName,
    productType: record.productType,
    rating: toNumber(record.ratings.value),
    ratingCount: toNumber(record.ratings.count),
    inStock: record.inStock,
    isBestSeller: record.isBestSeller,
  };
}

export function toCartLine(record: CartLineRecord): CartLine {
  return { ...toProduct(record), qty: record.qty };
}

export function toOrder(record: OrderRecord): Order {
  return {
    id: record._id,
    status: record.status,
    lines: record.orderProducts.map(toCartLine),
    amount: record.amount,
    couponCode: record.couponCode,
    deliveryAddress: record.deliveryAddress,
    paymentId: record.paymentId,
    payment: record.payment,
    createdAt: record.createdAt,
  };
}
