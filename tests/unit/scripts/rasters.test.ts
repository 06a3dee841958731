/**
 * Every SVG of the shop's artwork has its WebP pictures (tools/artwork/rasterize.mjs), made from
 * the SVG as it is now: an SVG changed or added without running the tool fails here, as does a
 * picture left over from an SVG that is gone.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rasterOf } from '@/lib/picture';

const root = join(__dirname, '..', '..', '..');
const manifest = JSON.parse(
  readFileSync(join(root, 'tools/artwork/rasters.json'), 'utf8'),
) as Record<string, string>;
const FOLDERS = ['products', 'offers', 'brands'];
const files = (folder: string, ext: string) =>
  readdirSync(join(root, 'public/images', folder)).filter((name) => name.endsWith(ext));
const RERUN = 'run node tools/artwork/rasterize.mjs';

describe('the artwork’s WebP pictures', () => {
  it.each(FOLDERS)('%s: each SVG’s pictures were made from it as it is', (folder) => {
    const svgs = files(folder, '.svg');
    expect(svgs.length).toBeGreaterThan(0);
    for (const svg of svgs) {
      const path = `/images/${folder}/${svg}`;
      const hash = createHash('sha256')
        .update(readFileSync(join(root, 'public', path), 'utf8'))
        .digest('hex');
      expect(manifest[path], `${path} changed since its pictures were made: ${RERUN}`).toBe(hash);
      const raster = rasterOf(path);
      expect(raster, path).not.toBeNull();
      for (const [url] of (raster?.srcSet ?? '').split(', ').map((entry) => entry.split(' '))) {
        const file = join(root, 'public', url ?? '');
        expect(existsSync(file), `${url} is missing: ${RERUN}`).toBe(true);
        const head = readFileSync(file).subarray(0, 12);
        expect(`${head.toString('latin1', 0, 4)}${head.toString('latin1', 8, 12)}`).toBe(
          'RIFFWEBP',
        );
      }
    }
  });

  it.each(FOLDERS)('%s: no picture is left without its SVG', (folder) => {
    const made = new Set(
      files(folder, '.svg').flatMap((svg) =>
        (rasterOf(`/images/${folder}/${svg}`)?.srcSet ?? '')
          .split(', ')
          .map((entry) => entry.split(' ')[0]?.split('/').pop()),
      ),
    );
    expect(files(folder, '.webp').filter((webp) => !made.has(webp))).toEqual([]);
  });

  it('the record names no SVG that is gone', () => {
    for (const path of Object.keys(manifest))
      expect(existsSync(join(root, 'public', path)), path).toBe(true);
  });
});
