import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import type { DialogProps } from '@client/components/lazy-dialog';

/**
 * Delete asks first in the 'Delete Permit' dialog (docs/product/screens.md#dashboard). It closes at once: the
 * list deletes, so that the row can show the progress and the focus can move on when it is gone. A file of its
 * own so that its texts load with it, not with the dashboard.
 */
export function DeletePermitDialog({
  permitName,
  onConfirm,
  ...props
}: DialogProps & { permitName: string; onConfirm: () => void }) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      {...props}
      title={t`Delete Permit`}
      description={t`Are you sure you want to delete “${permitName}”? Its renewal reminders and stored document are deleted too. This cannot be undone.`}
      confirmLabel={t`Delete`}
      onConfirm={() => {
        onConfirm();
        props.onOpenChange(false);
      }}
    />
  );
}
