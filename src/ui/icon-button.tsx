import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

const iconButtonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-pill transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        ghost:
          'text-neutral-800 hover:bg-neutral-100 aria-pressed:text-danger-700 aria-pressed:[&_svg]:fill-current',
        solid:
          'bg-white text-neutral-800 shadow-card hover:bg-neutral-100 aria-pressed:text-danger-700 aria-pressed:[&_svg]:fill-current',
        brand:
          'bg-brand-700 text-white hover:bg-brand-800 aria-pressed:bg-brand-900 aria-pressed:[&_svg]:fill-current',
      },
      size: {
        sm: 'size-8 [&_svg]:size-4',
        md: 'size-10 [&_svg]:size-5',
        lg: 'size-12 [&_svg]:size-6',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);

type IconButtonProps = Omit<ComponentProps<'button'>, 'aria-label'> &
  VariantProps<typeof iconButtonVariants> & {
    /** The button's accessible name (its aria-label): the icon alone says nothing to a screen reader. */
    label: string;
    /** For toggles (the wishlist heart): sets aria-pressed and the filled "on" look. */
    pressed?: boolean;
    /** Render the child element (a Link, say) with this look; the label still applies. */
    asChild?: boolean;
  };

/** A square button showing only an icon, named by its required `label`. */
function IconButton({
  className,
  variant,
  size,
  label,
  pressed,
  asChild = false,
  type,
  ...props
}: IconButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="icon-button"
      type={asChild ? undefined : (type ?? 'button')}
      aria-label={label}
      aria-pressed={pressed}
      className={cn(iconButtonVariants({ variant, size, className }))}
      {...props}
    />
  );
}

export { IconButton, iconButtonVariants, type IconButtonProps };
