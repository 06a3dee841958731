/** The document titles the app sets on each navigation, and that they are the heads' own titles. */
import { describe, expect, it } from 'vitest';
import {
  homeHead,
  listingHead,
  listFormat,
  listingOf,
  pageTitle,
  plainHead,
  productHead,
  productTitle,
  SITE_TITLE,
} from '@/domain/seo';
import { seedProducts } from '@backend/store/seed';

const origin = 'https://shop.example';
const listingTitleOf = (search: string) => {
  const { filters, page } = listingOf(new URLSearchParams(search));
  return listingHead(origin, filters, page, undefined).title;
};

describe('pageTitle', () => {
  it('gives each public page the title of its head', () => {
    expect(pageTitle('/', '')).toBe(homeHead(origin).title);
    expect(pageTitle('/login', '')).toBe(plainHead(origin, '/login').title);
    expect(pageTitle('/signup/', '')).toBe(plainHead(origin, '/signup').title);
    expect(pageTitle('/mockman', '')).toBe('Mockman | Glamour');
    expect(pageTitle('/page-not-found', '')).toBe('Page not found | Glamour');
  });

  it('names what a listing lists, and its page after the first', () => {
    expect(pageTitle('/products', '')).toBe('All products | Glamour');
    expect(pageTitle('/products', '?category=Makeup')).toBe('Makeup | Glamour');
    expect(pageTitle('/products', '?category=Makeup&page=3')).toBe('Makeup (page 3) | Glamour');
    expect(pageTitle('/products', '?q=lip')).toBe('Search results for "lip" | Glamour');
    for (const search of ['', '?brand=Lakme&category=Makeup', '?q=kajal&page=2'])
      expect(pageTitle('/products', search)).toBe(listingTitleOf(search));
  });

  it("leaves a product's page to its screen, which titles it as its head does", () => {
    expect(pageTitle('/products/8332f751-1305-49a0-83c2-c25138bd44cc', '')).toBeUndefined();
    const product = seedProducts[0]!;
    expect(productTitle(product)).toBe(productHead(origin, product).title);
    expect(productTitle(product)).toBe(`${product.name} by ${product.brand} | Glamour`);
  });

  it("titles the shopper's own pages, and anything else as the shop", () => {
    expect(pageTitle('/cart', '')).toBe('Cart | Glamour');
    expect(pageTitle('/wishlist', '')).toBe('Wishlist | Glamour');
    expect(pageTitle('/checkout', '')).toBe('Checkout | Glamour');
    expect(pageTitle('/account-details/orderHistory', '')).toBe('My account | Glamour');
    expect(pageTitle('/cartoons', '')).toBe(SITE_TITLE);
  });
});

describe('listFormat', () => {
  it('joins names as Intl.ListFormat does in English', () => {
    const reference = new Intl.ListFormat('en', { type: 'conjunction' });
    const names = ['Makeup', 'Skin Care', 'Hair', 'Fragrance', "L'Oreal"];
    for (let count = 0; count <= names.length; count += 1) {
      const list = names.slice(0, count);
      expect(listFormat(list)).toBe(reference.format(list));
    }
  });
});
