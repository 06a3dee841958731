/** A friendly "nothing here" block: an icon, a title, a line of help and what to do next. */
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
  className?: string;
}

function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel: Heading = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <section
      data-slot="empty-state"
      className={cn('flex flex-col items-center gap-3 px-4 py-12 text-center', className)}
    >
      {icon ? (
        <div
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-pill bg-brand-50 text-brand-700 [&_svg]:size-8"
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
