import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { TEAM_MESSAGES, type InvitationSummary } from '@shared/contracts/team';
import { ROLE_LABELS } from '@shared/domain/roles';
import { buttonVariants } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import { formatLongDate } from '@client/lib/formatting';
import { i18n } from '@client/lib/i18n';
import { AcceptInvitationButton } from './accept-invitation-button';

/** The invitation's offer in one sentence: who invites, to which business, as what. */
export function invitationSentence(invitation: InvitationSummary) {
  const { inviterEmail, businessName } = invitation;
  const role = i18n._(ROLE_LABELS[invitation.role]);
  return inviterEmail === null
    ? t`The owner invited you to join ${businessName} as ${role}.`
    : t`${inviterEmail} invited you to join ${businessName} as ${role}.`;
}

/** Where a visitor signs in or up to accept, coming back here afterwards (lib/return-path.ts). */
export const authPathFor = (invitationId: string, mode?: 'sign-up') =>
  `/auth?${mode ? `mode=${mode}&` : ''}next=${encodeURIComponent(`/invitation/${invitationId}`)}`;

const CLOSED = {
  expired: { title: msg`Invitation Expired`, message: TEAM_MESSAGES.invitationExpired },
  accepted: { title: msg`Invitation Already Accepted`, message: TEAM_MESSAGES.invitationUsed },
  revoked: { title: msg`Invitation Revoked`, message: TEAM_MESSAGES.invitationRevoked },
  missing: { title: msg`Invitation Not Found`, message: TEAM_MESSAGES.invitationNotFound },
};

/** An invitation that can no longer be accepted, or none at all: what happened and where to go instead. */
export function ClosedInvitation({
  reason,
  signedIn,
}: {
  reason: keyof typeof CLOSED;
  signedIn: boolean | undefined;
}) {
  const { i18n } = useLingui();
  const { title, message } = CLOSED[reason];
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{i18n._(title)}</h1>
      <p>{i18n._(message)}</p>
      {signedIn === undefined ? null : signedIn ? (
        <Link to="/dashboard" className={cn(buttonVariants(), 'self-start')}>
          <Trans>Go to Dashboard</Trans>
        </Link>
      ) : (
        <Link to="/auth" className={cn(buttonVariants(), 'self-start')}>
          <Trans>Sign In</Trans>
        </Link>
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
  const { t } = useLingui();
  const { businessName, email } = invitation;
  const expires = formatLongDate(invitation.expiresAt);

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold [overflow-wrap:anywhere]">{t`Join ${businessName}`}</h1>
      <p className="text-lg">{invitationSentence(invitation)}</p>
      <p className="text-sm text-muted-foreground">{t`Sent to ${email}. It expires on ${expires}.`}</p>
      {signedInAs === undefined ? (
        <Spinner label={t`Checking your sign-in...`} layout="inline" />
      ) : signedInAs === null ? (
        <>
          <p>{t`Sign in, or create an account with ${email}, to accept it.`}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to={authPathFor(invitation.id)} className={buttonVariants()}>
              <Trans>Sign in to accept</Trans>
            </Link>
            <Link
              to={authPathFor(invitation.id, 'sign-up')}
              className={buttonVariants({ variant: 'outline' })}
            >
              <Trans>Create an account</Trans>
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{t`You are signed in as ${signedInAs}.`}</p>
          <AcceptInvitationButton invitation={invitation} size="lg" />
        </>
      )}
    </div>
  );
}
