import { beforeEach, describe, expect, it } from 'vitest';
import { COUPONS } from '@/domain/coupons';
import type { Category, Coupon, ProductRecord } from '@/domain/types';
import { createSimulatedBackend } from '@backend/simulated';
import { call, PRODUCT, setupBackend, TARGET } from './support';

setupBackend();

interface Todo {
  _id: string;
  title: string;
  completed: boolean;
}

describe('products and categories', () => {
  it('GET /api/products lists the 25 seed products with string prices', async () => {
    const { status, body } = await call<{ products: ProductRecord[] }>('GET', '/api/products');
    expect(status).toBe(200);
    expect(body.products).toHaveLength(25);
    const lipstick = body.products.find((p) => p._id === PRODUCT.lipstick);
    expect(lipstick).toMatchObject({ price: '468', originalPrice: '550', brand: 'Lakme' });
    expect(lipstick?.image).toBe('/images/products/lakme-lipstick-8332f751.svg');
  });

  it('GET /api/products/:productId answers the product, or 404', async () => {
    const found = await call<{ product: ProductRecord }>(
      'GET',
      `/api/products/${PRODUCT.lipstick}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.product._id).toBe(PRODUCT.lipstick);
    const missing = await call('GET', '/api/products/nope');
    expect(missing).toEqual({ status: 404, body: { errors: ['No product has the id "nope".'] } });
  });

  it('GET /api/categories lists the six categories; GET /api/categories/:id one, or 404', async () => {
    const list = await call<{ categories: Category[] }>('GET', '/api/categories');
    expect(list.body.categories.map((c) => c.categoryName)).toEqual([
      'Makeup',
      'Skin Care',
      'Appliances',
      'Hair',
      'Bath & Body',
      'Fragrance',
    ]);
    const first = list.body.categories[0] as Category;
    const one = await call<{ category: Category }>('GET', `/api/categories/${first._id}`);
    expect(one).toEqual({ status: 200, body: { category: first } });
    const missing = await call('GET', '/api/categories/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.errors).toEqual(['No category has the id "nope".']);
  });
});

describe('coupons and newsletter', () => {
  it('GET /api/coupons lists FIRSTGLAM and FIRST200 with their rules', async () => {
    const { status, body } = await call<{ coupons: Coupon[] }>('GET', '/api/coupons');
    expect(status).toBe(200);
    expect(body.coupons).toEqual(COUPONS);
    expect(body.coupons.map((c) => [c.couponName, c.value, c.minimumAmount])).toEqual([
      ['FIRSTGLAM', '10', 0],
      ['FIRST200', '200', 1000],
    ]);
  });

  it('POST /api/newsletter subscribes an email once', async () => {
    const first = await call<{ message: string }>('POST', '/api/newsletter', {
      body: { email: 'fan@example.com' },
    });
    expect(first).toEqual({
      status: 200,
      body: { message: 'Thank you for subscribing to the Glamour newsletter!' },
    });
    const again = await call<{ message: string }>('POST', '/api/newsletter', {
      body: { email: 'FAN@example.com' },
    });
    expect(again.body.message).toBe('You are already subscribed to the Glamour newsletter.');
  });

  it.each([[{ email: 'nope' }], [{}], [{ email: 42 }]])(
    'POST /api/newsletter refuses %j',
    async (body) => {
      const answer = await call('POST', '/api/newsletter', { body });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]).toMatch(/^email: /);
    },
  );
});

describe('test-todos (the request tester’s resource)', () => {
  // Server mode gives every caller a list of their own, which starts empty (the security suite's
  // anonymous.test.ts attacks that); the in-page back end has one list, with the seed's samples.
  beforeEach(async () => {
    if (TARGET === 'server') await call('POST', '/api/test-todos', { body: { title: 'A sample' } });
  });

  it('GET lists the sample todos', async () => {
    const { status, body } = await call<{ todos: Todo[] }>('GET', '/api/test-todos');
    expect(status).toBe(200);
    expect(body.todos.length).toBeGreaterThan(0);
  });

  it('POST accepts {todo: {title}} and {title}, answering 201 with the list', async () => {
    const a = await call<{ todos: Todo[] }>('POST', '/api/test-todos', {
      body: { todo: { title: 'Buy kajal' } },
    });
    expect(a.status).toBe(201);
    expect(a.body.todos.at(-1)).toMatchObject({ title: 'Buy kajal', completed: false });
    const b = await call<{ todos: Todo[] }>('POST', '/api/test-todos', {
      body: { title: 'Buy toner' },
    });
    expect(b.body.todos.map((t) => t.title).slice(-2)).toEqual(['Buy kajal', 'Buy toner']);
  });

  it.each([[{ todo: { title: '' } }], [{ todo: {} }], [{ title: 5 }], [[]]])(
    'POST refuses %j with 400',
    async (body) => {
      const before = await call<{ todos: Todo[] }>('GET', '/api/test-todos');
      const answer = await call('POST', '/api/test-todos', { body });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.length).toBeGreaterThan(0);
      expect((await call('GET', '/api/test-todos')).body).toEqual(before.body);
    },
  );

  it('POST refuses malformed JSON', async () => {
    const answer = await call('POST', '/api/test-todos', { rawBody: '{title:' });
    expect(answer).toEqual({
      status: 400,
      body: { errors: ['The request body is not valid JSON.'] },
    });
  });

  it('DELETE removes a todo, and answers 404 for an unknown one', async () => {
    const { body } = await call<{ todos: Todo[] }>('GET', '/api/test-todos');
    const first = body.todos[0] as Todo;
    const deleted = await call<{ todos: Todo[] }>('DELETE', `/api/test-todos/${first._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.todos.some((t) => t._id === first._id)).toBe(false);
    const again = await call('DELETE', `/api/test-todos/${first._id}`);
    expect(again).toEqual({
      status: 404,
      body: { errors: [`No todo has the id "${first._id}".`] },
    });
  });
});

describe('routing', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['PUT', '/api/products'],
    ['PATCH', '/api/user/cart'],
    ['POST', '/api/products/123'],
    ['DELETE', '/api/auth/login'],
  ])('answers 404 naming %s %s for an unknown /api route', async (method, path) => {
    const answer = await call(method, path);
    expect(answer).toEqual({
      status: 404,
      body: { errors: [`No API route matches ${method} ${path}.`] },
    });
  });
});

interface ProductPageBody {
  products: ProductRecord[];
  total: number;
  page: number;
  pageSize: number;
  facets: {
    categories: Record<string, number>;
    brands: Record<string, number>;
    ratings: Record<string, number>;
  };
}

describe('the catalogue query: GET /api/products with parameters (one page, total, facets)', () => {
  it('answers one page with the total and the facet counts', async () => {
    const all = (await call<{ products: ProductRecord[] }>('GET', '/api/products')).body.products;
    const { status, body } = await call<ProductPageBody>(
      'GET',
      '/api/products?category=Makeup&sort=LTH&page=1&pageSize=3',
    );
    expect(status).toBe(200);
    const makeup = all.filter((p) => p.categoryName === 'Makeup');
    const cheapest = [...makeup].sort((a, b) => Number(a.price) - Number(b.price)).slice(0, 3);
    expect(body.products.map((p) => p._id)).toEqual(cheapest.map((p) => p._id));
    expect(body).toMatchObject({ total: makeup.length, page: 1, pageSize: 3 });
    // A category's count ignores the category filter itself (it is what ticking it would show).
    expect(body.facets.categories['Skin Care']).toBe(
      all.filter((p) => p.categoryName === 'Skin Care').length,
    );
    const lakme = makeup.filter((p) => p.brand === 'Lakme').length;
    expect(body.facets.brands.Lakme).toBe(lakme);
    expect(body.facets.ratings['1']).toBe(
      makeup.filter((p) => Number(p.ratings.value) >= 1).length,
    );
  });

  it('searches names case-insensitively, and a page past the end is empty with the total', async () => {
    const { body } = await call<ProductPageBody>('GET', '/api/products?q=LIPSTICK&page=9');
    expect(body.products).toEqual([]);
    expect(body.total).toBeGreaterThan(0);
    const first = await call<ProductPageBody>('GET', '/api/products?q=LIPSTICK');
    expect(first.body.products.length).toBe(first.body.total);
    for (const p of first.body.products) expect(p.name.toLowerCase()).toContain('lipstick');
  });

  it('refuses bad parameters with 400 naming each one', async () => {
    const bad = await call(
      'GET',
      '/api/products?pageSize=101&page=0&sort=cheap&rating=5&maxPrice=abc',
    );
    expect(bad.status).toBe(400);
    const errors = (bad.body.errors ?? []).join('\n');
    for (const name of ['pageSize', 'page', 'sort', 'rating', 'maxPrice'])
      expect(errors).toContain(`${name}:`);
  });
});

describe('deep paging (more than 10,000 results)', () => {
  // Its own back end: 12,000 generated products, in memory (fast, unlike seeding a database).
  const { api } = createSimulatedBackend({ catalogSize: 12_000 });
  const get = async (path: string) => {
    const response = await api.request(path);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('refuses a page that starts past the first 10,000 results with 400', async () => {
    expect((await get('/api/products?page=100&pageSize=100')).status).toBe(200);
    const beyond = await get('/api/products?page=101&pageSize=100');
    expect(beyond.status).toBe(400);
    expect((beyond.body.errors as string[])[0]).toMatch(/^page: only the first 10,000 results/);
  });

  it('answers a page past the end of the results empty, with the total', async () => {
    const past = await get('/api/products?page=200&pageSize=100');
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ products: [], total: 12_000, page: 200, pageSize: 100 });
  });
});
