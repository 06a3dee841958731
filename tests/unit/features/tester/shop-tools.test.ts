import { describe, expect, it } from 'vitest';
import { parseUnits } from '@/features/tester/console/shop-tools';

describe("the console's units on hand", () => {
  it('takes a whole number, 0 or more, and nothing else', () => {
    expect(parseUnits(' 3 ')).toBe(3);
    expect(parseUnits('0')).toBe(0);
    for (const bad of ['', '-1', '2.5', '1e3', 'three']) expect(parseUnits(bad)).toBeNull();
  });
});
