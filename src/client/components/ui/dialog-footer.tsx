import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

// Apart from the dialog primitives, so that a form shown both in a dialog and on a screen of its own (create a
// business) brings no dialog code to that screen.
const dialogFooterVariants = cva('flex gap-2 sm:justify-end', {
  variants: {
    layout: {
      /** The main action last on a phone, so it sits under the thumb; in a row from 640 px. */
      default: 'flex-col-reverse sm:flex-row',
      /** One under the other at every width, in the order given. */
      column: 'flex-col',
    },
  },
  defaultVariants: { layout: 'default' },
});

/** The answers at the foot of every dialog and confirmation. */
export function DialogFooter({
  className,
  layout,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof dialogFooterVariants>) {
  return <div className={cn(dialogFooterVariants({ layout }), className)} {...props} />;
}
