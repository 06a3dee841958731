/**
 * The build served as a real host serves it (server/static.ts), through `app.request()` on a
 * temporary dist/ whose compressed copies the build's own plugin wrote (build/compress-plugin.ts).
 */
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFolder } from '../../../build/compress-plugin';
import { NOT_BUILT_MESSAGE, serveBuild } from '../../../server/static';

const SCRIPT = 'console.log("a hashed chunk");\n'.repeat(200);
const BR = { 'accept-encoding': 'gzip, deflate, br, zstd' };
let tmp: string;
let dist: string;

async function writeTree(root: string, files: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'glamour-static-'));
  dist = path.join(tmp, 'dist');
  await writeTree(dist, {
    'index.html': '<!doctype html><title>prerendered home</title>',
    'app.html': '<!doctype html><title>shell</title>',
    'products/index.html': `<!doctype html><title>listing</title>${'<p>a product</p>'.repeat(100)}`,
    'about.html': '<!doctype html><title>about</title>',
    '404.html': '<!doctype html><title>not found</title>',
    'assets/app-Ab12Cd34.js': SCRIPT,
    'assets/tiny-Ef56.css': 'a{}',
    'robots.txt': 'User-agent: *\n',
  });
  await writeFile(path.join(tmp, 'secret.txt'), 'outside');
  await compressFolder(dist);
});

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

const app = () => serveBuild({ root: dist });
const get = (pathname: string, headers: Record<string, string> = {}) =>
  app().request(pathname, { headers });

describe('the build compressed at build time', () => {
  it('has brotli and gzip copies of larger text files only', () => {
    expect(existsSync(path.join(dist, 'assets/app-Ab12Cd34.js.br'))).toBe(true);
    expect(existsSync(path.join(dist, 'assets/app-Ab12Cd34.js.gz'))).toBe(true);
    expect(existsSync(path.join(dist, 'products/index.html.br'))).toBe(true);
    expect(existsSync(path.join(dist, 'assets/tiny-Ef56.css.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'robots.txt.gz'))).toBe(false);
  });
});

describe('serveBuild', () => {
  it('serves a prerendered page as its file', async () => {
    for (const pathname of ['/products', '/products/'])
      expect(await (await get(pathname)).text()).toContain('listing');
    for (const pathname of ['/about', '/about/'])
      expect(await (await get(pathname)).text()).toContain('about');
    expect(await (await get('/')).text()).toContain('prerendered home');
  });

  it('serves the empty app shell for any other page path, index.html without one', async () => {
    for (const pathname of ['/cart', '/products/8332f751', '/account/orders/']) {
      const page = await get(pathname);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await page.text()).toContain('shell');
    }
    const bare = path.join(tmp, 'bare');
    await writeTree(bare, { 'index.html': '<title>only index</title>' });
    const page = await serveBuild({ root: bare }).request('/cart');
    expect(await page.text()).toContain('only index');
  });

  it('answers 503 with a hint when the folder holds no build', async () => {
    const page = await serveBuild({ root: path.join(tmp, 'never-built') }).request('/cart');
    expect(page.status).toBe(503);
    expect(await page.text()).toBe(NOT_BUILT_MESSAGE);
  });

  it('answers a missing file with 404 and the build’s 404 page, never the shell', async () => {
    for (const pathname of ['/assets/gone-123.js', '/assets/gone', '/logo.png']) {
      const missing = await get(pathname);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toBe('no-cache');
      expect(await missing.text()).toContain('not found');
    }
    const bare = await serveBuild({ root: path.join(tmp, 'bare') }).request('/assets/x.js');
    expect(bare.status).toBe(404);
    expect(await bare.text()).toBe('Not Found');
  });

  it('serves nothing outside its folder', async () => {
    for (const sneaky of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/..\\secret.txt',
    ]) {
      const answer = await get(sneaky);
      expect(await answer.text()).not.toContain('outside');
    }
  });

  it('caches hashed assets for a year, revalidates pages, an hour for other files', async () => {
    expect((await get('/assets/app-Ab12Cd34.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const pathname of ['/', '/products', '/cart'])
      expect((await get(pathname)).headers.get('cache-control')).toBe('no-cache');
    expect((await get('/robots.txt')).headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('chooses the copy by the same negotiation as pages and JSON: weights, refusals and *', async () => {
    const cases: [string, string | null][] = [
      ['*', 'br'],
      ['br;q=0, *', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip;q=0.8, br;q=0.9', 'br'],
      ['*;q=0, identity', null],
      ['identity', null],
    ];
    for (const [accept, encoding] of cases) {
      const answer = await get('/assets/app-Ab12Cd34.js', { 'accept-encoding': accept });
      expect(answer.status, accept).toBe(200);
      expect(answer.headers.get('content-encoding'), accept).toBe(encoding);
    }
  });

  it('negotiates the same way behind a real Node HTTP server', async () => {
    const server = serve({ fetch: app().fetch, port: 0, hostname: '127.0.0.1' });
    try {
      await once(server, 'listening');
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<IncomingMessage>((resolve, reject) =>
        httpGet(
          {
            host: '127.0.0.1',
            port,
            path: '/assets/app-Ab12Cd34.js',
            headers: { 'accept-encoding': 'br;q=0, *' },
          },
          resolve,
        ).on('error', reject),
      );
      answer.resume();
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
    } finally {
      server.close();
    }
  });

  it('sends nosniff and Vary: Accept-Encoding on every answer', async () => {
    for (const pathname of ['/', '/cart', '/assets/app-Ab12Cd34.js', '/robots.txt', '/gone.js']) {
      const answer = await get(pathname, BR);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    }
  });

  it('sends the brotli copy, else the gzip one, else the file, each with its own length', async () => {
    const file = path.join(dist, 'assets/app-Ab12Cd34.js');
    const cases: {
      accept: Record<string, string>;
      encoding: string | null;
      copy: string;
      decode: (body: Buffer) => Buffer;
    }[] = [
      { accept: BR, encoding: 'br', copy: `${file}.br`, decode: brotliDecompressSync },
      {
        accept: { 'accept-encoding': 'gzip, deflate' },
        encoding: 'gzip',
        copy: `${file}.gz`,
        decode: gunzipSync,
      },
      { accept: {}, encoding: null, copy: file, decode: (b: Buffer) => b },
    ];
    for (const { accept, encoding, copy, decode } of cases) {
      const answer = await get('/assets/app-Ab12Cd34.js', accept);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      const body = Buffer.from(await answer.arrayBuffer());
      expect(answer.headers.get('content-length')).toBe(String((await stat(copy)).size));
      expect(body.byteLength).toBe((await stat(copy)).size);
      expect(decode(body).toString()).toBe(SCRIPT);
    }
    // Pages too, the 404 page with its status.
    const page = await get('/products', BR);
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toBe(
      await readFile(path.join(dist, 'products/index.html'), 'utf8'),
    );
    // A file without a copy (too small to gain) goes as it is.
    expect((await get('/assets/tiny-Ef56.css', BR)).headers.get('content-encoding')).toBeNull();
  });

  it('answers HEAD with the headers and length of GET, and no body', async () => {
    const head = await app().request('/assets/app-Ab12Cd34.js', { method: 'HEAD', headers: BR });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('content-length')).toBe(
      String((await stat(path.join(dist, 'assets/app-Ab12Cd34.js.br'))).size),
    );
    expect(head.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await head.text()).toBe('');
    const missing = await app().request('/gone.js', { method: 'HEAD' });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('');
  });

  it('answers a byte range of a file, cached as the whole file is', async () => {
    const part = await get('/assets/app-Ab12Cd34.js', { range: 'bytes=0-9' });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe(SCRIPT.slice(0, 10));
    expect(part.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('never serves a compressed copy by its own name', async () => {
    for (const name of ['/products/index.html.br', '/assets/app-Ab12Cd34.js.gz', '/X.JS.BR']) {
      const answer = await get(name, BR);
      expect(answer.status, name).toBe(404);
      expect(await answer.text(), name).toContain('not found');
    }
    // The copy is still what a browser that takes brotli gets for the file itself.
    const page = await get('/products/', BR);
    expect(page.headers.get('content-encoding')).toBe('br');
  });

  it('refuses other methods with 405', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await app().request('/products', { method });
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('serves a folder under a base path, and nothing outside it', async () => {
    const storybook = path.join(tmp, 'storybook-static');
    await writeTree(storybook, {
      'index.html': '<title>manager</title>',
      'iframe.html': '<title>preview</title>',
    });
    const sub = serveBuild({ root: storybook, basePath: '/storybook/' });
    expect(await (await sub.request('/storybook/iframe.html')).text()).toContain('preview');
    expect(await (await sub.request('/storybook/')).text()).toContain('manager');
    expect(await (await sub.request('/storybook')).text()).toContain('manager');
    expect((await sub.request('/iframe.html')).status).toBe(404);
  });
});

describe('files kept in memory', () => {
  let folder: string;
  const ONE = 'console.log("build one");\n'.repeat(100);
  const TWO = 'console.log("build two");\n'.repeat(100);

  beforeAll(async () => {
    folder = path.join(tmp, 'kept');
    await writeTree(folder, { 'assets/chunk.js': ONE, 'app.html': '<title>shell</title>' });
    await compressFolder(folder);
    await build('assets/chunk.js', ONE);
  });

  /** A build's time, in whole seconds (a file system keeps it exactly). */
  const BUILT = new Date('2026-11-01T10:00:00Z');

  /** Writes the file as a build at BUILT would. */
  async function build(name: string, text: string): Promise<void> {
    await writeTree(folder, { [name]: text });
    await utimes(path.join(folder, name), BUILT, BUILT);
  }

  const text = async (answer: Response, decode: (b: Buffer) => Buffer = (b) => b) =>
    decode(Buffer.from(await answer.arrayBuffer())).toString();

  it('sends a file again from memory, each coding apart, while the file is unchanged', async () => {
    const host = serveBuild({ root: folder });
    const ask = (accept?: string) =>
      host.request('/assets/chunk.js', { headers: accept ? { 'accept-encoding': accept } : {} });
    const first = await ask();
    expect(await text(first)).toBe(ONE);
    const brotli = await ask('br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await text(brotli, brotliDecompressSync)).toBe(ONE);
    // The same length and time on disk: only a kept copy can still say "build one".
    await build('assets/chunk.js', TWO);
    const again = await ask();
    expect(await text(again)).toBe(ONE);
    expect(Object.fromEntries(again.headers)).toEqual(Object.fromEntries(first.headers));
    // Each coding its own copy.
    const brotliAgain = await ask('br');
    expect(brotliAgain.headers.get('content-encoding')).toBe('br');
    expect(await text(brotliAgain, brotliDecompressSync)).toBe(ONE);
    // A HEAD from the kept copy: its headers, no body.
    const head = await host.request('/assets/chunk.js', { method: 'HEAD' });
    expect(head.headers.get('content-length')).toBe(first.headers.get('content-length'));
    expect(await head.text()).toBe('');
    // A host that keeps nothing reads the disk every time.
    const reading = serveBuild({ root: folder, maxKeptBytes: 0 });
    expect(await text(await reading.request('/assets/chunk.js'))).toBe(TWO);
    await build('assets/chunk.js', ONE);
    expect(await text(await reading.request('/assets/chunk.js'))).toBe(ONE);
  });

  it('sends a file changed or removed on disk as the disk has it, at once', async () => {
    await build('assets/chunk.js', ONE);
    const host = serveBuild({ root: folder });
    expect(await text(await host.request('/assets/chunk.js'))).toBe(ONE);
    await writeTree(folder, { 'assets/chunk.js': TWO });
    // A new build's time (the file system's clock may not have moved within the test).
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(folder, 'assets/chunk.js'), later, later);
    expect(await text(await host.request('/assets/chunk.js'))).toBe(TWO);
    await unlink(path.join(folder, 'assets/chunk.js'));
    expect((await host.request('/assets/chunk.js')).status).toBe(404);
  });

  it('answers a byte range from the disk, and keeps no page of the shell by its path', async () => {
    await build('assets/chunk.js', ONE);
    const host = serveBuild({ root: folder });
    await host.request('/assets/chunk.js');
    const part = await host.request('/assets/chunk.js', { headers: { range: 'bytes=0-6' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('console');
    expect(await text(await host.request('/cart'))).toContain('shell');
    await writeTree(folder, { 'app.html': '<title>SHELL</title>' });
    expect(await text(await host.request('/cart'))).toContain('SHELL');
  });

  it('sends the kept bytes and headers whole behind a real Node HTTP server', async () => {
    await build('assets/chunk.js', ONE);
    const server = serve({
      fetch: serveBuild({ root: folder }).fetch,
      port: 0,
      hostname: '127.0.0.1',
    });
    try {
      await once(server, 'listening');
      const { port } = server.address() as AddressInfo;
      const fetchOnce = async () => {
        const answer = await new Promise<IncomingMessage>((resolve, reject) =>
          httpGet({ host: '127.0.0.1', port, path: '/assets/chunk.js' }, resolve).on(
            'error',
            reject,
          ),
        );
        const chunks: Buffer[] = [];
        for await (const chunk of answer) chunks.push(chunk as Buffer);
        const { date: _date, connection: _c, 'keep-alive': _k, ...headers } = answer.headers;
        return { headers, body: Buffer.concat(chunks).toString() };
      };
      const first = await fetchOnce();
      expect(first.body).toBe(ONE);
      await build('assets/chunk.js', TWO);
      const second = await fetchOnce();
      expect(second.body).toBe(ONE);
      expect(second.headers).toEqual(first.headers);
      expect(second.headers['content-length']).toBe(String(ONE.length));
    } finally {
      server.close();
    }
  });
});
