/** The payment sweep's and the hold's settings (server/config.ts): their defaults and their bounds. */
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../../../server/config';

describe('payment settings', () => {
  it('default to a sweep every minute, asking after two, and a hold of fifteen minutes', () => {
    const config = parseConfig({});
    expect(config.paymentSweep).toEqual({ everyMs: 60_000, reconcileAfterMs: 120_000 });
    expect(config.orderHoldMinutes).toBe(15);
  });

  it('read GLAMOUR_RECONCILE_INTERVAL_S, GLAMOUR_RECONCILE_AFTER_S and GLAMOUR_ORDER_HOLD_MINUTES', () => {
    const config = parseConfig({
      GLAMOUR_RECONCILE_INTERVAL_S: '5',
      GLAMOUR_RECONCILE_AFTER_S: '0',
      GLAMOUR_ORDER_HOLD_MINUTES: '30',
    });
    expect(config.paymentSweep).toEqual({ everyMs: 5000, reconcileAfterMs: 0 });
    expect(config.orderHoldMinutes).toBe(30);
  });

  it.each([
    ['GLAMOUR_RECONCILE_INTERVAL_S', '0'],
    ['GLAMOUR_RECONCILE_INTERVAL_S', 'often'],
    ['GLAMOUR_RECONCILE_AFTER_S', '-1'],
    ['GLAMOUR_ORDER_HOLD_MINUTES', '0'],
    ['GLAMOUR_ORDER_HOLD_MINUTES', '1.5'],
  ])('refuse %s=%s, naming it', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(name);
  });
});
