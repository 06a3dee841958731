/**
 * Attack: read the remote build's JavaScript for anything that pays or
 * signs in. The simulated provider's public secret (it could sign a payment) and the demo account's
 * password (the account every guest shared) were both in it; now neither is. Builds the app as
 * `npm run serve` does (VITE_API_MODE=remote) into a temporary folder and reads every file.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATED_PAYMENT_SECRET } from '@/domain/payment-signature';
import { DEMO_USER } from '@backend/store/seed';

let outDir = '';
let files: { name: string; text: string }[] = [];

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'glamour-remote-build-'));
  process.env.VITE_API_MODE = 'remote';
  try {
    await build({
      configFile: path.resolve('vite.config.ts'),
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    delete process.env.VITE_API_MODE;
  }
  files = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|html|json|map)$/.test(entry.name))
    .map((entry) => {
      const name = path.join(entry.parentPath, entry.name);
      return { name: path.relative(outDir, name), text: readFileSync(name, 'utf8') };
    });
}, 300_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const holding = (needle: string) => files.filter((f) => f.text.includes(needle)).map((f) => f.name);

describe('the remote build', () => {
  it('is a remote build: it charges test payments on the server and asks it for guests', () => {
    expect(files.some((f) => f.name.endsWith('.js'))).toBe(true);
    expect(holding('test-payment').length).toBeGreaterThan(0);
    expect(holding('/api/auth/guest').length).toBeGreaterThan(0);
  });

  it('carries no secret that can sign a payment', () => {
    expect(holding(SIMULATED_PAYMENT_SECRET)).toEqual([]);
  });

  it('carries no credentials: not the demo account’s password, nor its email', () => {
    expect(holding(DEMO_USER.password)).toEqual([]);
    expect(holding(DEMO_USER.email)).toEqual([]);
  });
});
