/** The cart's shape while it loads: grey lines and a summary box, announced once as loading. */
import type { ReactNode } from 'react';
import { Skeleton as Bone } from '@/ui/skeleton';

/** A cart or wishlist screen while it loads: its placeholders, announced once as `label`. */
function LoadingScreen({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8"
    >
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

function CartSkeleton({ lines = 2 }: { lines?: number }) {
  return (
    <LoadingScreen label="Loading your cart">
      <Bone className="h-8 w-32" />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-4">
          {Array.from({ length: lines }, (_, i) => (
            <div key={i} className="flex gap-4 rounded-lg border border-neutral-200 p-4">
              <Bone className="size-24 shrink-0 sm:size-32" />
              <div className="flex flex-1 flex-col gap-3">
                <Bone className="h-5 w-3/4" />
                <Bone className="h-4 w-1/4" />
                <Bone className="h-5 w-1/3" />
                <Bone className="h-8 w-40" />
              </div>
            </div>
          ))}
        </div>
        <div className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-5">
          <Bone className="h-8 w-full" />
          {Array.from({ length: 6 }, (_, i) => (
            <Bone key={i} className="h-4 w-full" />
          ))}
          <Bone className="h-12 w-full" />
        </div>
      </div>
    </LoadingScreen>
  );
}

export { CartSkeleton, LoadingScreen };
