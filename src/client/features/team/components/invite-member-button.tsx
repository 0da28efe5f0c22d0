import { Trans, useLingui } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { lazyDialog, useDialogOpener } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';

const LazyInviteMemberDialog = lazyDialog(() =>
  import('./invite-member-dialog').then((module) => module.InviteMemberDialog),
);

/** The owner's 'Invite Member', with how many of the business's places are taken. */
export function InviteMemberButton({ seatsTaken, memberLimit }: { seatsTaken: number; memberLimit: number }) {
  const { t } = useLingui();
  const dialog = useDialogOpener({ preload: LazyInviteMemberDialog.preload });
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <Button {...dialog.openerProps}>
        <UserPlus aria-hidden="true" />
        <Trans>Invite Member</Trans>
      </Button>
      <p className="text-sm text-muted-foreground">
        {t`${seatsTaken} of ${memberLimit} places taken, pending invitations included.`}
      </p>
      <LazyInviteMemberDialog {...dialog.dialogProps} />
    </div>
  );
}
