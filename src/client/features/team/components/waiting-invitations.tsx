import { useLingui } from '@lingui/react/macro';
import type { InvitationSummary } from '@shared/contracts/team';
import { formatLongDate } from '@client/lib/formatting';
import { AcceptInvitationButton } from './accept-invitation-button';
import { invitationSentence } from './invitation-view';

/** One invitation waiting for the person, with 'Accept Invitation'; a refusal shows in the server's words. */
function WaitingInvitation({ invitation }: { invitation: InvitationSummary }) {
  const { t } = useLingui();
  const expires = formatLongDate(invitation.expiresAt);
  return (
    <li className="flex flex-col gap-3 border-t pt-4 first:border-t-0 first:pt-0">
      <p className="[overflow-wrap:anywhere]">{invitationSentence(invitation)}</p>
      <p className="text-sm text-muted-foreground">{t`It expires on ${expires}.`}</p>
      <AcceptInvitationButton invitation={invitation} />
    </li>
  );
}

/** The invitations waiting for a person in no business (docs/decisions/0018), oldest first. */
export function WaitingInvitations({ invitations }: { invitations: InvitationSummary[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {invitations.map((invitation) => (
        <WaitingInvitation key={invitation.id} invitation={invitation} />
      ))}
    </ul>
  );
}
