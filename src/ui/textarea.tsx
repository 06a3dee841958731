import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldClassName } from './input';

/** A multi-line text field (four rows by default, resizable vertically). */
function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(fieldClassName, 'min-h-20 resize-y py-2', className)}
      {...props}
    />
  );
}

export { Textarea };
