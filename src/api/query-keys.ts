/**
 * Query keys in one place. Everything user-specific starts with 'user' so logout can drop it all
 * with one removeQueries({ queryKey: ['user'] }).
 */
export const queryKeys = {
  products: ['products'] as const,
  product: (id: string) => ['products', id] as const,
  categories: ['categories'] as const,
  coupons: ['coupons'] as const,
  user: ['user'] as const,
  cart: ['user', 'cart'] as const,
  wishlist: ['user', 'wishlist'] as const,
  addresses: ['user', 'addresses'] as const,
  orders: ['user', 'orders'] as const,
};
