import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { BRAND_NAME } from '@shared/brand';
import { LoadFailed } from '@client/components/load-failed';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { useSession } from '@client/features/auth/api/get-session';
import { useInvitation } from '@client/features/team/api/get-invitation';
import { ClosedInvitation, PendingInvitation } from '@client/features/team/components/invitation-view';
import { ApiError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { useDocumentTitle } from '@client/lib/use-document-title';

/**
 * /invitation/{id}, the link of an invitation e-mail (docs/decisions/0018): public, since the invitee may
 * have no account yet. It names the business, the inviter and the role, and offers what fits the visitor.
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Invitation`);
  const { id = '' } = useParams();
  const invitation = useInvitation(id);
  const session = useSession();
  // Undefined while the session is checked; a failed check counts as signed out (they can sign in).
  const signedInAs = session.isPending ? undefined : (session.data?.user.email ?? null);
  const signedIn = signedInAs === undefined ? undefined : signedInAs !== null;

  let content;
  if (invitation.isPending) {
    content = <Spinner label={t`Loading invitation...`} />;
  } else if (invitation.isError) {
    const missing =
      invitation.error instanceof ApiError &&
      (invitation.error.code === 'INVITATION_NOT_FOUND' || invitation.error.status === 404);
    content = missing ? (
      <ClosedInvitation reason="missing" signedIn={signedIn} />
    ) : (
      <LoadFailed
        message={t`Failed to load this invitation.`}
        onRetry={() => void invitation.refetch()}
        retrying={invitation.isRefetching}
        bordered={false}
      />
    );
  } else if (invitation.data.status === 'pending') {
    content = <PendingInvitation invitation={invitation.data} signedInAs={signedInAs} />;
  } else {
    content = <ClosedInvitation reason={invitation.data.status} signedIn={signedIn} />;
  }

  return (
    <main className="flex min-h-dvh flex-col items-center bg-muted px-4 py-6">
      <div className="w-full max-w-md">
        <Link to="/" className={cn(buttonVariants({ variant: 'ghost' }), 'mb-4 -ml-2')}>
          <ArrowLeft aria-hidden="true" />
          <Trans>Back to Home</Trans>
        </Link>
        <Card>
          <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
            <p className="flex items-center gap-2 font-bold text-primary">
              <Users aria-hidden="true" className="size-5" />
              {BRAND_NAME}
            </p>
            {content}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
