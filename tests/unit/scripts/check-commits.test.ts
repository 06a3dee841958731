/** The commit-subject habit that `npm test` checks (tools/check-commits.mjs). */
import { describe, expect, it } from 'vitest';
import { longSubjects, MAX_SUBJECT } from '../../../tools/check-commits.mjs';

describe('longSubjects', () => {
  it('names subjects over 72 characters, counted as characters, not bytes', () => {
    const ok = `a1 ${'x'.repeat(MAX_SUBJECT)}`;
    const rupees = `b2 ${'₹'.repeat(MAX_SUBJECT)}`;
    const long = `c3 ${'y'.repeat(MAX_SUBJECT + 1)}`;
    expect(longSubjects([ok, rupees, long, ''])).toEqual([
      `c3 ${'y'.repeat(MAX_SUBJECT + 1)} (73 characters)`,
    ]);
  });
});
