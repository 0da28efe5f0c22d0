import { Trans, useLingui } from '@lingui/react/macro';
import { UserMinus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TeamMember } from '@shared/contracts/team';
import { can, isAssignableRole, ROLE_LABELS } from '@shared/domain/roles';
import { useDialogOpener } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { formatLongDate } from '@client/lib/formatting';
import { useChangeMemberRole } from '../api/change-member-role';
import { useRemoveMember } from '../api/remove-member';
import { LazyConfirmDialog } from '@client/components/lazy-confirm-dialog';
import { RoleSelect } from './role-select';

/** The owner's controls on another member's row: their role, and 'Remove' after a confirmation. */
function MemberControls({ member }: { member: TeamMember }) {
  const { t, i18n } = useLingui();
  const email = member.email;
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const dialog = useDialogOpener({ preload: LazyConfirmDialog.preload });

  const changeTo = (role: string) => {
    if (!isAssignableRole(role)) return;
    changeRole.mutate(
      { memberId: member.id, role },
      {
        onSuccess: () => {
          const roleLabel = i18n._(ROLE_LABELS[role]);
          toast.success(t`Role Changed`, { description: t`${email} is now ${roleLabel}.` });
        },
        onError: (error) => toast.error(t`Error`, { description: error.message }),
      },
    );
  };
  const confirmRemove = () =>
    remove.mutate(member.id, {
      onSuccess: () => {
        dialog.setOpen(false);
        toast.success(t`Member Removed`, { description: t`${email} no longer has access.` });
      },
      onError: (error) => toast.error(t`Error`, { description: error.message }),
    });

  return (
    <div className="flex items-end gap-2">
      <RoleSelect
        id={`role-${member.id}`}
        label={
          <Trans>
            Role<span className="sr-only"> of {email}</span>
          </Trans>
        }
        className="w-36"
        // While the change is on its way the select shows the chosen role, not the one it replaces.
        value={changeRole.isPending ? changeRole.variables.role : member.role}
        onChange={(event) => changeTo(event.target.value)}
      />
      <Button variant="outline" className="text-destructive" {...dialog.openerProps}>
        <UserMinus aria-hidden="true" />
        <Trans>
          Remove<span className="sr-only"> {email}</span>
        </Trans>
      </Button>
      <LazyConfirmDialog
        {...dialog.dialogProps}
        title={t`Remove this member?`}
        description={t`${email} loses access to the business at once. You can invite them again later.`}
        confirmLabel={t`Yes, Remove`}
        pendingLabel={t`Removing...`}
        pending={remove.isPending}
        onConfirm={confirmRemove}
      />
    </div>
  );
}

/** One member: address, role and the day they joined; the owner manages the others' rows. */
export function MemberRow({
  member,
  manageable,
  extra,
}: {
  member: TeamMember;
  manageable: boolean;
  /** Under the member's details: what the screen adds from another feature. */
  extra?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const roleLabel = i18n._(ROLE_LABELS[member.role]);
  const joined = formatLongDate(member.joinedAt);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium [overflow-wrap:anywhere]">
          {member.name || member.email}
          {member.isYou && (
            <span className="font-normal whitespace-nowrap text-muted-foreground">
              {' '}
              <Trans>(you)</Trans>
            </span>
          )}
        </p>
        {member.name && (
          <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{member.email}</p>
        )}
        <p className="text-sm text-muted-foreground">{t`${roleLabel} · Joined ${joined}`}</p>
        {extra}
      </div>
      {manageable && !can(member.role, 'ownBusiness') && !member.isYou && <MemberControls member={member} />}
    </li>
  );
}
