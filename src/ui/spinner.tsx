import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

const spinnerVariants = cva(
  'inline-block animate-spin rounded-full border-current border-r-transparent',
  {
    variants: {
      size: { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' },
    },
    defaultVariants: { size: 'md' },
  },
);

type SpinnerProps = VariantProps<typeof spinnerVariants> & {
  className?: string;
  /** Text for screen readers; null when a surrounding control already says it is busy. */
  label?: string | null;
};

function Spinner({ size, className, label = 'Loading' }: SpinnerProps) {
  if (label === null) {
    return (
      <span
        data-slot="spinner"
        aria-hidden="true"
        className={cn(spinnerVariants({ size }), className)}
      />
    );
  }
  return (
    <span data-slot="spinner" role="status" className="inline-flex items-center">
      <span aria-hidden="true" className={cn(spinnerVariants({ size }), className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Covers the page while it cannot be used yet (the route guard restoring a saved session). */
function FullScreenLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div
      data-slot="full-screen-loader"
      className="fixed inset-0 z-50 flex items-center justify-center bg-white/70 backdrop-blur-[1px]"
    >
      <Spinner size="lg" className="text-brand-700" label={label} />
    </div>
  );
}

/** A quiet centred spinner for a screen whose code or data is on its way. */
function PageLoader({ label = 'Loading page' }: { label?: string }) {
  return (
    <div data-slot="page-loader" className="flex min-h-[40vh] items-center justify-center">
      <Spinner size="lg" className="text-brand-700" label={label} />
    </div>
  );
}

export { Spinner, FullScreenLoader, PageLoader, spinnerVariants, type SpinnerProps };
