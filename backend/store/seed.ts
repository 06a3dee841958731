/** The store's starting state: the seed catalogue, categories and demo account (../shared/data). */
import { normaliseEmail } from '@/domain/email';
import type { Address, Category, ProductRecord } from '@/domain/types';
import { createPasswords, type Passwords } from '../passwords';
import { generateCatalog } from './catalog-generator';
import { withRatings } from './review-records';
import { DB_VERSION, type DbState, type Todo, type UserRow } from './schema';
import categoriesJson from './seed/categories.json';
import { seedReviews } from './seed-reviews';
import productsJson from './seed/products.json';
import usersJson from './seed/users.json';

/** The imported catalogue as it came: its ratings are the imported figures (no texts). */
const importedRatings = Object.fromEntries(productsJson.map((p) => [p._id, p.ratings]));

/**
 * The products as the shop starts with them: the imported catalogue (./seed/products.json) with
 * the sample reviews (./seed-reviews.ts) counted in their ratings.
 */
export const seedProducts: readonly ProductRecord[] = withRatings({
  products: productsJson,
  importedRatings,
  reviews: seedReviews(),
  users: [],
}).products;
export const seedCategories: readonly Category[] = categoriesJson;

interface SeedUser {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  addresses: Address[];
}

const seedUsers: readonly SeedUser[] = usersJson;

/** The demo account "Login As Guest" uses. */
export const DEMO_USER = (() => {
  const user = seedUsers[0];
  if (!user) throw new Error('backend/store/seed/users.json has no demo user');
  return { _id: user._id, email: user.email, password: user.password };
})();

/** The built-in sample address (docs/shop/rules.md, "Addresses"): the demo account's, which a new guest gets a copy of. */
export const SAMPLE_ADDRESS: Omit<Address, 'id'> = (() => {
  const address = seedUsers[0]?.addresses[0];
  if (!address) throw new Error('backend/store/seed/users.json has no sample address');
  const { id: _id, ...fields } = address;
  return fields;
})();

// Seed accounts are created "before" any session, at a fixed time, so seeded data is deterministic.
const SEED_TIME = '2026-01-01T09:00:00+05:30';

export const seedTodos: readonly Todo[] = [
  { _id: 'todo-1', title: 'Try a GET on /api/products', completed: true, createdAt: SEED_TIME },
  {
    _id: 'todo-2',
    title: 'POST a new todo with a JSON body',
    completed: false,
    createdAt: SEED_TIME,
  },
  { _id: 'todo-3', title: 'DELETE /api/test-todos/todo-3', completed: false, createdAt: SEED_TIME },
];

export interface SeedOptions {
  /** A generated catalogue of this many products instead of the seed's 25. */
  catalogSize?: number;
}

export type Seeder = (options?: SeedOptions) => Promise<DbState>;

/**
 * The seed, with the demo accounts' passwords hashed by `passwords`. Hashing is deliberately slow:
 * a seeder hashes once and reuses the rows on every reset.
 */
export function createSeeder(passwords: Passwords = createPasswords()): Seeder {
  let rows: Promise<UserRow[]> | undefined;
  const hashedUsers = () =>
    (rows ??= Promise.all(
      seedUsers.map(async (user) => ({
        _id: user._id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: normaliseEmail(user.email),
        createdAt: SEED_TIME,
        updatedAt: SEED_TIME,
        passwordHash: await passwords.hash(user.password),
        extra: {},
        tokenVersion: 0,
        cart: [],
        wishlist: [],
        addresses: user.addresses.map((a) => ({ ...a })),
        orders: [],
      })),
    ));
  return async (options = {}) => {
    const users = await hashedUsers();
    const products =
      options.catalogSize === undefined
        ? [...seedProducts]
        : generateCatalog(seedProducts, options.catalogSize);
    const doc: DbState = structuredClone({
      version: DB_VERSION,
      products,
      stockLevels: Object.fromEntries(products.map((p) => [p._id, { onHand: p.stock, held: 0 }])),
      categories: [...seedCategories],
      users,
      todos: [...seedTodos],
      subscribers: [],
      reviews: seedReviews(),
      importedRatings,
    });
    // The imported figures of the seed's products; a generated product's are its own ratings.
    return withRatings(doc);
  };
}
