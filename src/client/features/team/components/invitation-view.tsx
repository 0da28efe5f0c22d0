import { Link, useNavigate } from 'react-router';
import { TEAM_MESSAGES, type InvitationSummary } from '@shared/contracts/team';
import { formatLongDate } from '@shared/domain/formatting';
import { ROLE_LABELS } from '@shared/domain/roles';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import { useAcceptInvitation } from '../api/accept-invitation';

/** The invitation's offer in one sentence: who invites, to which business, as what. */
export const invitationSentence = (invitation: InvitationSummary) =>
  `${invitation.inviterEmail ?? 'The owner'} invited you to join ${invitation.businessName} as ${ROLE_LABELS[invitation.role]}.`;

/** Where a visitor signs in or up to accept, coming back here afterwards (lib/return-path.ts). */
export const authPathFor = (invitationId: string, mode?: 'sign-up') =>
  `/auth?${mode ? `mode=${mode}&` : ''}next=${encodeURIComponent(`/invitation/${invitationId}`)}`;

const CLOSED = {
  expired: { title: 'Invitation Expired', message: TEAM_MESSAGES.invitationExpired },
  accepted: { title: 'Invitation Already Accepted', message: TEAM_MESSAGES.invitationUsed },
  revoked: { title: 'Invitation Revoked', message: TEAM_MESSAGES.invitationRevoked },
  missing: { title: 'Invitation Not Found', message: TEAM_MESSAGES.invitationNotFound },
} as const;

/** An invitation that can no longer be accepted, or none at all: what happened and where to go instead. */
export function ClosedInvitation({
  reason,
  signedIn,
}: {
  reason: keyof typeof CLOSED;
  signedIn: boolean | undefined;
}) {
  const { title, message } = CLOSED[reason];
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p>{message}</p>
      {signedIn === undefined ? null : signedIn ? (
        <Button asChild className="self-start">
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      ) : (
        <Button asChild className="self-start">
          <Link to="/auth">Sign In</Link>
        </Button>
      )}
    </div>
  );
}

/**
 * A pending invitation. Signed in: 'Accept Invitation', after which the dashboard of the new business opens;
 * a refusal (another address, the business left Pro, no seat left…) is shown in the server's words and
 * changes nothing. Signed out: sign in or create an account, then come back here.
 */
export function PendingInvitation({
  invitation,
  signedInAs,
}: {
  invitation: InvitationSummary;
  /** The session's address; null when signed out, undefined while that is being checked. */
  signedInAs: string | null | undefined;
}) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();

  const acceptInvitation = () =>
    accept.mutate(invitation.id, {
      onSuccess: () => {
        toast.success('Invitation Accepted', { description: `You now work in ${invitation.businessName}.` });
        navigate('/dashboard', { replace: true });
      },
    });

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold [overflow-wrap:anywhere]">{`Join ${invitation.businessName}`}</h1>
      <p className="text-lg">{invitationSentence(invitation)}</p>
      <p className="text-sm text-muted-foreground">
        {`Sent to ${invitation.email}. It expires on ${formatLongDate(invitation.expiresAt)}.`}
      </p>
      {signedInAs === undefined ? (
        <Spinner label="Checking your sign-in..." layout="inline" />
      ) : signedInAs === null ? (
        <>
          <p>{`Sign in, or create an account with ${invitation.email}, to accept it.`}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <Link to={authPathFor(invitation.id)}>Sign in to accept</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to={authPathFor(invitation.id, 'sign-up')}>Create an account</Link>
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{`You are signed in as ${signedInAs}.`}</p>
          {accept.isError && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-900">
              {accept.error.message}
            </p>
          )}
          <Button size="lg" className="sm:self-start" disabled={accept.isPending} onClick={acceptInvitation}>
            {accept.isPending ? 'Accepting...' : 'Accept Invitation'}
          </Button>
        </>
      )}
    </div>
  );
}
