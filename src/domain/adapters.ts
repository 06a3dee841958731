/**
 * Turns the API's wire shapes into the app's own types and back, so nothing else parses numeric
 * strings. Only src/api uses these (eslint.config.js keeps them out of the features).
 */
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
    stock: record.stock,
    inStock: record.inStock,
    isBestSeller: record.isBestSeller,
  };
}

/** The wire record for a product (the inverse of toProduct), for a product the cache has no record of. */
export function toProductRecord(product: Product): ProductRecord {
  return {
    _id: product.id,
    name: product.name,
    image: product.image,
    brand: product.brand,
    size: product.size,
    price: String(product.price),
    originalPrice: String(product.originalPrice),
    off: product.off,
    offer: product.offer,
    categoryName: product.categoryName,
    productType: product.productType,
    ratings: { value: String(product.rating), count: String(product.ratingCount) },
    stock: product.stock,
    inStock: product.inStock,
    isBestSeller: product.isBestSeller,
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
