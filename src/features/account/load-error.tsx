/** A list that could not load: what failed, the reason, and a way to try again. */
import { RotateCw } from 'lucide-react';
import { Button } from '@/ui/button';

export interface LoadErrorProps {
  title: string;
  /** The reason, for example the server's message. */
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

export function LoadError({ title, message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-danger-700/30 bg-danger-50 p-4"
    >
      <p className="font-medium text-danger-800">{title}</p>
      <p className="text-sm text-neutral-800">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
        {retrying ? null : <RotateCw aria-hidden="true" />}
        Try again
      </Button>
    </div>
  );
}
