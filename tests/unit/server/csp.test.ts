import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, RAZORPAY_CHECKOUT_ORIGIN } from '../../../server/csp';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the build’s Content-Security-Policy', () => {
  it('allows only the shop’s own scripts without a payment key', () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toEqual(["'none'"]);
    expect(policy).not.toContain('razorpay');
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    // MSW's worker; the confetti's worker is made from a blob.
    expect(directive(policy, 'worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('adds Razorpay Checkout’s script, frame and calls when a key is set', () => {
    const policy = contentSecurityPolicy({ paymentKey: 'rzp_test_abc' });
    expect(directive(policy, 'script-src')).toEqual(["'self'", RAZORPAY_CHECKOUT_ORIGIN]);
    expect(directive(policy, 'frame-src')).toContain('https://api.razorpay.com');
    expect(directive(policy, 'connect-src')).toContain('https://api.razorpay.com');
  });

  it('a blank key is no key', () => {
    expect(contentSecurityPolicy({ paymentKey: '  ' })).toBe(contentSecurityPolicy());
  });

  it('never allows inline scripts or eval', () => {
    for (const policy of [contentSecurityPolicy(), contentSecurityPolicy({ paymentKey: 'k' })]) {
      expect(directive(policy, 'script-src')?.join(' ')).not.toMatch(/unsafe|data:|\*/);
    }
  });
});
