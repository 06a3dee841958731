/** Shows where the story's router is, so play functions can check navigation. */
import { useLocation } from 'react-router-dom';

export function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <p className="p-4 text-sm text-neutral-700">
      Now at <output aria-label="Location">{`${pathname}${search}`}</output>
    </p>
  );
}
