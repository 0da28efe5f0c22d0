import { Trans, useLingui } from '@lingui/react/macro';
import { Crown } from 'lucide-react';
import { useState } from 'react';
import type { TeamMember } from '@shared/contracts/team';
import { useDialogOpener } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/toaster';
import { useTransferOwnership } from '../api/transfer-ownership';
import { LazyConfirmDialog } from '@client/components/lazy-confirm-dialog';
import { NATIVE_SELECT_CLASS } from '@client/components/ui/native-select';

/**
 * 'Transfer ownership': another member becomes the owner, with the billing and the team, and the owner
 * becomes a manager. Asked once more before it happens: the owner cannot take it back themselves.
 */
export function TransferOwnershipCard({ candidates }: { candidates: TeamMember[] }) {
  const { t } = useLingui();
  const [chosenId, setChosenId] = useState(candidates[0]?.id ?? '');
  const chosen = candidates.find((member) => member.id === chosenId) ?? candidates[0];
  const transfer = useTransferOwnership();
  const dialog = useDialogOpener({ preload: LazyConfirmDialog.preload });
  if (!chosen) return null;
  const email = chosen.email;

  const confirm = () =>
    transfer.mutate(chosen.id, {
      onSuccess: () => {
        dialog.setOpen(false);
        toast.success(t`Ownership Transferred`, { description: t`${email} is now the owner.` });
      },
      onError: (error) => toast.error(t`Error`, { description: error.message }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Crown aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <h2>
            <Trans>Transfer Ownership</Trans>
          </h2>
        </CardTitle>
        <CardDescription>
          <Trans>The new owner manages the team and the plan. You stay in the business as a manager.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="flex flex-col gap-2 sm:w-72">
          <Label htmlFor="new-owner">
            <Trans>New owner</Trans>
          </Label>
          <select
            id="new-owner"
            value={chosen.id}
            onChange={(event) => setChosenId(event.target.value)}
            className={NATIVE_SELECT_CLASS}
          >
            {candidates.map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
              </option>
            ))}
          </select>
        </div>
        <Button variant="outline" {...dialog.openerProps}>
          <Trans>Transfer ownership</Trans>
        </Button>
        <LazyConfirmDialog
          {...dialog.dialogProps}
          title={t`Make ${email} the owner?`}
          description={t`They take over the team and the plan, and you become a manager. Only the new owner can give ownership back.`}
          confirmLabel={t`Yes, Transfer Ownership`}
          pendingLabel={t`Transferring...`}
          pending={transfer.isPending}
          onConfirm={confirm}
        />
      </CardContent>
    </Card>
  );
}
