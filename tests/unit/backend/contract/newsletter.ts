/** The newsletter (backend/store/newsletter.ts, server/db/newsletter.ts). */
import { describe, expect, it } from 'vitest';
import { value, type Contract } from './harness';

export function describeNewsletterContract({ shop }: Contract): void {
  describe('newsletter', () => {
    it('subscribes an email once, whatever its case and spaces', async () => {
      expect(value(await shop().newsletter.subscribe(' Fan@Example.com '))).toEqual({
        alreadySubscribed: false,
      });
      expect(value(await shop().newsletter.subscribe('fan@example.com'))).toEqual({
        alreadySubscribed: true,
      });
      expect((await shop().admin.snapshot()).subscribers).toEqual(['fan@example.com']);
    });
  });
}
