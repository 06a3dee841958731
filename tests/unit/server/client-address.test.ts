/**
 * The address a caller is counted by in the per-address limits (server/rate-limits.ts): IPv6 by its
 * /64, which one host or household holds whole; IPv4 as it is.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressKeyOf, clientIpOf } from '../../../server/rate-limits';

describe('the address a limit counts', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd:12::/64'],
    ['2001:0db8:abcd:0012:ffff:ffff:ffff:ffff', '2001:db8:abcd:12::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8:abcd:12:0:0:192.0.2.1', '2001:db8:abcd:12::/64'],
    ['not an address', 'not an address'],
  ])('%s counts as %s', (address, key) => {
    expect(addressKeyOf(address)).toBe(key);
  });

  it('every address of one /64 behind the balancer is one caller; another /64 is another', async () => {
    // Before, each of the 2^64 addresses was a caller of its own: a host stepped past every limit.
    const app = new Hono().get('/', (c) => c.text(clientIpOf(1)(c) ?? 'none'));
    const seen = new Set<string>();
    for (const address of [
      '2001:db8:abcd:12::1',
      '2001:db8:abcd:12:a:b:c:d',
      '2001:db8:abcd:12::42',
    ]) {
      const answer = await app.request('/', {
        headers: { 'x-forwarded-for': `198.51.100.9, ${address}` },
      });
      seen.add(await answer.text());
    }
    expect([...seen]).toEqual(['2001:db8:abcd:12::/64']);
    const other = await app.request('/', {
      headers: { 'x-forwarded-for': '2001:db8:abcd:13::1' },
    });
    expect(await other.text()).toBe('2001:db8:abcd:13::/64');
  });
});
