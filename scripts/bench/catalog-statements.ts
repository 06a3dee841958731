// Prints the SQL statements of the bench's catalogue queries (for EXPLAIN in catalog.mjs).
import { parseProductQuery } from '@/domain/product-query';
import { catalogStatements } from '../../server/db/product-query-sql';
import { CATALOG_QUERIES } from './catalog-queries.mjs';

const out = CATALOG_QUERIES.map((search) => {
  const parsed = parseProductQuery(new URLSearchParams(search));
  if (!parsed.ok) throw new Error(`${search}: ${parsed.errors.join('; ')}`);
  return { search, ...catalogStatements(parsed.query) };
});
console.log(JSON.stringify(out));
