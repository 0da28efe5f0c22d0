import { Trans } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import type { Vehicle } from '@shared/contracts/vehicles';
import { useDialogOpener } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import { LazyEventDialog } from './lazy-event-dialog';

/** 'Add Event' and its dialog. */
export function AddEventButton(props: { vehicles: Vehicle[]; ownerManagesPlan: string | null }) {
  const dialog = useDialogOpener({ preload: LazyEventDialog.preload });
  return (
    <>
      <Button className="self-start" {...dialog.openerProps}>
        <Plus aria-hidden="true" />
        <Trans>Add Event</Trans>
      </Button>
      <LazyEventDialog {...dialog.dialogProps} {...props} />
    </>
  );
}
