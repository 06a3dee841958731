#!/usr/bin/env node
/**
 * Draws the shop's own product artwork and brand wordmarks (nothing loads from another site):
 *   public/images/products/<file>.svg  one per product in backend/store/seed/products.json (its `image`),
 *                                      a recognisable shape per productType in the brand's colour
 *   public/images/brands/<slug>.svg    text wordmarks for the home page's top-brands row
 * Run: node tools/artwork/generate.mjs   (deterministic: the same input writes the same files)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const products = JSON.parse(readFileSync(join(root, 'backend/store/seed/products.json'), 'utf8'));

// Brand colours, each dark enough for text on white (checked below, WCAG AA 4.5:1).
const BRANDS = {
  mamaearth: { name: 'mamaearth', slug: 'mamaearth', color: '#00708c', weight: 700 },
  Lakme: { name: 'Lakmé', slug: 'lakme', color: '#a3155f', weight: 800 },
  Veet: { name: 'VEET', slug: 'veet', color: '#c2006a', weight: 900 },
  Plum: { name: 'plum', slug: 'plum', color: '#b3410e', weight: 800 },
  'Dot & Key': { name: 'DOT & KEY', slug: 'dot-and-key', color: '#b01e50', weight: 800 },
  MAC: { name: 'M·A·C', slug: 'mac', color: '#111111', weight: 900 },
  NIVEA: { name: 'NIVEA', slug: 'nivea', color: '#0a2a73', weight: 900, inverse: true },
  Philips: { name: 'PHILIPS', slug: 'philips', color: '#0b5ed7', weight: 800 },
};

// --- colour helpers -------------------------------------------------------------------------
const hex = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const toHex = (rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
const mix = (a, b, t) => toHex(hex(a).map((v, i) => v + (hex(b)[i] - v) * t));
function luminance(c) {
  const [r, g, b] = hex(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a, b) {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1 + 0.05) / (l2 + 0.05);
}
const escape = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const FONT = 'font-family="Inter, \'Helvetica Neue\', Arial, sans-serif"';

/** Brand name on a label, shrunk to fit `width`. */
function label(brand, x, y, width, fill, size = 30) {
  const text = brand.name;
  const fontSize = Math.min(size, Math.floor((width / (text.length * 0.62)) * 10) / 10);
  return `<text x="${x}" y="${y}" ${FONT} font-size="${fontSize}" font-weight="${brand.weight}" fill="${fill}" text-anchor="middle" dominant-baseline="middle">${escape(text)}</text>`;
}

// --- shapes: each draws around x = 200 and stands on y ≈ 340 ---------------------------------
const shapes = {
  tube: ({ main, dark, light, brand }) => `
  <path d="M128 72h144l-12 218H140z" fill="${main}"/>
  <rect x="120" y="56" width="160" height="22" rx="4" fill="${dark}"/>
  <path d="M140 290h120v10H140z" fill="${dark}"/>
  <rect x="160" y="300" width="80" height="42" rx="8" fill="${dark}"/>
  <rect x="146" y="150" width="108" height="64" rx="10" fill="${light}"/>
  ${label(brand, 200, 182, 96, main, 26)}`,

  bottle: ({ main, dark, light, brand }) => `
  <rect x="176" y="56" width="48" height="40" rx="6" fill="${dark}"/>
  <path d="M182 96h36v26c0 8 46 18 46 44v160c0 10-8 16-16 16H152c-8 0-16-6-16-16V166c0-26 46-36 46-44z" fill="${main}"/>
  <rect x="150" y="200" width="100" height="92" rx="10" fill="${light}"/>
  ${label(brand, 200, 246, 88, main, 24)}`,

  pump: ({ main, dark, light, brand }) => `
  <path d="M186 58h74v16h-50v30h-24z" fill="${dark}"/>
  <rect x="178" y="104" width="44" height="30" rx="4" fill="${dark}"/>
  <rect x="140" y="134" width="120" height="208" rx="22" fill="${main}"/>
  <rect x="154" y="196" width="92" height="96" rx="10" fill="${light}"/>
  ${label(brand, 200, 244, 80, main, 22)}`,

  dropper: ({ main, dark, light, brand }) => `
  <rect x="184" y="52" width="32" height="56" rx="16" fill="${dark}"/>
  <rect x="176" y="104" width="48" height="40" rx="6" fill="${dark}"/>
  <rect x="146" y="144" width="108" height="198" rx="18" fill="${main}"/>
  <rect x="158" y="200" width="84" height="90" rx="8" fill="${light}"/>
  ${label(brand, 200, 245, 74, main, 20)}`,

  jar: ({ main, dark, light, brand }) => `
  <rect x="110" y="170" width="180" height="40" rx="10" fill="${dark}"/>
  <path d="M118 210h164v112c0 12-10 20-22 20H140c-12 0-22-8-22-20z" fill="${main}"/>
  <rect x="136" y="236" width="128" height="70" rx="10" fill="${light}"/>
  ${label(brand, 200, 271, 116, main, 26)}`,

  compact: ({ main, dark, light, brand }) => `
  <ellipse cx="200" cy="140" rx="120" ry="70" fill="${dark}"/>
  <ellipse cx="200" cy="140" rx="100" ry="54" fill="${mix(light, '#ffffff', 0.5)}"/>
  <ellipse cx="200" cy="262" rx="124" ry="74" fill="${main}"/>
  <ellipse cx="200" cy="256" rx="98" ry="54" fill="${light}"/>
  ${label(brand, 200, 258, 150, main, 30)}`,

  lipstick: ({ dark, accent, brand }) => `
  <path d="M168 84c0-16 64-40 64-14v70h-64z" fill="${accent}"/>
  <rect x="160" y="138" width="80" height="42" rx="4" fill="#c9a227"/>
  <rect x="146" y="180" width="108" height="162" rx="10" fill="${dark}"/>
  ${label(brand, 200, 262, 96, '#ffffff', 24)}`,

  pencil: ({ main, dark, light, brand }) => `
  <g transform="rotate(-35 200 200)">
    <rect x="80" y="176" width="200" height="48" rx="6" fill="${main}"/>
    <rect x="280" y="176" width="70" height="48" rx="8" fill="${dark}"/>
    <path d="M80 176 40 200l40 24z" fill="${light}"/>
    <path d="M40 200l14-8v16z" fill="${dark}"/>
    ${label(brand, 180, 201, 170, '#ffffff', 26)}
  </g>`,

  liner: ({ main, dark, light, brand }) => `
  <rect x="184" y="40" width="32" height="170" rx="10" fill="${dark}"/>
  <rect x="180" y="200" width="40" height="14" fill="#c9a227"/>
  <rect x="160" y="214" width="80" height="128" rx="14" fill="${main}"/>
  <rect x="168" y="246" width="64" height="64" rx="8" fill="${light}"/>
  ${label(brand, 200, 278, 56, main, 16)}`,

  perfume: ({ main, dark, accent, brand }) => `
  <rect x="178" y="58" width="44" height="44" rx="6" fill="${dark}"/>
  <rect x="186" y="102" width="28" height="26" fill="#c9a227"/>
  <rect x="118" y="128" width="164" height="214" rx="26" fill="${mix(accent, '#ffffff', 0.75)}"/>
  <rect x="132" y="190" width="136" height="138" rx="18" fill="${main}"/>
  ${label(brand, 200, 258, 116, '#ffffff', 26)}`,

  dryer: ({ main, dark, light, brand }) => `
  <rect x="96" y="96" width="210" height="120" rx="60" fill="${main}"/>
  <rect x="288" y="118" width="56" height="76" rx="8" fill="${dark}"/>
  <circle cx="150" cy="156" r="40" fill="${light}"/>
  <circle cx="150" cy="156" r="14" fill="${dark}"/>
  <path d="M196 210h56l-18 132h-40z" fill="${main}"/>
  <rect x="214" y="250" width="12" height="26" rx="4" fill="${light}"/>
  ${label(brand, 236, 156, 90, '#ffffff', 20)}`,

  brush: ({ main, dark, light, brand }) => `
  <rect x="150" y="48" width="100" height="170" rx="36" fill="${main}"/>
  <g fill="${light}">${[0, 1, 2, 3]
    .flatMap((row) =>
      [0, 1, 2].map((col) => `<circle cx="${174 + col * 26}" cy="${78 + row * 30}" r="7"/>`),
    )
    .join('')}</g>
  <rect x="178" y="214" width="44" height="128" rx="16" fill="${dark}"/>
  ${label(brand, 200, 300, 40, '#ffffff', 11)}`,

  strips: ({ main, dark, light, brand }) => `
  <rect x="90" y="150" width="220" height="180" rx="14" fill="${main}"/>
  <g transform="rotate(-12 200 130)">
    <rect x="110" y="80" width="180" height="70" rx="10" fill="${light}" stroke="${dark}" stroke-width="4"/>
    <rect x="110" y="80" width="40" height="70" rx="10" fill="${dark}"/>
  </g>
  <rect x="120" y="210" width="160" height="70" rx="10" fill="${light}"/>
  ${label(brand, 200, 246, 140, main, 30)}`,
};

function shapeFor(product) {
  const name = product.name.toLowerCase();
  switch (product.productType) {
    case 'facewash':
    case 'sunscreen':
      return 'tube';
    case 'bodywax':
      return name.includes('strip') ? 'strips' : 'tube';
    case 'lipstick':
      return 'lipstick';
    case 'kajal':
      return 'pencil';
    case 'eyeliner':
      return 'liner';
    case 'blush':
    case 'cream':
    case 'moisturizer':
      return name.includes('cc cream') ? 'tube' : 'jar';
    case 'foundation':
      return name.includes('powder') ? 'compact' : 'pump';
    case 'hairoil':
    case 'toner':
    case 'bodywash':
      return 'bottle';
    case 'shampoo':
    case 'bodylotion':
      return 'pump';
    case 'faceserum':
      return 'dropper';
    case 'perfume':
      return 'perfume';
    case 'dryer':
      return 'dryer';
    case 'straightners':
      return 'brush';
    default:
      return 'bottle';
  }
}

// Shades for what differs between products of one brand and type (lipstick bullets, perfume glass).
const LIPSTICK_SHADES = ['#c2416b', '#9d2235', '#d4707a', '#b0304a', '#a0522d'];
const GLASS_TINTS = ['#c2416b', '#7a2e52', '#e08a3c', '#5b7fc7', '#b5651d', '#4f9d69'];
const pick = (list, id) => list[[...id].reduce((sum, c) => sum + c.charCodeAt(0), 0) % list.length];

function productSvg(product) {
  const brand = BRANDS[product.brand];
  if (!brand) throw new Error(`no colours for brand ${product.brand}`);
  const colours = {
    brand,
    accent: pick(product.productType === 'lipstick' ? LIPSTICK_SHADES : GLASS_TINTS, product._id),
    main: brand.color,
    dark: mix(brand.color, '#000000', 0.35),
    light: mix(brand.color, '#ffffff', 0.85),
  };
  const background = mix(brand.color, '#ffffff', 0.94);
  const body = shapes[shapeFor(product)](colours)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img">` +
    `<title>${escape(product.name)}</title>` +
    `<rect width="400" height="400" fill="${background}"/>` +
    `<ellipse cx="200" cy="346" rx="130" ry="12" fill="${mix(background, '#000000', 0.08)}"/>` +
    body +
    `</svg>\n`
  );
}

function wordmarkSvg(brand) {
  const background = brand.inverse ? brand.color : '#ffffff';
  const ink = brand.inverse ? '#ffffff' : brand.color;
  const ratio = contrast(background, ink);
  if (ratio < 4.5) throw new Error(`${brand.name}: contrast ${ratio.toFixed(2)} is below 4.5:1`);
  const fontSize = Math.min(44, Math.floor(200 / (brand.name.length * 0.62)));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" role="img">` +
    `<title>${escape(brand.name)}</title>` +
    `<rect width="240" height="96" rx="16" fill="${background}"/>` +
    `<text x="120" y="50" ${FONT} font-size="${fontSize}" font-weight="${brand.weight}" fill="${ink}" text-anchor="middle" dominant-baseline="middle" letter-spacing="1">${escape(brand.name)}</text>` +
    `</svg>\n`
  );
}

let written = 0;
for (const product of products) {
  if (!product.image.startsWith('/images/products/') || !product.image.endsWith('.svg'))
    throw new Error(`unexpected image path ${product.image}`);
  const file = join(root, 'public', product.image);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, productSvg(product));
  written += 1;
}
mkdirSync(join(root, 'public/images/brands'), { recursive: true });
for (const brand of Object.values(BRANDS)) {
  writeFileSync(join(root, 'public/images/brands', `${brand.slug}.svg`), wordmarkSvg(brand));
  written += 1;
}
console.log(`wrote ${written} SVG files to public/images`);
