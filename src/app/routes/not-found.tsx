import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { buttonVariants } from '@/ui/button';

export default function NotFoundRoute() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-neutral-900">Looks like page is not found!</h1>
      <Link to={paths.home} className={buttonVariants({ size: 'lg' })}>
        Go to Homepage
      </Link>
    </section>
  );
}
