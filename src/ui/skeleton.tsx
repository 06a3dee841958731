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

export { Skeleton, SkeletonText, skeletonVariants, type SkeletonProps };
