import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, X } from 'lucide-react';
import type { PendingInvitation } from '@shared/contracts/team';
import { ROLE_LABELS } from '@shared/domain/roles';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/toaster';
import { formatLongDate } from '@client/lib/formatting';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { useFocusAfterRemoval } from './use-focus-after-removal';

function InvitationRow({ invitation }: { invitation: PendingInvitation }) {
  const { t, i18n } = useLingui();
  const email = invitation.email;
  const roleLabel = i18n._(ROLE_LABELS[invitation.role]);
  const expires = formatLongDate(invitation.expiresAt);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  // Not disabled while busy: a disabled button would drop the keyboard focus to the page.
  const busy = resend.isPending || revoke.isPending;
  const failed = (error: Error) => toast.error(t`Error`, { description: error.message });

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium [overflow-wrap:anywhere]">{invitation.email}</p>
        <p className="text-sm text-muted-foreground">{t`${roleLabel} · Expires ${expires}`}</p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          aria-disabled={busy}
          onClick={() =>
            !busy &&
            resend.mutate(invitation.id, {
              onSuccess: () =>
                toast.success(t`Invitation Resent`, { description: t`We e-mailed ${email} again.` }),
              onError: failed,
            })
          }
        >
          <Mail aria-hidden="true" />
          {resend.isPending ? (
            <Trans>
              Sending...<span className="sr-only"> the invitation to {email}</span>
            </Trans>
          ) : (
            <Trans>
              Resend<span className="sr-only"> the invitation to {email}</span>
            </Trans>
          )}
        </Button>
        <Button
          variant="outline"
          className="text-destructive"
          aria-disabled={busy}
          onClick={() =>
            !busy &&
            revoke.mutate(invitation.id, {
              onSuccess: () =>
                toast.success(t`Invitation Revoked`, {
                  description: t`The link sent to ${email} no longer works.`,
                }),
              onError: failed,
            })
          }
        >
          <X aria-hidden="true" />
          <Trans>
            Revoke<span className="sr-only"> the invitation to {email}</span>
          </Trans>
        </Button>
      </div>
    </li>
  );
}

/** The owner's invitations that wait for an answer, each with 'Resend' and 'Revoke'. */
export function PendingInvitationsCard({ invitations }: { invitations: PendingInvitation[] }) {
  const heading = useFocusAfterRemoval(invitations.length);
  return (
    <Card role="region" aria-labelledby="pending-invitations-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="pending-invitations-heading" ref={heading} tabIndex={-1}>
            <Trans>Pending Invitations</Trans>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {invitations.length === 0 ? (
          <p className="text-muted-foreground">
            <Trans>No invitations are waiting for an answer.</Trans>
          </p>
        ) : (
          <ul className="flex flex-col divide-y">
            {invitations.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
