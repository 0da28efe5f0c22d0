import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import type { Vehicle } from '@shared/contracts/vehicles';
import type { DialogProps } from '@client/components/lazy-dialog';
import { TitledDialog } from '@client/components/titled-dialog';
import { FormDialogFooter } from '@client/components/ui/dialog-footer';
import { toast } from '@client/components/ui/toaster';
import { useVehicles } from '../api/list-vehicles';
import { useAssignMemberVehicles } from '../api/assign-member-vehicles';

type Props = DialogProps & {
  memberId: string;
  memberLabel: string;
  vehicles: Vehicle[];
  onAssigned?: () => void;
};

/**
 * The vehicles a member works on, one box each (docs/product/fleet.md#teams). The server replaces them all at
 * once: the archived vehicles they were on, which are not offered here, are sent again as they were.
 */
export function MemberVehiclesDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  memberId,
  memberLabel,
  vehicles,
  onAssigned,
}: Props) {
  const { t } = useLingui();
  const all = useVehicles();
  const assign = useAssignMemberVehicles();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const theirs = (list: Vehicle[]) =>
    list.filter((vehicle) => vehicle.memberIds.includes(memberId)).map((vehicle) => vehicle.id);

  // Each opening starts from what the member works on now.
  useEffect(() => {
    if (open) setChosen(new Set(theirs(vehicles)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening, not as the list refreshes
  }, [open]);

  const flip = (id: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const close = (next: boolean) => {
    if (!assign.isPending) onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const offered = new Set(vehicles.map((vehicle) => vehicle.id));
    const archivedKept = theirs(all.data ?? []).filter((id) => !offered.has(id));
    assign.mutate(
      { memberId, vehicleIds: [...chosen, ...archivedKept] },
      {
        onSuccess: () => {
          toast.success(t`Vehicles saved`, { description: memberLabel });
          onAssigned?.();
          onOpenChange(false);
        },
        onError: (error) => toast.error(t`Error`, { description: error.message }),
      },
    );
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={close}
      onCloseAutoFocus={onCloseAutoFocus}
      title={<Trans>Choose Vehicles</Trans>}
      description={
        <Trans>
          The vehicles {memberLabel} works on. Crew see their vehicles first, and may limit their reminders to
          them.
        </Trans>
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-1">
          <legend className="sr-only">
            <Trans>Vehicles</Trans>
          </legend>
          {vehicles.map((vehicle) => (
            <label
              key={vehicle.id}
              className="-mx-3 flex min-h-11 items-center gap-3 rounded-md px-3 hover:bg-accent"
            >
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-primary"
                checked={chosen.has(vehicle.id)}
                onChange={() => flip(vehicle.id)}
              />
              <span className="min-w-0 break-words">{vehicle.name}</span>
            </label>
          ))}
        </fieldset>
        <FormDialogFooter
          submitLabel={t`Save`}
          pendingLabel={t`Saving...`}
          pending={assign.isPending}
          onCancel={() => close(false)}
          cancelDisabled={assign.isPending}
        />
      </form>
    </TitledDialog>
  );
}
