/**
 * The product's one rating is written by two hands: the memory store's (combineRecordRatings in
 * src/domain/reviews.ts) and PostgreSQL's (glamour_combined_rating, migration 0012). They write the
 * same text for any imported figure and any stars, rounding included.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { combineRecordRatings } from '@/domain/reviews';
import { migrate } from '../../../server/db/migrate';
import { openPGlite, type Database } from '../../../server/db/sql';

let db: Database;
beforeAll(async () => {
  db = await openPGlite();
  await migrate(db);
}, 120_000);
afterAll(async () => {
  await db.close();
});

/** A value as a catalogue writes it: 0 to 5, with no, one or two decimals. */
const value = fc.oneof(
  fc.integer({ min: 0, max: 5 }).map(String),
  fc.integer({ min: 0, max: 50 }).map((t) => (t / 10).toFixed(1)),
  fc.integer({ min: 0, max: 500 }).map((h) => (h / 100).toFixed(2)),
);

describe('the combined rating in memory and in PostgreSQL', () => {
  it('is the same text for any imported figure and stars', async () => {
    await fc.assert(
      fc.asyncProperty(
        value,
        fc.integer({ min: 0, max: 5_000_000 }).map(String),
        fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 12 }),
        async (imported, count, stars) => {
          const [row] = await db.query<{ value: string; count: string }>(
            'SELECT value, count FROM glamour_combined_rating($1, $2, $3, $4)',
            [imported, count, stars.reduce((s, x) => s + x, 0), stars.length],
          );
          expect(row).toEqual(combineRecordRatings({ value: imported, count }, stars));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rounds the mean half up in tenths, and keeps the imported text without stars', () => {
    // (4 × 3 + 1) / 4 = 3.25.
    expect(combineRecordRatings({ value: '4', count: '3' }, [1])).toEqual({
      value: '3.3',
      count: '4',
    });
    // 4.35 counts as 4.4: (4.4 + 5) / 2 = 4.7.
    expect(combineRecordRatings({ value: '4.35', count: '1' }, [5])).toEqual({
      value: '4.7',
      count: '2',
    });
    expect(combineRecordRatings({ value: '4.35', count: '12' }, [])).toEqual({
      value: '4.35',
      count: '12',
    });
    expect(combineRecordRatings({ value: '0', count: '0' }, [5, 4])).toEqual({
      value: '4.5',
      count: '2',
    });
  });
});
