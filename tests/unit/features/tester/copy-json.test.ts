import { describe, expect, it } from 'vitest';
import {
  COPIED_RESET_MS,
  formatJsonForCopy,
  groupLargeArrays,
} from '@/features/tester/tester-response';

describe('the tree viewer copy text (indents 4, copied mark resets after 5.5 s)', () => {
  it('writes JSON indented by four spaces', () => {
    expect(formatJsonForCopy({ a: [1, { b: null }] })).toBe(
      '{\n    "a": [\n        1,\n        {\n            "b": null\n        }\n    ]\n}',
    );
  });

  it('copies the value as received, not the tree’s groups of 100', () => {
    const list = Array.from({ length: 150 }, (_, i) => i);
    expect(groupLargeArrays(list)).not.toEqual(list);
    expect(JSON.parse(formatJsonForCopy(list) ?? '')).toEqual(list);
  });

  it('copies a text answer as is and a lone value as JSON', () => {
    expect(formatJsonForCopy('<!doctype html>')).toBe('<!doctype html>');
    expect(formatJsonForCopy(42)).toBe('42');
    expect(formatJsonForCopy(null)).toBe('null');
  });

  it('gives nothing for a value JSON cannot write (20,000 levels deep)', () => {
    const deep = JSON.parse(`${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`) as unknown;
    expect(formatJsonForCopy(deep)).toBeUndefined();
  });

  it('resets the copied mark after 5.5 s', () => {
    expect(COPIED_RESET_MS).toBe(5500);
  });
});
