/**
 * src/lib/zod-jitless.ts turns zod's eval-compiled parsers off without importing zod (so zod stays
 * off the first paint), by writing the global zod 4 keeps its settings in. This checks zod still
 * reads that global: if a zod upgrade moves it, the build's pages would report CSP violations.
 */
import { describe, expect, it, vi } from 'vitest';

interface ZodGlobal {
  __zod_globalConfig?: Record<string, unknown>;
}

describe('zod without eval', () => {
  it('is set before zod loads, and zod reads the setting', async () => {
    delete (globalThis as ZodGlobal).__zod_globalConfig;
    vi.resetModules();
    await import('@/lib/zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(z.config()).toBe((globalThis as ZodGlobal).__zod_globalConfig);
  });

  it('keeps settings zod already has', async () => {
    const { z } = await import('zod');
    z.config({ customError: undefined });
    vi.resetModules();
    await import('@/lib/zod-jitless');
    expect(z.config().jitless).toBe(true);
  });
});
