/**
 * Every product drawing has its link-preview picture (tools/artwork/share-pictures.mjs): a PNG of the
 * size the page heads announce, drawn from the drawing as it is now. A drawing changed or added
 * without running the tool fails here, not in a shopper's WhatsApp preview.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import SHARE_PICTURES from '@/domain/share-pictures.json';
import { HOME_SHARE_PICTURE, SHARE_PICTURE_SIZE, sharePicture } from '@/domain/seo';
import { seedProducts } from '@backend/store/seed';

const drawings = [
  ...readdirSync('public/images/products')
    .filter((file) => file.endsWith('.svg'))
    .map((file) => `/images/products/${file}`),
  '/images/logo.svg',
];

/** A PNG's width and height, from its IHDR chunk (bytes 16-23). */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).toString('hex'), file).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('share pictures', () => {
  it('list every drawing as it is now', () => {
    expect(Object.keys(SHARE_PICTURES).sort()).toEqual(drawings.sort());
    for (const drawing of drawings) {
      const sha = createHash('sha256')
        .update(readFileSync(`public${drawing}`))
        .digest('hex');
      expect(SHARE_PICTURES[drawing as keyof typeof SHARE_PICTURES], drawing).toBe(sha);
    }
  });

  it('exist for every product, at the size the heads announce', () => {
    expect(seedProducts.length).toBeGreaterThan(0);
    for (const product of seedProducts) {
      const picture = sharePicture(product.image);
      expect(picture, product.image).toMatch(/^\/images\/share\/[a-z0-9-]+\.png$/);
      expect(pngSize(`public${picture}`)).toEqual({
        width: SHARE_PICTURE_SIZE.width,
        height: SHARE_PICTURE_SIZE.height,
      });
    }
  });

  it('exists for the home page, drawn from the logo', () => {
    expect(pngSize(`public${HOME_SHARE_PICTURE}`)).toEqual({
      width: SHARE_PICTURE_SIZE.width,
      height: SHARE_PICTURE_SIZE.height,
    });
  });

  it('are none for a picture that was not drawn', () => {
    expect(sharePicture('/images/products/not-drawn.svg')).toBeUndefined();
    expect(sharePicture('/images/offers/summer-sale.svg')).toBeUndefined();
    expect(sharePicture('https://elsewhere.example/images/products/x.svg')).toBeUndefined();
    expect(sharePicture('/images/products/../../secret.svg')).toBeUndefined();
  });
});
