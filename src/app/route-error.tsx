/**
 * The error screen: 'Unexpected Application Error!' with a way home (docs/shop/screens.md, Not
 * found and error screens).
 */
import { paths } from '@/lib/paths';
import { Button, buttonVariants } from '@/ui/button';

export function RouteError({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center"
    >
      <h1 className="text-2xl font-semibold text-neutral-900">Unexpected Application Error!</h1>
      <p className="text-neutral-600">
        Something went wrong on this page. Your cart and account are safe.
      </p>
      <p className="font-mono text-sm break-all text-neutral-600">{error.message}</p>
      {/* A full page load: whatever state broke this screen is not carried home. */}
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
        <a href={paths.home} className={buttonVariants()}>
          Go to Homepage
        </a>
      </div>
    </section>
  );
}
