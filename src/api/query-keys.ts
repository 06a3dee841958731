/**
 * The root of every user-specific query key: each resource module (./cart.ts, ./orders.ts ...) keys
 * its shopper's data under it, so logout can drop it all with one removeQueries({ queryKey: ['user'] }).
 */
export const queryKeys = {
  user: ['user'] as const,
};
