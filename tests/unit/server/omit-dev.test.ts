/**
 * The server runs with the production dependencies alone: `npm ci --omit=dev` from this very
 * package.json and lockfile in a temporary folder, then `node dist-server/main.js` there (ESM finds
 * packages only in node_modules beside or above the module, never through NODE_PATH, so the built
 * server is copied in), on PGlite in memory and a small built folder: /healthz, the catalogue and a
 * page answer.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNIT_SERVER_BUILD } from './built-process';

/**
 * `npm ci` installs a few hundred packages: ~30 s from a warm npm cache, minutes from the registry on
 * a busy 2-core machine (TOOLCHAIN.md measured ~110 s for the full tree), so the set-up gets ten.
 */
const INSTALL_TIMEOUT_MS = 10 * 60_000;
/** PGlite starts, migrates and seeds before /healthz says ok. */
const READY_TIMEOUT_MS = 60_000;

let dir: string;
let server: ChildProcess | undefined;
let output = '';
let exited: Promise<number | null>;
let url: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: process.env });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

/** Resolves once /healthz answers ok; rejects with the server's own output if it stops first. */
async function healthy(): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let stopped: number | null | undefined;
  void exited.then((code) => (stopped = code));
  while (Date.now() < deadline) {
    if (stopped !== undefined)
      throw new Error(`dist-server/main.js stopped (exit ${String(stopped)}):\n${output}`);
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    // Poll again once the server has had a turn (its own readiness, not a guessed delay).
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`/healthz never answered ok:\n${output}`);
}

beforeAll(async () => {
  const repo = process.cwd();

  dir = mkdtempSync(path.join(os.tmpdir(), 'glamour-omit-dev-'));
  for (const file of ['package.json', 'package-lock.json'])
    cpSync(path.join(repo, file), path.join(dir, file));
  run(
    'npm',
    ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'],
    dir,
  );
  // The unit project's server build (./server-build.global.ts), made from this checkout's sources.
  cpSync(path.join(repo, UNIT_SERVER_BUILD), path.join(dir, 'dist-server'), { recursive: true });
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'products'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Glamour</title>');
  writeFileSync(path.join(dist, 'products/index.html'), '<!doctype html><title>Products</title>');

  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['dist-server/main.js'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      GLAMOUR_DATA_DIR: 'memory://',
      GLAMOUR_DIST_DIR: dist,
      GLAMOUR_PASSWORD_ITERATIONS: '100000',
    },
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const child = server;
  exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  await healthy();
}, INSTALL_TIMEOUT_MS + READY_TIMEOUT_MS);

// Deleting the installed tree (thousands of files) outlasts the default 10 s on a busy machine.
const CLEANUP_TIMEOUT_MS = 120_000;

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
}, CLEANUP_TIMEOUT_MS);

describe('the server without dev dependencies', () => {
  it('is healthy', async () => {
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ ok: true, payments: 'test' });
  });

  it('answers the catalogue', async () => {
    const answer = await fetch(`${url}/api/products`);
    expect(answer.status).toBe(200);
    const { products } = (await answer.json()) as { products: unknown[] };
    expect(products.length).toBeGreaterThan(0);
  });

  it('renders a page (the page renderer needs nothing from the dev dependencies)', async () => {
    const page = await fetch(`${url}/products`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>All products | Glamour</title>');
    expect(html).toContain('Showing All Products');
  });
});
