/** The header slot. The catalogue's navbar fills it; until then a minimal bar keeps the shell usable. */
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

export function Header() {
  return (
    <header className="border-b border-neutral-200 bg-white">
      <nav aria-label="Main" className="mx-auto flex max-w-7xl items-center gap-6 px-4 py-3">
        <Link to={paths.home} className="text-xl font-bold tracking-tight text-brand-800">
          Glamour
        </Link>
        <Link to={paths.products} className="text-sm text-neutral-700 hover:text-brand-800">
          Products
        </Link>
        <Link to={paths.mockman} className="text-sm text-neutral-700 hover:text-brand-800">
          Mockman
        </Link>
      </nav>
    </header>
  );
}
