import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { FormField } from '@client/components/form-field';
import type { DialogProps } from '@client/components/lazy-dialog';
import { TitledDialog } from '@client/components/titled-dialog';
import { FormDialogFooter } from '@client/components/ui/dialog-footer';
import { useMarkLine } from '../api/events-api';

/** 'Not needed' for one readiness line, with the owner's reason (docs/product/events.md#readiness). */
export function NotNeededDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  eventId,
  line,
  onMarked,
}: DialogProps & { eventId: string; line: string; onMarked: () => void }) {
  const { t } = useLingui();
  const mark = useMarkLine();
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setReason('');
    setRefusal(null);
  }, [open]);

  const close = (next: boolean) => {
    if (!mark.isPending) onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    mark.mutate(
      { eventId, line, reason },
      {
        onSuccess: () => {
          onMarked();
          onOpenChange(false);
        },
        onError: (error) => setRefusal(error.message),
      },
    );
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={close}
      onCloseAutoFocus={onCloseAutoFocus}
      title={<Trans>Not Needed</Trans>}
      description={<Trans>Say why the truck does not need this at this event.</Trans>}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormField
          id="not-needed-reason"
          label={t`Reason`}
          autoComplete="off"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={refusal ?? undefined}
        />
        <FormDialogFooter
          submitLabel={t`Mark Not Needed`}
          pendingLabel={t`Saving...`}
          pending={mark.isPending}
          onCancel={() => close(false)}
          cancelDisabled={mark.isPending}
        />
      </form>
    </TitledDialog>
  );
}
