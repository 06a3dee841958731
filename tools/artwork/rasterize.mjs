#!/usr/bin/env node
/**
 * Makes the WebP pictures the shop serves from its SVG artwork (src/lib/picture.ts says why): every
 * SVG in public/images/{products,offers,brands}/ at each width of src/lib/raster-widths.json, as
 * `<name>-<width>w.webp` beside it, and tools/artwork/rasters.json, each SVG's SHA-256, so a test
 * (tests/unit/scripts/rasters.test.ts) fails when an SVG changes and its pictures do not.
 *
 * Drawn by Chromium (CHROMIUM_PATH, default /usr/bin/chromium), the SVG inline in a page that has
 * the shop's own Inter (@fontsource-variable/inter), so a wordmark is set in Inter on every shopper's
 * screen, where an SVG in an `<img>` could only use the fonts the shopper's device has.
 * Run after tools/artwork/generate.mjs, or after changing any SVG there:
 *   node tools/artwork/rasterize.mjs
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WIDTHS = JSON.parse(readFileSync(join(root, 'src/lib/raster-widths.json'), 'utf8'));
const FOLDERS = ['products', 'offers', 'brands'];
const QUALITY = 0.75;
const font = readFileSync(
  join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
).toString('base64');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
/** @type {Record<string, string>} */
const manifest = {};
let written = 0;
try {
  for (const folder of FOLDERS) {
    const dir = join(root, 'public/images', folder);
    for (const file of readdirSync(dir)) if (file.endsWith('.webp')) rmSync(join(dir, file));
    for (const file of readdirSync(dir)
      .filter((name) => name.endsWith('.svg'))
      .sort()) {
      const name = file.slice(0, -'.svg'.length);
      const svg = readFileSync(join(dir, file), 'utf8');
      const box = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg);
      if (!box) throw new Error(`${folder}/${file}: no viewBox="0 0 W H"`);
      const [width, height] = [Number(box[1]), Number(box[2])];
      for (const target of WIDTHS[`${folder}/${name}`] ?? WIDTHS[folder]) {
        const page = await browser.newPage({
          viewport: { width, height },
          deviceScaleFactor: target / width,
        });
        await page.setContent(
          `<style>@font-face{font-family:Inter;font-weight:100 900;src:url(data:font/woff2;base64,${font}) format("woff2")}` +
            `html,body{margin:0;background:transparent}svg{display:block;width:${width}px;height:${height}px}</style>${svg}`,
        );
        await page.evaluate(async () => {
          await Promise.all([...document.fonts].map((face) => face.load()));
          await document.fonts.ready;
        });
        const png = await page.screenshot({
          clip: { x: 0, y: 0, width, height },
          omitBackground: true,
        });
        const webp = await page.evaluate(
          async ({ data, quality }) => {
            const image = new Image();
            image.src = `data:image/png;base64,${data}`;
            await image.decode();
            const canvas = document.createElement('canvas');
            canvas.width = image.naturalWidth;
            canvas.height = image.naturalHeight;
            canvas.getContext('2d')?.drawImage(image, 0, 0);
            return canvas.toDataURL('image/webp', quality).split(',')[1] ?? '';
          },
          { data: png.toString('base64'), quality: QUALITY },
        );
        await page.close();
        writeFileSync(join(dir, `${name}-${target}w.webp`), Buffer.from(webp, 'base64'));
        written += 1;
      }
      manifest[`/images/${folder}/${file}`] = createHash('sha256').update(svg).digest('hex');
    }
  }
} finally {
  await browser.close();
}
writeFileSync(join(root, 'tools/artwork/rasters.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${written} pictures from ${Object.keys(manifest).length} SVGs`);
