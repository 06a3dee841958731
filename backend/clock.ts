/**
 * Time and ids for the back end: real by default; Storybook and screenshot tests pin them so what is
 * rendered never changes between runs (a fixed clock, ids numbered from 1 after each reset).
 */
export interface Clock {
  now(): Date;
  newId(): string;
  /** Numbers ids from 1 again (a pinned clock; the store calls it on reset). */
  restartIds(): void;
}

function randomId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function systemClock(): Clock {
  return { now: () => new Date(), newId: randomId, restartIds: () => undefined };
}

export const PINNED_TIME = Date.parse('2026-01-15T10:30:00+05:30');

export function pinnedClock(at: number = PINNED_TIME): Clock {
  let counter = 0;
  return {
    now: () => new Date(at),
    newId: () => {
      counter += 1;
      return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
    },
    restartIds: () => {
      counter = 0;
    },
  };
}
