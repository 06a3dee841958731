/**
 * `cn` merges Tailwind classes with tailwind-merge, whose tables src/app/start.tsx has built ahead
 * in two tasks (`prepareClassMerging`): the default config first, the tables from it in the next.
 */
import type * as TailwindMerge from 'tailwind-merge';
import { describe, expect, it, vi } from 'vitest';
import { cn, prepareClassMerging } from '@/lib/cn';

const configs = vi.hoisted(() => ({ made: 0 }));

vi.mock('tailwind-merge', async (importOriginal) => {
  const original = await importOriginal<typeof TailwindMerge>();
  return {
    ...original,
    getDefaultConfig: () => {
      configs.made += 1;
      return original.getDefaultConfig();
    },
  };
});

describe('cn', () => {
  it('makes the config at once and leaves the tables to a later task, once', async () => {
    expect(configs.made).toBe(0);
    const prepared = prepareClassMerging();
    expect(configs.made).toBe(1);
    await prepared;
    expect(cn('px-2 text-sm', 'px-4', false, ['hover:bg-neutral-100'])).toBe(
      'text-sm px-4 hover:bg-neutral-100',
    );
    expect(configs.made).toBe(1);
  });
});
