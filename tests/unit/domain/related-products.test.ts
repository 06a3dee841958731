import { describe, expect, it } from 'vitest';
import { productsByIds, relatedProducts, RELATED_MAX } from '@/domain/related-products';

const p = (id: string, categoryName: string, productType: string) => ({
  id,
  categoryName,
  productType,
});

describe('relatedProducts', () => {
  const lipstick = p('lip', 'Makeup', 'lipstick');
  const catalogue = [
    lipstick,
    p('kajal', 'Makeup', 'kajal'),
    p('lip2', 'Makeup', 'lipstick'),
    p('balm', 'Skin Care', 'lipstick'),
    p('wash', 'Skin Care', 'face wash'),
    p('liner', 'Makeup', 'eyeliner'),
  ];

  it('the same category and type first, then the type elsewhere, then the rest of the category', () => {
    expect(relatedProducts(lipstick, catalogue).map((x) => x.id)).toEqual([
      'lip2',
      'balm',
      'kajal',
      'liner',
    ]);
  });

  it('never the product itself, nothing unrelated, and at most the maximum', () => {
    const ids = relatedProducts(lipstick, catalogue, 10).map((x) => x.id);
    expect(ids).not.toContain('lip');
    expect(ids).not.toContain('wash');
    expect(relatedProducts(lipstick, catalogue, 2)).toHaveLength(2);
    expect(RELATED_MAX).toBe(4);
  });
});

describe('productsByIds', () => {
  it('keeps the ids order and skips ids no longer in the catalogue', () => {
    const catalogue = [p('a', 'X', 't'), p('b', 'X', 't'), p('c', 'X', 't')];
    expect(productsByIds(['c', 'gone', 'a'], catalogue).map((x) => x.id)).toEqual(['c', 'a']);
  });
});
