/**
 * The public-suffix stand-in MSW's cookie store gets instead of tldts in the browser build
 * (vite.config.ts alias). The e2e journeys run the built back end with it.
 */
import { describe, expect, it } from 'vitest';
import { getDomain } from '@mocks/vendor/tldts-lite';

describe('tldts-lite getDomain', () => {
  it.each([
    ['shop.glamour.test', 'glamour.test'],
    ['WWW.Example.COM.', 'example.com'],
    ['a.b.c.example.org', 'example.org'],
    ['localhost', null],
    ['127.0.0.1', null],
    ['::1', null],
    ['', null],
  ])('%s → %s', (host, expected) => {
    expect(getDomain(host)).toBe(expected);
  });
});
