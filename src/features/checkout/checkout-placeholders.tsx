/** What checkout shows before its cart is known: a skeleton while loading, a retry when it failed. */
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/ui/skeleton';

function CheckoutSkeleton() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold text-neutral-900">Checkout</h1>
      <div role="status" className="sr-only">
        Loading your order
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex flex-col gap-3">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-28 w-full" />
        </div>
        <Skeleton className="h-96 w-full" />
      </div>
    </div>
  );
}

interface CheckoutLoadErrorProps {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

function CheckoutLoadError({ message, onRetry, retrying }: CheckoutLoadErrorProps) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold text-neutral-900">Checkout</h1>
      <LoadError
        title="Your cart could not be loaded"
        message={message}
        onRetry={onRetry}
        retrying={retrying}
      />
    </div>
  );
}

export { CheckoutLoadError, CheckoutSkeleton };
