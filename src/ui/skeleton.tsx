/**
 * Grey pulsing placeholders while content loads. They are hidden from assistive tech: the region
 * that is loading says so itself (aria-busy, or a status text).
 */
import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

const skeletonVariants = cva('animate-pulse bg-neutral-200', {
  variants: {
    shape: {
      block: 'rounded-md',
      text: 'h-4 rounded-sm',
      circle: 'aspect-square rounded-pill',
    },
  },
  defaultVariants: { shape: 'block' },
});

type SkeletonProps = ComponentProps<'div'> & VariantProps<typeof skeletonVariants>;

/** One placeholder block; size it with classes (h-40 w-full, size-10 ...). */
function Skeleton({ className, shape, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn(skeletonVariants({ shape }), className)}
      {...props}
    />
  );
}

/** Lines of text; the last one is shorter, as a paragraph's last line is. */
function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div
      data-slot="skeleton-text"
      aria-hidden="true"
      className={cn('flex flex-col gap-2', className)}
    >
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        <Skeleton
          key={index}
          shape="text"
          className={index === lines - 1 && lines > 1 ? 'w-3/5' : 'w-full'}
        />
      ))}
    </div>
  );
}

/**
 * The shape of a product card, to the pixel: a square image edge to edge, two lines of name, the
 * rating, the price and the button. The cards replace it without moving anything (CLS).
 */
function SkeletonCard({ className }: { className?: string }) {
  return (
    <div
      data-slot="skeleton-card"
      aria-hidden="true"
      className={cn(
        'flex w-full flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white',
        className,
      )}
    >
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="flex h-[52px] flex-col gap-2 px-3 pt-3">
        <Skeleton shape="text" className="w-full" />
        <Skeleton shape="text" className="w-3/5" />
      </div>
      <div className="flex flex-col gap-2 px-3 pt-2 pb-3">
        <Skeleton shape="text" className="h-5 w-1/2" />
        <Skeleton shape="text" className="h-6 w-1/3" />
        <div className="pt-1">
          <Skeleton className="h-10 w-full" />
        </div>
      </div>
    </div>
  );
}

export { Skeleton, SkeletonText, SkeletonCard, skeletonVariants, type SkeletonProps };
