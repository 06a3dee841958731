/** The server's Cash on Delivery limit (GLAMOUR_COD_LIMIT), read once at start. */
import { describe, expect, it } from 'vitest';
import { COD_LIMIT_RUPEES } from '@/domain/stock';
import { ConfigError, parseConfig } from '../../../server/config';

describe('GLAMOUR_COD_LIMIT', () => {
  it('is 5,000 rupees unless set, and a whole number of rupees when set', () => {
    expect(parseConfig({}).codLimit).toBe(COD_LIMIT_RUPEES);
    expect(parseConfig({ GLAMOUR_COD_LIMIT: '2500' }).codLimit).toBe(2500);
    expect(() => parseConfig({ GLAMOUR_COD_LIMIT: '-1' })).toThrow(ConfigError);
    expect(() => parseConfig({ GLAMOUR_COD_LIMIT: '99.5' })).toThrow(ConfigError);
  });
});
