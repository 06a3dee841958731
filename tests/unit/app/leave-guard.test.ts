/** Leaving the page while a change is unconfirmed asks first (remote mode). */
import { describe, expect, it } from 'vitest';
import { askBeforeLeaving } from '@/app/leave-guard';
import { keepAlive } from '@/api/client';

const leave = (target: EventTarget) => {
  const event = new Event('beforeunload', { cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('askBeforeLeaving', () => {
  it('cancels the unload (the browser asks) until it is released', () => {
    const page = new EventTarget();
    expect(leave(page)).toBe(false);
    const release = askBeforeLeaving(page);
    expect(leave(page)).toBe(true);
    release();
    expect(leave(page)).toBe(false);
  });
});

describe('keepAlive', () => {
  it('keeps a change to a real server going after the page unloads', () => {
    expect(keepAlive('POST', '{"product":{"_id":"x"}}', true)).toBe(true);
    expect(keepAlive('DELETE', undefined, true)).toBe(true);
  });
  it('not for reads, not for the simulated back end, not beyond the browser’s 64 KiB', () => {
    expect(keepAlive('GET', undefined, true)).toBe(false);
    expect(keepAlive('POST', '{}', false)).toBe(false);
    expect(keepAlive('POST', 'é'.repeat(40_000), true)).toBe(false);
  });
});
