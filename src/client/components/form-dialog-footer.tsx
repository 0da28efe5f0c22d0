import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog-footer';

type Props = {
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
}: Props) {
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
