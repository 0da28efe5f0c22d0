import { Trans, useLingui } from '@lingui/react/macro';
import { UserX } from 'lucide-react';
import { useDialogOpener } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import { SectionCard } from '@client/components/section-card';
import type { ClosingMember } from './close-account-dialog';
import { LazyCloseAccountDialog } from './lazy-close-account-dialog';

/**
 * Subscribers reach 'Close Account' through Manage Subscription (docs/product/screens.md#account); an owner
 * on the Free plan has no subscription to manage but the same right to delete their account
 * (docs/product/teams.md#closing-an-account, GDPR), and so has every member of someone else's business, for
 * whom closing only removes their own account (docs/decisions/0018).
 */
export function CloseAccountCard(member: ClosingMember) {
  const { t } = useLingui();
  const dialog = useDialogOpener({ preload: LazyCloseAccountDialog.preload });
  const businessName = member.businessName;
  return (
    <SectionCard
      title={<Trans>Close Account</Trans>}
      description={
        member.ownsBusiness || businessName === null
          ? t`Delete your account and everything stored in it.`
          : t`Delete your own account and leave ${businessName}. Its permits and documents stay with the business.`
      }
    >
      <Button variant="outline" className="text-destructive" {...dialog.openerProps}>
        <UserX aria-hidden="true" />
        <Trans>Close Account</Trans>
      </Button>
      <LazyCloseAccountDialog {...dialog.dialogProps} {...member} />
    </SectionCard>
  );
}
