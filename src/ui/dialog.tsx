/**
 * A modal dialog on Radix: focus moves in and is trapped, Escape and the overlay close it, focus
 * returns to the trigger. A DialogTitle is required (it names the dialog); `side="bottom-sheet"`
 * slides it up from the bottom edge for phone filter sheets.
 */
import { createContext, Fragment, useContext, useEffect, type ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { judgeChangesNow } from '@/lib/deferred-css';
import { keepPagePointerEvents } from '@/lib/page-under-modal';
import { IconButton } from './icon-button';

/**
 * The build renders each prerendered page a second time with every dialog it holds open, in place
 * (no portal), and keeps the CSS rules that render uses in the page's inline CSS
 * (build/prerender-plugin.ts): a dialog the page opens is styled without its whole stylesheets,
 * whose application restyles and lays out every element of the page. That render is never shown.
 */
const DialogsOpenInPlace = createContext(false);

function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  const openInPlace = useContext(DialogsOpenInPlace);
  return (
    <DialogPrimitive.Root data-slot="dialog" {...props} {...(openInPlace && { open: true })} />
  );
}

function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-neutral-900/50', className)}
      {...props}
    />
  );
}

// Its own `pointer-events-auto`: Radix's `none` on <body>, passed down, stops at it (not restyling
// every element of the dialog as it opens; src/lib/page-under-modal.ts does the same for the page).
const dialogContentVariants = cva(
  'pointer-events-auto fixed z-50 flex flex-col gap-4 overflow-y-auto bg-white p-6 shadow-overlay focus:outline-none',
  {
    variants: {
      side: {
        center:
          'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-lg',
        'bottom-sheet': 'inset-x-0 bottom-0 max-h-[85dvh] w-full rounded-t-xl pb-8',
      },
    },
    defaultVariants: { side: 'center' },
  },
);

/**
 * What a modal's opening does for the page under it, from an effect of its content: after Radix's
 * measurements in the opening's layout phase, before Radix's own effects stop pointer events on
 * <body> and move focus in.
 * - The prerendered page's whole stylesheets apply now if the dialog needs a rule its inline CSS
 *   lacks (src/lib/deferred-css.ts): the restyle that focus forces covers them.
 * - The page keeps its own pointer events (src/lib/page-under-modal.ts): <body>'s change restyles
 *   <body> and the dialog, not every element of the page.
 */
function ModalOpening() {
  useEffect(() => {
    judgeChangesNow();
    return keepPagePointerEvents();
  }, []);
  return null;
}

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** The × button in the corner, labelled 'Close'. */
    showClose?: boolean;
  };

function DialogContent({
  className,
  children,
  side,
  showClose = true,
  ...props
}: DialogContentProps) {
  const Portal = useContext(DialogsOpenInPlace) ? Fragment : DialogPrimitive.Portal;
  return (
    <Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-side={side ?? 'center'}
        className={cn(dialogContentVariants({ side }), className)}
        {...props}
      >
        <ModalOpening />
        {side === 'bottom-sheet' ? (
          <div aria-hidden="true" className="mx-auto -mt-2 h-1 w-10 rounded-pill bg-neutral-300" />
        ) : null}
        {children}
        {showClose ? (
          <DialogPrimitive.Close asChild>
            <IconButton label="Close" size="sm" className="absolute top-3 right-3">
              <X aria-hidden="true" />
            </IconButton>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </Portal>
  );
}

function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-1.5 pr-8', className)}
      {...props}
    />
  );
}

function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg font-semibold text-neutral-900', className)}
      {...props}
    />
  );
}

function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-neutral-600', className)}
      {...props}
    />
  );
}

export {
  Dialog,
  DialogsOpenInPlace,
  DialogTrigger,
  DialogClose,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  ModalOpening,
  dialogContentVariants,
  type DialogContentProps,
};
