/** The server's return window (GLAMOUR_RETURN_DAYS), read once at start. */
import { describe, expect, it } from 'vitest';
import { RETURN_DAYS } from '@backend/messages';
import { ConfigError, parseConfig } from '../../../server/config';

describe('GLAMOUR_RETURN_DAYS', () => {
  it('is 7 days unless set, and a whole number of days from 0 to 365 when set', () => {
    expect(RETURN_DAYS).toBe(7);
    expect(parseConfig({}).returnDays).toBe(7);
    expect(parseConfig({ GLAMOUR_RETURN_DAYS: '30' }).returnDays).toBe(30);
    expect(parseConfig({ GLAMOUR_RETURN_DAYS: '0' }).returnDays).toBe(0);
    expect(() => parseConfig({ GLAMOUR_RETURN_DAYS: '-1' })).toThrow(ConfigError);
    expect(() => parseConfig({ GLAMOUR_RETURN_DAYS: '1.5' })).toThrow(ConfigError);
    expect(() => parseConfig({ GLAMOUR_RETURN_DAYS: '366' })).toThrow(ConfigError);
  });
});
