import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { FREE_UPCOMING_EVENTS } from '@shared/contracts/events';
import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';

/**
 * In place of 'Add Event' at the Free plan's limit (docs/product/events.md#plans), as /vehicles shows its own:
 * the owner is offered the upgrade; a manager reads `ownerManagesPlan`, who can.
 */
export function EventLimitNotice({ ownerManagesPlan }: { ownerManagesPlan: string | null }) {
  const limit = FREE_UPCOMING_EVENTS;
  return (
    <div
      role="status"
      className="rounded-md border border-orange-300 bg-orange-50 p-4 text-sm text-orange-950"
    >
      <p className="font-semibold">
        <Trans>The Free plan keeps {limit} upcoming event at a time.</Trans>
      </p>
      <p className="mt-1">
        <Trans>Upgrade to Pro for every festival, market and private event.</Trans>
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
