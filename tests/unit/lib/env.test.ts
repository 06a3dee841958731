import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/env';

describe('the build settings', () => {
  it('default to the simulated back end and the simulated payment sheet', () => {
    expect(parseEnv({})).toEqual({ VITE_API_MODE: 'mock', VITE_RAZORPAY_KEY_ID: undefined });
  });

  it('take a real server and a Razorpay key, a blank key counting as none', () => {
    expect(parseEnv({ VITE_API_MODE: 'remote', VITE_RAZORPAY_KEY_ID: ' rzp_test_1 ' })).toEqual({
      VITE_API_MODE: 'remote',
      VITE_RAZORPAY_KEY_ID: 'rzp_test_1',
    });
    expect(parseEnv({ VITE_RAZORPAY_KEY_ID: '  ' }).VITE_RAZORPAY_KEY_ID).toBeUndefined();
  });

  it('refuse a mistyped mode rather than quietly run the simulated back end', () => {
    expect(() => parseEnv({ VITE_API_MODE: 'remot' })).toThrow(/VITE_API_MODE/);
  });
});
