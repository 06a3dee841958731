#!/usr/bin/env node
/**
 * Makes the pictures a product's page offers to link previews (`og:image`, `twitter:image`): WhatsApp,
 * Facebook, X and LinkedIn show no SVG there, so each drawing in public/images/products/ becomes
 * public/images/share/<name>.png, 1200 x 630 (the size all four show large), the drawing in the
 * middle on its own background colour; and the home page's, public/images/share/home.png, the logo
 * (public/images/logo.svg) over the shop's line. src/domain/share-pictures.json lists each drawing with its
 * SHA-256, so the page heads name only pictures that exist and a test
 * (tests/unit/scripts/share-pictures.test.ts) fails when a drawing changes and its picture does not.
 *
 * Drawn by Chromium (CHROMIUM_PATH, default /usr/bin/chromium), the SVG inline in a page that has
 * the shop's own Inter (@fontsource-variable/inter), so the brand on a drawing is set in Inter.
 * Run after tools/artwork/generate.mjs, or after changing a drawing:
 *   node tools/artwork/share-pictures.mjs
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCE = join(root, 'public/images/products');
const TARGET = join(root, 'public/images/share');
const MANIFEST = join(root, 'src/domain/share-pictures.json');
const [WIDTH, HEIGHT] = [1200, 630];
/** The shop's line under the logo (SITE_TITLE in src/domain/seo.ts). */
const TAGLINE = 'Beauty &amp; personal care';
const font = readFileSync(
  join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
).toString('base64');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
/** @type {Record<string, string>} */
const manifest = {};
try {
  for (const file of readdirSync(TARGET)) if (file.endsWith('.png')) rmSync(join(TARGET, file));
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  for (const file of readdirSync(SOURCE)
    .filter((name) => name.endsWith('.svg'))
    .sort()) {
    const svg = readFileSync(join(SOURCE, file), 'utf8');
    // The drawing's backdrop is its first full-size rect; the sides take its colour.
    const backdrop =
      /<rect width="\d+" height="\d+" fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '#ffffff';
    await page.setContent(
      `<style>@font-face{font-family:Inter;font-weight:100 900;src:url(data:font/woff2;base64,${font}) format("woff2")}` +
        `html,body{margin:0;height:100%;background:${backdrop}}` +
        `body{display:grid;place-items:center}svg{display:block;width:${HEIGHT}px;height:${HEIGHT}px}</style>${svg}`,
    );
    await page.evaluate(async () => {
      await Promise.all([...document.fonts].map((face) => face.load()));
      await document.fonts.ready;
    });
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
    writeFileSync(join(TARGET, `${file.slice(0, -'.svg'.length)}.png`), png);
    manifest[`/images/products/${file}`] = createHash('sha256').update(svg).digest('hex');
  }
  const logo = readFileSync(join(root, 'public/images/logo.svg'), 'utf8');
  await page.setContent(
    `<style>@font-face{font-family:Inter;font-weight:100 900;src:url(data:font/woff2;base64,${font}) format("woff2")}` +
      `html,body{margin:0;height:100%;background:#faf5ff;font-family:Inter}` +
      `body{display:grid;place-content:center;justify-items:center;gap:28px}svg{display:block;width:720px;height:180px}` +
      `p{margin:0;font-size:44px;font-weight:600;color:#581c87}</style>${logo}<p>${TAGLINE}</p>`,
  );
  await page.evaluate(async () => {
    await Promise.all([...document.fonts].map((face) => face.load()));
    await document.fonts.ready;
  });
  writeFileSync(
    join(TARGET, 'home.png'),
    await page.screenshot({ clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } }),
  );
  manifest['/images/logo.svg'] = createHash('sha256').update(logo).digest('hex');
} finally {
  await browser.close();
}
writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${Object.keys(manifest).length} share pictures in public/images/share/`);
