import { Trans } from '@lingui/react/macro';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { Button } from './button';

// Apart from the dialog primitives, and both footers in one file (one chunk), so that a form shown both in a
// dialog and on a screen of its own (create a business) brings no dialog code to that screen.
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

type FormDialogFooterProps = {
  submitLabel: ReactNode;
  /** What the submit button says while the form's change runs ('Sending...'). */
  pendingLabel: ReactNode;
  pending: boolean;
  /** Shown before the label, e.g. the link icon of 'Create Link'. */
  icon?: ReactNode;
  /** 'Cancel' beside the submit button; none where the form stands on a screen of its own. */
  onCancel?: () => void;
  /** Set where the dialog cannot be closed while its change runs. */
  cancelDisabled?: boolean;
};

/** The foot of a form in a dialog: 'Cancel', then the submit button, which is disabled while the form saves. */
export function FormDialogFooter({
  submitLabel,
  pendingLabel,
  pending,
  icon,
  onCancel,
  cancelDisabled,
}: FormDialogFooterProps) {
  return (
    <DialogFooter>
      {onCancel && (
        <Button type="button" variant="outline" onClick={onCancel} disabled={cancelDisabled}>
          <Trans>Cancel</Trans>
        </Button>
      )}
      <Button type="submit" disabled={pending}>
        {icon}
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
