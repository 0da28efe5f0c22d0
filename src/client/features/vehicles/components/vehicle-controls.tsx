import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Vehicle } from '@shared/contracts/vehicles';
import { LazyConfirmDialog } from '@client/components/lazy-confirm-dialog';
import { useDialogOpener } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { useSetVehicleArchived } from '../api/save-vehicle';
import { LazyVehicleDialog } from './lazy-vehicle-dialog';

/**
 * An owner's or manager's controls on a vehicle's row: 'Edit', and 'Archive' after a confirmation, or
 * 'Restore' (docs/product/fleet.md#archiving), which the Free plan may refuse as it refuses a second vehicle.
 */
export function VehicleControls({
  vehicle,
  mayManageBilling,
}: {
  vehicle: Vehicle;
  mayManageBilling: boolean;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { name, permitCount } = vehicle;
  const edit = useDialogOpener({ preload: LazyVehicleDialog.preload });
  const confirm = useDialogOpener({ preload: LazyConfirmDialog.preload });
  const archive = useSetVehicleArchived();

  const setArchived = (archived: boolean) =>
    archive.mutate(
      { id: vehicle.id, archived },
      {
        onSuccess: () => {
          confirm.setOpen(false);
          toast.success(archived ? t`Vehicle archived` : t`Vehicle restored`, { description: name });
        },
        onError: (error) =>
          toast.error(t`Error`, {
            description: error.message,
            ...(error instanceof ApiError &&
              error.code === 'PLAN_LIMIT_REACHED' &&
              mayManageBilling && { action: { label: t`Upgrade`, onClick: () => navigate('/signup/pro') } }),
          }),
      },
    );

  const keeps =
    permitCount > 0
      ? t`Its ${plural(permitCount, { one: '# permit stays', other: '# permits stay' })} in the history and reports, read-only.`
      : t`It has no permits.`;

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" {...edit.openerProps}>
        <Pencil aria-hidden="true" />
        <Trans>
          Edit<span className="sr-only"> {name}</span>
        </Trans>
      </Button>
      <LazyVehicleDialog {...edit.dialogProps} vehicle={vehicle} />
      {vehicle.archivedAt === null ? (
        <>
          <Button variant="outline" {...confirm.openerProps}>
            <Archive aria-hidden="true" />
            <Trans>
              Archive<span className="sr-only"> {name}</span>
            </Trans>
          </Button>
          <LazyConfirmDialog
            {...confirm.dialogProps}
            title={t`Archive ${name}?`}
            description={
              <>
                <p>{keeps}</p>
                <p>
                  <Trans>Archive a vehicle sold or retired. You can restore it later.</Trans>
                </p>
              </>
            }
            confirmLabel={t`Archive`}
            confirmVariant="default"
            pendingLabel={t`Archiving...`}
            pending={archive.isPending}
            onConfirm={() => setArchived(true)}
          />
        </>
      ) : (
        <Button variant="outline" disabled={archive.isPending} onClick={() => setArchived(false)}>
          <ArchiveRestore aria-hidden="true" />
          <Trans>
            Restore<span className="sr-only"> {name}</span>
          </Trans>
        </Button>
      )}
    </div>
  );
}
