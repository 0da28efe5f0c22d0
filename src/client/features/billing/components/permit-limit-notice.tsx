import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { OWNER_MANAGES_PLAN_MESSAGE } from '../use-member-permissions';

/** At the Free limit: the owner is offered the upgrade; a manager is told who can (docs/decisions/0018). */
export function PermitLimitNotice({
  limit,
  mayManageBilling,
}: {
  limit: number | null;
  mayManageBilling: boolean;
}) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      className="rounded-md border border-orange-300 bg-orange-50 p-4 text-sm text-orange-950"
    >
      <p className="font-semibold">
        <Trans>You have reached the Free plan's {limit} permits.</Trans>
      </p>
      <p className="mt-1">
        <Trans>Upgrade to Pro to track unlimited permits and licenses.</Trans>
      </p>
      {mayManageBilling ? (
        <Link to="/signup/pro" className={cn(buttonVariants({ size: 'sm' }), 'mt-3')}>
          <Trans>Upgrade to Pro</Trans>
        </Link>
      ) : (
        <p className="mt-1">{t(OWNER_MANAGES_PLAN_MESSAGE)}</p>
      )}
    </div>
  );
}
