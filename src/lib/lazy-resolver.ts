/**
 * A react-hook-form resolver whose validator (zod and the form's schema, ~40 kB gzip) loads on the
 * form's first validation, which in the default mode is its first submit, instead of with the page:
 * a page that shows a form paints and hydrates without it. If the validator cannot load (offline,
 * or a page older than the deploy), the submit is refused with a message, never crashed on, and the
 * next submit tries again (a browser may keep the module's failure for the page's life: then only a
 * reload helps). A form whose server checks the same rules may pass instead (`unavailable: 'send'`):
 * its values go unchecked and the server's answer says what is wrong, so the press is not lost.
 */
import type { FieldValues, Resolver } from 'react-hook-form';

export const VALIDATOR_UNAVAILABLE =
  'This form could not be checked just now. Check your connection and try again.';

export function lazyResolver<TValues extends FieldValues, TContext = unknown, TOutput = TValues>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
  { unavailable = 'refuse' }: { unavailable?: 'refuse' | 'send' } = {},
): Resolver<TValues, TContext, TOutput> {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | undefined;
  return async (values, context, options) => {
    let resolver: Resolver<TValues, TContext, TOutput>;
    try {
      resolver = await (loading ??= load());
    } catch {
      loading = undefined;
      if (unavailable === 'send')
        return { values, errors: {} } as unknown as Awaited<
          ReturnType<Resolver<TValues, TContext, TOutput>>
        >;
      return {
        values: {},
        errors: { root: { type: 'unavailable', message: VALIDATOR_UNAVAILABLE } },
      } as Awaited<ReturnType<Resolver<TValues, TContext, TOutput>>>;
    }
    return resolver(values, context, options);
  };
}
