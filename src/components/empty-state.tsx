/**
 * The empty-state family: a centred block with an icon, a title, a line of help and what to do
 * next. EmptyState says "nothing here" (an empty cart, no matching products); LoadError
 * (./load-error.tsx) is the same block in the danger tone, announced as an alert, for data that
 * could not be loaded.
 */
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** The way out: usually a button or a link. */
  action?: ReactNode;
  /** The heading level that fits where the block sits (h2 by default). */
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** `danger` for a failure: the icon in the danger colours. */
  tone?: 'brand' | 'danger';
  /** `alert` when the block appears because something failed (screen readers announce it). */
  role?: 'alert';
  className?: string;
}

const iconTone = {
  brand: 'bg-brand-50 text-brand-700',
  danger: 'bg-danger-50 text-danger-700',
} as const;

function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel: Heading = 'h2',
  tone = 'brand',
  role,
  className,
}: EmptyStateProps) {
  return (
    <section
      data-slot="empty-state"
      role={role}
      className={cn('flex flex-col items-center gap-3 px-4 py-12 text-center', className)}
    >
      {icon ? (
        <div
          aria-hidden="true"
          className={cn(
            'flex size-16 items-center justify-center rounded-pill [&_svg]:size-8',
            iconTone[tone],
          )}
        >
          {icon}
        </div>
      ) : null}
      <Heading className="text-lg font-semibold text-neutral-900">{title}</Heading>
      {description ? <p className="max-w-md text-sm text-neutral-600">{description}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </section>
  );
}

export { EmptyState, type EmptyStateProps };
