import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { InvitationSummary } from '@shared/contracts/team';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { formatLongDate } from '@client/lib/formatting';
import { useAcceptInvitation } from '../api/accept-invitation';
import { invitationSentence } from './invitation-view';

/** One invitation waiting for the person, with 'Accept Invitation'; a refusal shows in the server's words. */
function WaitingInvitation({ invitation }: { invitation: InvitationSummary }) {
  const { t } = useLingui();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const { businessName } = invitation;
  const expires = formatLongDate(invitation.expiresAt);
  // As on the invitation's own screen: accepting forgets the cached data, this screen goes, and a callback of
  // `mutate` would never run. The promise still settles.
  const acceptInvitation = () =>
    accept.mutateAsync(invitation.id).then(
      () => {
        toast.success(t`Invitation Accepted`, { description: t`You now work in ${businessName}.` });
        navigate('/dashboard', { replace: true });
      },
      () => undefined,
    );
  return (
    <li className="flex flex-col gap-3 border-t pt-4 first:border-t-0 first:pt-0">
      <p className="[overflow-wrap:anywhere]">{invitationSentence(invitation)}</p>
      <p className="text-sm text-muted-foreground">{t`It expires on ${expires}.`}</p>
      {accept.isError && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-900">
          {accept.error.message}
        </p>
      )}
      <Button className="sm:self-start" disabled={accept.isPending} onClick={acceptInvitation}>
        {accept.isPending ? t`Accepting...` : t`Accept Invitation`}
      </Button>
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
