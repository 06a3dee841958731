/**
 * Server mode in one process (PGlite in memory): /api/* answered by backend/'s API app over real
 * HTTP, the build served as a real host would (prerendered pages as they are, SPA fallback, caching,
 * compression), the console behind the admin token, exports without password hashes.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER, seedProducts } from '@backend/store/seed';
import { compressFolder } from '../../../build/compress-plugin';
import { ADMIN_TOKEN_HEADER } from '@backend/messages';
import { parseConfig } from '../../../server/config';
import { startServer, type RunningServer } from '../../../server/start';

const ADMIN = 'test-admin-token-0123456789';
let dist: string;
let server: RunningServer;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'glamour-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await mkdir(path.join(dist, 'products'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(
    path.join(dist, 'products', 'index.html'),
    '<!doctype html><title>listing</title>',
  );
  await writeFile(path.join(dist, 'about.html'), '<!doctype html><title>about</title>');
  await writeFile(path.join(dist, '404.html'), '<!doctype html><title>not found</title>');
  await writeFile(path.join(dist, 'assets', 'app-Ab12Cd34.js'), 'console.log("x");\n'.repeat(500));
  await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\n');
  await writeFile(path.join(os.tmpdir(), 'glamour-secret.txt'), 'outside');
  // The build writes the compressed copies the server sends (build/compress-plugin.ts).
  await compressFolder(dist);
  const config = parseConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    GLAMOUR_DATA_DIR: 'memory://',
    GLAMOUR_DIST_DIR: dist,
    GLAMOUR_ADMIN_TOKEN: ADMIN,
    GLAMOUR_TOKEN_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
  });
  server = await startServer(config, { quiet: true });
  await server.ready;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(server.url + pathname, { headers });

async function login(): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USER.email, password: DEMO_USER.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { encodedToken: string }).encodedToken;
}

describe('the API over real HTTP', () => {
  it('answers with the API app on the database', async () => {
    const response = await get('/api/products');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { products: unknown }).products).toEqual(seedProducts);
    const one = await get(`/api/products/${seedProducts[0]?._id ?? ''}`);
    expect(await one.json()).toEqual({ product: seedProducts[0] });
    expect(await (await get('/api/products/nope')).json()).toEqual({
      errors: ['No product has the id "nope".'],
    });
    expect((await get('/api/nowhere')).status).toBe(404);
  });

  it('signs in, keeps a cart, and gives bad input the same 400 as the simulated back end', async () => {
    const token = await login();
    const add = await fetch(`${server.url}/api/user/cart`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify({ product: { _id: seedProducts[1]?._id } }),
    });
    expect(add.status).toBe(201);
    const bad = await fetch(`${server.url}/api/user/cart`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json' },
      body: '{"product":',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: ['The request body is not valid JSON.'] });
    const cart = (await (await get('/api/user/cart', { authorization: token })).json()) as {
      cart: { _id: string }[];
    };
    expect(cart.cart.map((l) => l._id)).toEqual([seedProducts[1]?._id]);
    expect((await get('/api/user/cart', { authorization: 'forged' })).status).toBe(401);
  });

  it('compresses larger JSON answers (Hono compress: gzip or deflate)', async () => {
    // fetch decodes transparently; the header says what travelled.
    const gz = await get('/api/products', { 'accept-encoding': 'br, gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(((await gz.json()) as { products: unknown[] }).products).toHaveLength(25);
    const plain = await get('/api/products', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});

describe('the admin side', () => {
  it('the console answers only with the admin token', async () => {
    for (const pathname of ['/api/_console/settings', '/api/_console/store', '/api/_console/log']) {
      const refused = await get(pathname);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { errors: string[] }).errors[0]).toMatch(/admin token/);
      expect((await get(pathname, { [ADMIN_TOKEN_HEADER]: 'wrong-token-0123456789' })).status).toBe(
        401,
      );
      expect((await get(pathname, { [ADMIN_TOKEN_HEADER]: ADMIN })).status).toBe(200);
    }
    const reset = await fetch(`${server.url}/api/_console/reset`, { method: 'POST' });
    expect(reset.status).toBe(401);
  });

  it('an export never contains password hashes, and importing it keeps every account able to log in', async () => {
    const exported = await get('/api/_console/store', { [ADMIN_TOKEN_HEADER]: ADMIN });
    const text = await exported.text();
    expect(text).not.toMatch(/pbkdf2/);
    const { store } = JSON.parse(text) as { store: { users: { passwordHash: string }[] } };
    expect(store.users.every((u) => u.passwordHash === 'redacted')).toBe(true);
    const imported = await fetch(`${server.url}/api/_console/store`, {
      method: 'POST',
      headers: { [ADMIN_TOKEN_HEADER]: ADMIN, 'content-type': 'application/json' },
      body: JSON.stringify({ store }),
    });
    expect(imported.status).toBe(200);
    await login();
  });

  it('/healthz says whether the database answers', async () => {
    expect(await (await get('/healthz')).json()).toEqual({ ok: true, payments: 'test' });
  });
});

describe('the build, served', () => {
  it('renders public pages from the database, and serves the SPA shell for signed-in pages', async () => {
    // The build's own files for these paths are superseded by pages rendered from the live shop.
    for (const url of ['/products', '/products/']) {
      const listing = await (await get(url)).text();
      expect(listing).not.toContain('<title>listing</title>');
      expect(listing).toContain('<title>All products | Glamour</title>');
    }
    expect(await (await get('/')).text()).toContain('<title>Glamour | Beauty &amp; personal care');
    // An unknown product and an unknown path: the not-found page, 404.
    for (const url of ['/products/8332f751', '/about']) {
      const missing = await get(url);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('Looks like page is not found!');
    }
    const cart = await get('/cart');
    expect(cart.status).toBe(200);
    expect(await cart.text()).toContain('shell');
  });

  it('a missing file is a 404 with the build’s 404 page; nothing outside dist/ is served', async () => {
    const missing = await get('/assets/gone-123.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('not found');
    for (const sneaky of [
      '/../glamour-secret.txt',
      '/%2e%2e/glamour-secret.txt',
      '/..%2fglamour-secret.txt',
    ]) {
      const answer = await get(sneaky);
      expect(await answer.text()).not.toContain('outside');
    }
  });

  it('caches hashed assets for a year, revalidates pages, compresses text', async () => {
    const asset = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    const page = await get('/products');
    expect(page.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(page.headers.get('etag')).toBeTruthy();
    const shell = await get('/cart');
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    // robots.txt is the server's own, naming its sitemap.
    const robots = await get('/robots.txt');
    expect(await robots.text()).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it('sends bytes a browser can decode (raw check of both encodings)', async () => {
    const { request } = await import('node:http');
    const raw = (encoding: string) =>
      new Promise<Buffer>((resolve, reject) => {
        request(
          `${server.url}/assets/app-Ab12Cd34.js`,
          { headers: { 'accept-encoding': encoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve(Buffer.concat(chunks)));
          },
        )
          .on('error', reject)
          .end();
      });
    const expected = 'console.log("x");\n'.repeat(500);
    expect(brotliDecompressSync(await raw('br')).toString()).toBe(expected);
    expect(gunzipSync(await raw('gzip')).toString()).toBe(expected);
  });
});

describe('configuration', () => {
  it('is checked once, with clear messages', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(
      /GLAMOUR_TOKEN_SECRET: is required when NODE_ENV=production/,
    );
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(parseConfig({}).port).toBe(8080);
    expect(parseConfig({ DATABASE_URL: 'postgres://u@h/db' }).database).toMatchObject({
      kind: 'postgres',
    });
  });

  it('takes a blank setting (a compose file’s unset ${VAR}) as unset, never as 0', () => {
    const defaults = parseConfig({});
    const blank = parseConfig({
      PORT: '',
      GLAMOUR_RATE_LIMIT_PER_IP: ' ',
      GLAMOUR_RATE_LIMIT_PER_ACCOUNT: '',
      GLAMOUR_COD_LIMIT: '',
      GLAMOUR_RETURN_DAYS: '',
      DATABASE_URL: 'postgres://u@h/db',
      DATABASE_STATEMENT_TIMEOUT_MS: '',
    });
    expect(blank.port).toBe(8080);
    expect(blank.rateLimits).toEqual(defaults.rateLimits);
    expect(blank.rateLimits.perIp).toBeGreaterThan(0);
    expect(blank.codLimit).toBe(defaults.codLimit);
    expect(blank.returnDays).toBe(defaults.returnDays);
    expect(blank.database).toMatchObject({ kind: 'postgres' });
    expect(blank.database).toMatchObject({ timeouts: { statementMs: 5000 } });
    // Set to 0 on purpose, a limit is still off.
    expect(parseConfig({ GLAMOUR_RATE_LIMIT_PER_IP: '0' }).rateLimits.perIp).toBe(0);
  });
});
