import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import type { EventSummaryDto } from '@shared/contracts/events';
import type { Vehicle } from '@shared/contracts/vehicles';
import { LazyConfirmDialog } from '@client/components/lazy-confirm-dialog';
import { useDialogOpener } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { useDeleteEvent } from '../api/events-api';
import { LazyEventDialog } from './lazy-event-dialog';

/**
 * 'Edit Event' in the event's own dialog, and 'Delete Event' once confirmed (docs/product/events.md#fields):
 * the permits added for it stay, no longer linked to it, and its certificate goes with it.
 */
export function EventActions({
  event,
  vehicles,
  ownerManagesPlan,
}: {
  event: EventSummaryDto;
  vehicles: Vehicle[];
  ownerManagesPlan: string | null;
}) {
  const { t } = useLingui();
  const edit = useDialogOpener({ preload: LazyEventDialog.preload });
  const confirm = useDialogOpener({ preload: LazyConfirmDialog.preload });
  const remove = useDeleteEvent();
  const name = event.name;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" aria-label={t`Edit Event ${name}`} {...edit.openerProps}>
        <Pencil aria-hidden="true" />
        <Trans>Edit Event</Trans>
      </Button>
      <Button variant="outline" size="sm" aria-label={t`Delete Event ${name}`} {...confirm.openerProps}>
        <Trash2 aria-hidden="true" />
        <Trans>Delete Event</Trans>
      </Button>
      <LazyEventDialog
        {...edit.dialogProps}
        event={event}
        vehicles={vehicles}
        ownerManagesPlan={ownerManagesPlan}
      />
      <LazyConfirmDialog
        {...confirm.dialogProps}
        title={t`Delete Event`}
        description={t`Are you sure you want to delete “${name}”? The permits added for it stay on your dashboard. This cannot be undone.`}
        confirmLabel={t`Delete`}
        pending={remove.isPending}
        pendingLabel={t`Deleting...`}
        onConfirm={() =>
          remove.mutate(event.id, {
            onSuccess: () => {
              confirm.dialogProps.onOpenChange(false);
              toast.success(t`Event deleted`);
            },
            onError: (error) => toast.error(t`Error`, { description: error.message }),
          })
        }
      />
    </div>
  );
}
