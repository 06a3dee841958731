import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver, VALIDATOR_UNAVAILABLE } from '@/lib/lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

const accepting: Resolver<Values> = async (values) => ({ values, errors: {} });

describe('lazyResolver', () => {
  it('loads the validator on the first check only, then reuses it', async () => {
    const load = vi.fn(async () => accepting);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ email: 'a@b.c' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.c' },
      errors: {},
    });
    await resolver({ email: 'x@y.z' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses the submit with a message when the validator cannot load, and tries again next time', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(accepting);
    const resolver = lazyResolver(load);
    const refused = await resolver({ email: 'a@b.c' }, undefined, options);
    expect(refused.values).toEqual({});
    expect(refused.errors.root?.message).toBe(VALIDATOR_UNAVAILABLE);
    const accepted = await resolver({ email: 'a@b.c' }, undefined, options);
    expect(accepted.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('sends the values unchecked when the form says its server checks them', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const resolver = lazyResolver(load, { unavailable: 'send' });
    await expect(resolver({ email: 'a@b.c' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.c' },
      errors: {},
    });
  });
});
