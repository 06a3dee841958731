/**
 * A large, deterministic catalogue for performance work (`?catalog=N`): the seed products first, then
 * variations of them with other names, prices and ratings. Each variation keeps its template's brand,
 * type, category and artwork, so every image is real and shows the right brand.
 */
import { SEED_STOCK } from '@/domain/stock';
import type { ProductRecord } from '@/domain/types';

/** mulberry32: tiny, fast and the same sequence on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const DESCRIPTORS = [
  'Radiant',
  'Velvet',
  'Hydra',
  'Silk',
  'Glow',
  'Pure',
  'Matte',
  'Dewy',
  'Ultra',
  'Daily',
  'Gentle',
  'Intense',
  'Fresh',
  'Botanical',
  'Luminous',
  'Everyday',
];
const EDITIONS = ['Mini', 'Classic', 'Pro', 'Travel Size', 'Limited Edition', 'Value Pack', 'Plus'];
const OFFERS = ['', '', '', '', 'Buy 1 Get 1 Free', 'Free gift on orders above ₹999'];

export function generatedId(n: number): string {
  return `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
}

export function generateCatalog(
  seedProducts: readonly ProductRecord[],
  size: number,
): ProductRecord[] {
  if (size <= seedProducts.length) return seedProducts.slice(0, size);
  const next = random(20_261_122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const generated: ProductRecord[] = [];
  for (let n = 1; n <= size - seedProducts.length; n += 1) {
    const template = pick(seedProducts);
    const offPercent = pick([5, 10, 15, 20, 25, 30]);
    const originalPrice = Math.round(100 + next() * 3400);
    const price = Math.max(1, Math.round(originalPrice * (1 - offPercent / 100)));
    const typeWords = template.name.split(' ').slice(1, 4).join(' ');
    generated.push({
      ...template,
      _id: generatedId(n),
      name: `${template.brand} ${pick(DESCRIPTORS)} ${typeWords} ${pick(EDITIONS)} #${n}`,
      price: String(price),
      originalPrice: String(originalPrice),
      off: `${offPercent}%`,
      offer: pick(OFFERS),
      ratings: {
        value: (1 + next() * 4).toFixed(1),
        count: String(Math.round(10 + next() * 40_000)),
      },
      inStock: next() > 0.1,
      isBestSeller: next() > 0.9,
    });
    const made = generated[generated.length - 1];
    if (made) made.stock = made.inStock ? SEED_STOCK : 0;
  }
  return [...seedProducts, ...generated];
}
