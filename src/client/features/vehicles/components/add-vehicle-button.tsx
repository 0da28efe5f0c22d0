import { Trans } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useDialogOpener } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import { LazyVehicleDialog } from './lazy-vehicle-dialog';

/** 'Add Vehicle' and its dialog. */
export function AddVehicleButton() {
  const dialog = useDialogOpener({ preload: LazyVehicleDialog.preload });
  return (
    <>
      <Button className="self-start" {...dialog.openerProps}>
        <Plus aria-hidden="true" />
        <Trans>Add Vehicle</Trans>
      </Button>
      <LazyVehicleDialog {...dialog.dialogProps} vehicle={null} />
    </>
  );
}
