/**
 * A policy's dialog, its own chunk: the footer's buttons load it (and Radix Dialog) on the first
 * press, so the home page's first load does not carry a dialog nobody has opened.
 */
import type { RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/dialog';

export interface PolicyDialogProps {
  title: string;
  text: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back to it on close (there is no DialogTrigger). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

export function PolicyDialog({
  title,
  text,
  open,
  onOpenChange,
  returnFocusTo,
}: PolicyDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{text}</DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
