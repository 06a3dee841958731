/**
 * Recently viewed products (product detail): a list of ids, most recent first, without repeats,
 * capped in length. Pure list rules; the browser storage lives in src/lib/storage.
 */

export const RECENTLY_VIEWED_MAX = 8;

/** The list after viewing `id`: it moves to the front, the oldest falls off past `max`. */
export function recordView(
  list: readonly string[],
  id: string,
  max = RECENTLY_VIEWED_MAX,
): string[] {
  if (!id) return [...list];
  return [id, ...list.filter((seen) => seen !== id)].slice(0, Math.max(0, max));
}

/** The ids to show on a product's page: every recent one except the product itself. */
export function recentExcept(list: readonly string[], currentId: string): string[] {
  return list.filter((id) => id !== currentId);
}

/**
 * Reads what storage held. Anything that is not a list of strings (edited by hand, an old format) is
 * dropped rather than trusted, so a bad value never breaks the page.
 */
export function parseRecentlyViewed(value: unknown, max = RECENTLY_VIEWED_MAX): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((v): v is string => typeof v === 'string' && v.length > 0);
  return [...new Set(ids)].slice(0, max);
}
