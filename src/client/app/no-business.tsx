import { Trans, useLingui } from '@lingui/react/macro';
import { Building2 } from 'lucide-react';
import { BrandedScreen } from '@client/components/branded-screen';
import { LoadFailed } from '@client/components/load-failed';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { CloseAccountCard } from '@client/features/account/components/close-account-card';
import { DownloadDataSection } from '@client/features/account/components/download-data-section';
import { SignOutCard } from '@client/features/auth/components/sign-out-card';
import { useMyInvitations } from '@client/features/team/api/my-invitations';
import { CreateBusinessForm } from '@client/features/team/components/create-business-form';
import { WaitingInvitations } from '@client/features/team/components/waiting-invitations';
import { useDocumentTitle } from '@client/lib/use-document-title';

/**
 * Instead of every signed-in screen while the person belongs to no business (docs/decisions/0018): an invitee
 * who has not accepted yet, or an owner who handed the business over and was removed. The server refuses them
 * every business's data, so no screen that asks for it renders. Their account is still theirs: they accept an
 * invitation waiting for them, create a business, take their data or close the account. A chunk of its own,
 * loaded by require-session.tsx only for the few who need it.
 */
export function NoBusiness() {
  const { t } = useLingui();
  const title = t`You belong to no business`;
  useDocumentTitle(title);
  const invitations = useMyInvitations();
  return (
    <BrandedScreen>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Building2 aria-hidden="true" className="size-6 shrink-0 text-primary" />
            <h1 className="text-2xl font-bold">{title}</h1>
          </CardTitle>
          <CardDescription size="base">
            <Trans>Your account is still yours. Join a business that invited you, or create your own.</Trans>
          </CardDescription>
        </CardHeader>
      </Card>
      {invitations.isError ? (
        <LoadFailed
          message={t`Failed to load your invitations.`}
          onRetry={() => void invitations.refetch()}
          retrying={invitations.isRefetching}
        />
      ) : invitations.data?.length ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>
                <Trans>Invitations</Trans>
              </h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <WaitingInvitations invitations={invitations.data} />
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>
              <Trans>Create a business</Trans>
            </h2>
          </CardTitle>
          <CardDescription>
            <Trans>You become its owner, on the Free plan.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CreateBusinessForm id="new-business-name" />
        </CardContent>
      </Card>
      <DownloadDataSection className="bg-card" />
      <CloseAccountCard ownsBusiness={false} businessName={null} />
      <SignOutCard />
    </BrandedScreen>
  );
}
