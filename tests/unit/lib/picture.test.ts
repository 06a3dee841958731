/**
 * The shop's SVG artwork is served as WebP versions at the widths of src/lib/raster-widths.json;
 * any other picture as it is.
 */
import { describe, expect, it } from 'vitest';
import { pictureProps, rasterOf } from '@/lib/picture';

describe('rasterOf', () => {
  it('gives a product drawing its three widths, the middle one as the plain src', () => {
    expect(rasterOf('/images/products/lakme-lipstick-8332f751.svg')).toEqual({
      src: '/images/products/lakme-lipstick-8332f751-800w.webp',
      srcSet:
        '/images/products/lakme-lipstick-8332f751-400w.webp 400w, ' +
        '/images/products/lakme-lipstick-8332f751-800w.webp 800w, ' +
        '/images/products/lakme-lipstick-8332f751-1200w.webp 1200w',
    });
  });

  it('uses a file’s own widths where it has them (the wide summer banner)', () => {
    expect(rasterOf('/images/offers/summer-sale.svg')?.srcSet).toBe(
      '/images/offers/summer-sale-640w.webp 640w, /images/offers/summer-sale-1280w.webp 1280w, ' +
        '/images/offers/summer-sale-2560w.webp 2560w',
    );
    expect(rasterOf('/images/brands/mac.svg')?.src).toBe('/images/brands/mac-480w.webp');
  });

  it('leaves any other picture alone', () => {
    for (const src of [
      '/images/logo.svg',
      '/images/products/lipstick.png',
      '/images/elsewhere/lipstick.svg',
      'https://example.com/images/products/x.svg',
      '/images/products/../logo.svg',
      '',
    ])
      expect(rasterOf(src), src).toBeNull();
  });
});

describe('pictureProps', () => {
  it('adds the set and the shown width for a drawing, and only src for another picture', () => {
    expect(pictureProps('/images/brands/mac.svg', '25vw')).toEqual({
      src: '/images/brands/mac-480w.webp',
      srcSet:
        '/images/brands/mac-240w.webp 240w, /images/brands/mac-480w.webp 480w, ' +
        '/images/brands/mac-720w.webp 720w',
      sizes: '25vw',
    });
    expect(pictureProps('/images/logo.svg', '25vw')).toEqual({ src: '/images/logo.svg' });
  });
});
