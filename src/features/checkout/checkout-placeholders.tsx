/** What checkout shows before its cart is known: a skeleton while loading, a retry when it failed. */
import { CircleAlert } from 'lucide-react';
import { Button } from '@/ui/button';
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

function CheckoutLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold text-neutral-900">Checkout</h1>
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="flex items-center gap-2 text-neutral-800">
          <CircleAlert aria-hidden="true" className="size-5 text-danger-700" />
          Your cart could not be loaded: {message}
        </p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  );
}

export { CheckoutLoadError, CheckoutSkeleton };
