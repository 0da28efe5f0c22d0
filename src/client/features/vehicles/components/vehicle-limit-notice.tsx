import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';

/**
 * In place of 'Add Vehicle' at the Free plan's limit (docs/product/fleet.md#plans), as /permit-setup shows the
 * permit limit: the owner is offered the upgrade; a manager reads `ownerManagesPlan`, who can.
 */
export function VehicleLimitNotice({
  limit,
  ownerManagesPlan,
}: {
  limit: number;
  /** For a member who may not buy the plan: who can. Null offers the upgrade. */
  ownerManagesPlan: string | null;
}) {
  return (
    <div
      role="status"
      className="rounded-md border border-orange-300 bg-orange-50 p-4 text-sm text-orange-950"
    >
      <p className="font-semibold">
        <Trans>The Free plan keeps permits for {limit} vehicle.</Trans>
      </p>
      <p className="mt-1">
        <Trans>Upgrade to Pro for every truck, trailer and cart.</Trans>
      </p>
      {ownerManagesPlan === null ? (
        <Link to="/signup/pro" className={cn(buttonVariants({ size: 'sm' }), 'mt-3')}>
          <Trans>Upgrade to Pro</Trans>
        </Link>
      ) : (
        <p className="mt-1">{ownerManagesPlan}</p>
      )}
    </div>
  );
}
