/**
 * The server's Razorpay settings (server/config.ts): the API base every provider call is made
 * under, and the secret webhooks are checked with.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../../server/config';

describe('RAZORPAY_API_URL', () => {
  it('is Razorpay’s own API unless set', () => {
    expect(parseConfig({}).razorpayApiUrl).toBe('https://api.razorpay.com');
    expect(parseConfig({ RAZORPAY_API_URL: '  ' }).razorpayApiUrl).toBe('https://api.razorpay.com');
  });

  it('takes an http or https URL, without its trailing slash', () => {
    expect(parseConfig({ RAZORPAY_API_URL: 'http://127.0.0.1:4010/' }).razorpayApiUrl).toBe(
      'http://127.0.0.1:4010',
    );
    expect(parseConfig({ RAZORPAY_API_URL: 'https://proxy.example/razorpay' }).razorpayApiUrl).toBe(
      'https://proxy.example/razorpay',
    );
  });

  it.each(['api.razorpay.com', 'ftp://api.razorpay.com', 'not a url'])(
    'stops the start on %s, naming the setting',
    (value) => {
      expect(() => parseConfig({ RAZORPAY_API_URL: value })).toThrow(ConfigError);
      expect(() => parseConfig({ RAZORPAY_API_URL: value })).toThrow(
        /RAZORPAY_API_URL: must be an http:\/\/ or https:\/\/ URL/,
      );
    },
  );
});

describe('RAZORPAY_WEBHOOK_SECRET', () => {
  it('is read as given, and unset when blank', () => {
    expect(
      parseConfig({ RAZORPAY_WEBHOOK_SECRET: 'whsec-from-dashboard' }).razorpayWebhookSecret,
    ).toBe('whsec-from-dashboard');
    expect(parseConfig({ RAZORPAY_WEBHOOK_SECRET: '' }).razorpayWebhookSecret).toBeUndefined();
    expect(parseConfig({}).razorpayWebhookSecret).toBeUndefined();
  });
});
