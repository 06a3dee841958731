/** The router's error screen: spec §8 'Unexpected Application Error!' with a way home. */
import { Link, useRouteError } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { buttonVariants } from '@/ui/button';

export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  if (error) console.error(error);
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center"
    >
      <h1 className="text-2xl font-semibold text-neutral-900">Unexpected Application Error!</h1>
      <p className="text-neutral-600">
        Something went wrong on this page. Your cart and account are safe.
      </p>
      {detail ? <p className="font-mono text-sm break-all text-neutral-600">{detail}</p> : null}
      <Link to={paths.home} reloadDocument className={buttonVariants()}>
        Go to Homepage
      </Link>
    </section>
  );
}
