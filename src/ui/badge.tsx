import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-pill border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      tone: {
        neutral: 'border-transparent bg-neutral-100 text-neutral-800',
        brand: 'border-transparent bg-brand-700 text-white',
        success: 'border-transparent bg-success-50 text-success-800',
        warning: 'border-transparent bg-warning-50 text-warning-800',
        danger: 'border-transparent bg-danger-50 text-danger-800',
        outline: 'border-neutral-300 bg-white text-neutral-700',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

/** A short status label: BESTSELLER, In Stock, Out of Stock, an order's state. */
function Badge({ className, tone, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ tone }), className)} {...props} />;
}

type CountBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  count: number;
  /** Above this the badge shows "max+" (99+). */
  max?: number;
  /** Words read after the number by screen readers, e.g. "items in cart". */
  label?: string;
};

/**
 * The number on a nav icon (cart, wishlist). Renders nothing at 0 or below, and "99+" past 99. Place
 * it inside a `relative` parent; it sits on the top-right corner.
 */
function CountBadge({ count, max = 99, label, className, ...props }: CountBadgeProps) {
  if (!Number.isFinite(count) || count <= 0) return null;
  const shown = count > max ? `${max}+` : String(Math.floor(count));
  return (
    <span
      data-slot="count-badge"
      className={cn(
        'pointer-events-none absolute -top-1 -right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-pill bg-brand-700 px-1 text-[0.6875rem] leading-none font-semibold text-white tabular-nums ring-2 ring-white',
        className,
      )}
      {...props}
    >
      {shown}
      {label ? <span className="sr-only"> {label}</span> : null}
    </span>
  );
}

export { Badge, CountBadge, badgeVariants, type BadgeProps, type CountBadgeProps };
