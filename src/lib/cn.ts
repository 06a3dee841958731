import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';
import { yieldToMain } from './yield-to-main';

let config: ReturnType<typeof getDefaultConfig> | undefined;
const defaultConfig = () => (config ??= getDefaultConfig());

/** tailwind-merge's `twMerge`, from a default config this module can make ahead of the first call. */
const merge = createTailwindMerge(defaultConfig);

/** Joins class names and lets later Tailwind classes win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}

/**
 * tailwind-merge builds its lookup tables on its first call: its default config (about a third of
 * the work), then the tables from it. In one task that was 87 ms of a 4x-slowed CPU in a profile of
 * a phone's first visit; src/app/start.tsx calls this before hydrating, so the two halves fall in
 * tasks of their own and neither lands inside the first component React hydrates.
 */
export async function prepareClassMerging(): Promise<void> {
  defaultConfig();
  await yieldToMain();
  merge('');
}
