/**
 * Where the story's router is, so play functions can check navigation. Read by the plays and by a
 * screen reader, not drawn: it is test scaffolding, not part of the navbar's picture.
 */
import { useLocation } from 'react-router-dom';

export function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <p className="sr-only">
      Now at <output aria-label="Location">{`${pathname}${search}`}</output>
    </p>
  );
}
