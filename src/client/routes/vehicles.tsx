import { Trans, useLingui } from '@lingui/react/macro';
import { can } from '@shared/domain/roles';
import { SignedInHeader } from '@client/app/signed-in-header';
import { LoadFailed } from '@client/components/load-failed';
import { Spinner } from '@client/components/ui/spinner';
import { useEntitlements } from '@client/features/billing/api/get-entitlements';
import {
  OWNER_MANAGES_PLAN_MESSAGE,
  ROLE_LOAD_FAILED_MESSAGE,
  useMemberPermissions,
} from '@client/features/billing/use-member-permissions';
import { useVehicles } from '@client/features/vehicles/api/list-vehicles';
import { AddVehicleButton } from '@client/features/vehicles/components/add-vehicle-button';
import { VehicleLimitNotice } from '@client/features/vehicles/components/vehicle-limit-notice';
import { VehiclesCard } from '@client/features/vehicles/components/vehicles-card';
import { useDocumentTitle } from '@client/lib/use-document-title';

/**
 * /vehicles (docs/product/fleet.md): the business's trucks, trailers, carts and stands for every member;
 * owners and managers add, edit, archive and restore them (docs/product/fleet.md#who-may-do-what). At the
 * Free plan's limit the upgrade notice stands where 'Add Vehicle' would (docs/product/fleet.md#plans).
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Vehicles`);
  const vehicles = useVehicles();
  const entitlements = useEntitlements();
  const member = useMemberPermissions();
  const editable = can(member.role, 'writeVehicles');

  let content;
  if (vehicles.isError) {
    content = (
      <LoadFailed
        message={t`Failed to load your vehicles.`}
        onRetry={() => void vehicles.refetch()}
        retrying={vehicles.isRefetching}
      />
    );
  } else if (vehicles.isPending || member.isPending) {
    content = <Spinner />;
  } else {
    const limit = entitlements.data?.vehicleLimit ?? null;
    // The plan's limit, not the role's refusal (docs/product/fleet.md#plans): archived vehicles do not count.
    const atLimit =
      entitlements.data?.canAddVehicle === false && limit !== null && entitlements.data.vehicleCount >= limit;
    content = (
      <>
        {member.isError && (
          <LoadFailed
            message={t(ROLE_LOAD_FAILED_MESSAGE)}
            onRetry={member.retry}
            retrying={member.retrying}
          />
        )}
        {editable &&
          (atLimit ? (
            <VehicleLimitNotice
              limit={limit}
              ownerManagesPlan={member.mayManageBilling ? null : t(OWNER_MANAGES_PLAN_MESSAGE)}
            />
          ) : (
            <AddVehicleButton />
          ))}
        <VehiclesCard
          vehicles={vehicles.data}
          editable={editable}
          mayManageBilling={member.mayManageBilling}
        />
      </>
    );
  }

  return (
    <div className="min-h-dvh bg-muted">
      <SignedInHeader backToDashboard />
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-6">
        <h1 className="text-2xl font-bold">
          <Trans>Vehicles</Trans>
        </h1>
        {member.role && !editable && (
          <p className="-mt-2 text-muted-foreground">
            <Trans>The owner and managers keep this list.</Trans>
          </p>
        )}
        {content}
      </main>
    </div>
  );
}
