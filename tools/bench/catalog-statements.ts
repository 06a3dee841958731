// The listing requests the catalogue bench (catalog.mjs) times, with their SQL statements for EXPLAIN:
// filtered, sorted and faceted pages, and the plain first page (what /products asks for first).
import { parseProductQuery } from '@/domain/product-query';
import { catalogStatements } from '../../server/db/product-query-sql';

const CATALOG_QUERIES = [
  'page=1&pageSize=48',
  'category=Makeup&sort=LTH&page=1&pageSize=48',
  'q=glow&sort=HTL&page=2&pageSize=48',
  'brand=Lakme&brand=Plum&rating=3&maxPrice=1500&sort=LTH&page=1&pageSize=48',
  'category=Skin%20Care&category=Hair&rating=4&sort=HTL&page=10&pageSize=48',
  'q=matte&category=Makeup&maxPrice=800&page=1&pageSize=48',
];

const out = CATALOG_QUERIES.map((search) => {
  const parsed = parseProductQuery(new URLSearchParams(search));
  if (!parsed.ok) throw new Error(`${search}: ${parsed.errors.join('; ')}`);
  return { search, ...catalogStatements(parsed.query) };
});
console.log(JSON.stringify(out));
