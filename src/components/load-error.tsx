/**
 * Data that could not be loaded: what failed, the reason and Try again. The one look of every load
 * failure in the shop (a screen, a tab's list, a product), the danger member of the empty-state
 * family (./empty-state.tsx). Bad input or a lost connection never crashes a screen.
 */
import { CircleAlert } from 'lucide-react';
import { Button } from '@/ui/button';
import { EmptyState } from './empty-state';

interface LoadErrorProps {
  /** What could not be loaded ("Your cart could not be loaded"). */
  title: string;
  /** The reason, for example the server's message. */
  message: string;
  onRetry: () => void;
  /** The retry is on its way: the button shows it and cannot be pressed again. */
  retrying?: boolean;
  /** The heading level that fits where the block sits (h2 by default). */
  headingLevel?: 'h1' | 'h2' | 'h3';
  className?: string;
}

function LoadError({
  title,
  message,
  onRetry,
  retrying = false,
  headingLevel,
  className,
}: LoadErrorProps) {
  return (
    <EmptyState
      role="alert"
      tone="danger"
      icon={<CircleAlert />}
      title={title}
      description={message}
      headingLevel={headingLevel}
      className={className}
      action={
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      }
    />
  );
}

interface InlineLoadErrorProps {
  /** What could not be loaded, as a sentence ("The coupons could not be loaded."). */
  message: string;
  onRetry?: () => void;
  /** The retry button's words (default 'Try again'). */
  retryLabel?: string;
}

/**
 * The same failure inside a panel or dialog that stays open around it (the coupon list, the address
 * picker): one line and a small Try again, instead of the full block.
 */
function InlineLoadError({ message, onRetry, retryLabel = 'Try again' }: InlineLoadErrorProps) {
  return (
    <div role="alert" className="flex items-center justify-between gap-3 text-sm">
      <span className="text-danger-700">{message}</span>
      {onRetry ? (
        <Button variant="secondary" size="sm" className="shrink-0" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}

export { InlineLoadError, LoadError, type InlineLoadErrorProps, type LoadErrorProps };
