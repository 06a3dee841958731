/** A screen whose data could not be loaded: what happened and Try again (spec: bad input never crashes). */
import { CircleAlert } from 'lucide-react';
import { Button } from '@/ui/button';

interface LoadErrorProps {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

function LoadError({ title, message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center"
    >
      <CircleAlert aria-hidden="true" className="size-10 text-danger-700" />
      <h1 className="text-lg font-semibold text-neutral-900">{title}</h1>
      <p className="text-sm text-neutral-600">{message}</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </section>
  );
}

export { LoadError };
