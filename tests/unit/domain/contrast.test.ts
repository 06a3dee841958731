import { describe, expect, it } from 'vitest';
import { contrastLevel, contrastRatio, parseHex, relativeLuminance } from '@/domain/contrast';

describe('contrast', () => {
  it('parses three- and six-digit hex, and nothing else', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#7E22CE')).toEqual([126, 34, 206]);
    expect(parseHex('7e22ce')).toBeUndefined();
    expect(parseHex('#12345')).toBeUndefined();
    expect(parseHex('rgb(0 0 0)')).toBeUndefined();
  });

  it('gives the WCAG relative luminance', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
    expect(() => relativeLuminance('white')).toThrow('Not a hex colour');
  });

  it('gives the ratio in either order, from 1 to 21', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#7e22ce', '#7e22ce')).toBe(1);
    // Theme pairs: zinc-500 and zinc-400 on white are the widely quoted 4.83 and 2.56.
    expect(contrastRatio('#71717a', '#ffffff')).toBe(4.83);
    expect(contrastRatio('#ffffff', '#7e22ce')).toBe(6.98);
    expect(contrastRatio('#a1a1aa', '#ffffff')).toBe(2.56);
  });

  it('names the level each ratio reaches', () => {
    expect(contrastLevel(21)).toBe('AAA');
    expect(contrastLevel(7)).toBe('AAA');
    expect(contrastLevel(6.98)).toBe('AA');
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(4.49)).toBe('AA large');
    expect(contrastLevel(3)).toBe('AA large');
    expect(contrastLevel(2.56)).toBe('below AA');
  });
});
