/**
 * Evaluating the app's code does no costly setup: tailwind-merge builds its lookup tables on its
 * first call (about 12 ms of a phone's CPU), which src/app/start.tsx makes in a task of its own
 * before hydrating. A module that calls `cn` at its top level would make that call while the
 * runtime's or a screen's chunk is evaluated, in the one long task that evaluation is. Imports every
 * module of the app's components, screens and runtime with tailwind-merge watched.
 */
import type * as TailwindMerge from 'tailwind-merge';
import { describe, expect, it, vi } from 'vitest';

const merges = vi.hoisted(() => ({ calls: 0 }));

vi.mock('tailwind-merge', async (importOriginal) => {
  const original = await importOriginal<typeof TailwindMerge>();
  return {
    ...original,
    // Every merge function starts from a config: making one is where building the tables starts.
    getDefaultConfig: () => {
      merges.calls += 1;
      return original.getDefaultConfig();
    },
  };
});

const MODULES = import.meta.glob([
  '/src/{app,components,ui,features,lib,domain,api}/**/*.{ts,tsx}',
  '!/src/**/*.d.ts',
]);

describe('evaluating the app code', () => {
  it('builds no class-merging tables', async () => {
    expect(Object.keys(MODULES).length).toBeGreaterThan(100);
    for (const [path, load] of Object.entries(MODULES)) {
      await load();
      expect(merges.calls, `${path} calls cn or twMerge as it is evaluated`).toBe(0);
    }
  });
});
