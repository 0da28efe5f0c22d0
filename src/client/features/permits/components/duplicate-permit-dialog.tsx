import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Permit } from '@shared/contracts/permits';
import type { Vehicle } from '@shared/contracts/vehicles';
import type { DialogProps } from '@client/components/lazy-dialog';
import { TitledDialog } from '@client/components/titled-dialog';
import { FormDialogFooter } from '@client/components/ui/dialog-footer';
import { Label } from '@client/components/ui/label';
import { NATIVE_SELECT_CLASS } from '@client/components/ui/native-select';
import { toast } from '@client/components/ui/toaster';
import { ApiError } from '@client/lib/api-client';
import { useDuplicatePermit } from '../api/duplicate-permit';

/** Where a permit can be copied: the whole business or a vehicle, never where it already is. */
export const duplicateTargets = (
  permit: Pick<Permit, 'vehicle'>,
  vehicles: readonly Pick<Vehicle, 'id' | 'name'>[],
): { id: string | null; name: string | null }[] =>
  [{ id: null, name: null }, ...vehicles].filter((target) => target.id !== (permit.vehicle?.id ?? null));

type Props = DialogProps & { permit: Permit; vehicles: Pick<Vehicle, 'id' | 'name'>[] };

/**
 * 'Duplicate to another vehicle' (docs/product/fleet.md#duplicating): the same permit on another vehicle or
 * the whole business, without its dates, fee or document, which the owner adds once it is issued.
 */
export function DuplicatePermitDialog({ permit, vehicles, ...props }: Props) {
  const { t } = useLingui();
  const targets = duplicateTargets(permit, vehicles);
  const [target, setTarget] = useState(targets[0]?.id ?? '');
  const duplicate = useDuplicatePermit();
  const selectId = useId();
  const name = permit.name;
  const nameOf = (id: string | null) => targets.find((each) => each.id === id)?.name ?? t`Whole business`;

  const submit = () => {
    const vehicleId = target || null;
    const where = nameOf(vehicleId);
    duplicate.mutate(
      { permit, vehicleId },
      {
        onSuccess: () => {
          props.onOpenChange(false);
          toast.success(t`Permit duplicated`, {
            description: t`${name} is copied to ${where}. Add its dates once it is issued.`,
          });
        },
        onError: (error) =>
          toast.error(t`Error`, {
            description:
              error instanceof ApiError && error.status < 500
                ? error.message
                : t`Failed to duplicate the permit. Please try again.`,
          }),
      },
    );
  };

  return (
    <TitledDialog
      {...props}
      title={<Trans>Duplicate to another vehicle</Trans>}
      description={t`A copy of ${name} without its dates, cost or document.`}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor={selectId}>
            <Trans>Copy to</Trans>
          </Label>
          <select
            id={selectId}
            className={NATIVE_SELECT_CLASS}
            value={target ?? ''}
            onChange={(event) => setTarget(event.target.value)}
          >
            {targets.map((each) => (
              <option key={each.id ?? ''} value={each.id ?? ''}>
                {each.name ?? t`Whole business`}
              </option>
            ))}
          </select>
        </div>
        <FormDialogFooter
          submitLabel={t`Duplicate`}
          pendingLabel={t`Duplicating...`}
          pending={duplicate.isPending}
          onCancel={() => props.onOpenChange(false)}
        />
      </form>
    </TitledDialog>
  );
}
