import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import type { BusinessProfileInput } from '@shared/contracts/business-profile';
import { SELLING_PLACES } from '@shared/domain/selling-places';
import { SignedInHeader } from '@client/app/signed-in-header';
import { LoadFailed } from '@client/components/load-failed';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import { useBusinessProfile } from '@client/features/business-profile/api/get-business-profile';
import { useSaveBusinessProfile } from '@client/features/business-profile/api/save-business-profile';
import { BusinessProfileForm } from '@client/features/business-profile/components/business-profile-form';
import { readBusinessProfileDraft, writeBusinessProfileDraft } from '@client/features/business-profile/draft';
import {
  ROLE_LOAD_FAILED_MESSAGE,
  useMemberPermissions,
} from '@client/features/billing/use-member-permissions';
import { useDocumentTitle } from '@client/lib/use-document-title';

const EMPTY: BusinessProfileInput = {
  businessName: '',
  statesOperating: '',
  servesBeerWine: false,
  servesLiquor: false,
  sellsAt: [...SELLING_PLACES],
  carriesPropane: true,
  phone: '',
  email: '',
  address: '',
};

/**
 * First time: the business profile, kept as the `businessProfile` draft while typing
 * (docs/product/screens.md#onboarding), then the Welcome screen saves it. Later (from the account page): the
 * same form edits the saved profile. Only the owner and managers write the profile; crew are told so
 * (docs/decisions/0018).
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Your business`);
  const navigate = useNavigate();
  const profile = useBusinessProfile();
  const save = useSaveBusinessProfile();
  const member = useMemberPermissions();
  if (profile.isPending || member.isPending) return <Spinner className="min-h-dvh" />;
  const existing = profile.data ?? null;
  if (!member.mayUpdateBusinessProfile)
    return (
      <div className="min-h-dvh bg-muted">
        <SignedInHeader />
        <main className="mx-auto max-w-xl px-4 py-6">
          <Card>
            <div className="flex flex-col items-start gap-3 p-6 sm:pt-0">
              <h1 className="text-2xl font-bold">
                <Trans>Business Profile</Trans>
              </h1>
              {member.isError ? (
                <LoadFailed
                  message={t(ROLE_LOAD_FAILED_MESSAGE)}
                  onRetry={member.retry}
                  retrying={member.retrying}
                />
              ) : (
                <>
                  <p className="text-muted-foreground">
                    <Trans>Your role in this business does not allow changing the business profile.</Trans>
                  </p>
                  <Link to="/dashboard" className={buttonVariants()}>
                    <Trans>Back to Dashboard</Trans>
                  </Link>
                </>
              )}
            </div>
          </Card>
        </main>
      </div>
    );

  return (
    <div className="min-h-dvh bg-muted">
      <SignedInHeader />
      <main className="mx-auto max-w-xl px-4 py-6">
        <Card>
          <CardHeader>
            <CardTitle>
              <h1 className="text-2xl font-bold">
                {existing ? t`Business Profile` : t`Tell us about your business`}
              </h1>
            </CardTitle>
            <CardDescription>
              {existing
                ? t`These details appear on your reports and help us suggest the permits you need.`
                : t`A few details so PermitPilot can keep the right permits on track. You can change them later.`}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {existing ? (
              <BusinessProfileForm
                defaultValues={existing}
                submitLabel={t`Save Profile`}
                pending={save.isPending}
                onSubmit={(values) =>
                  save.mutate(values, {
                    onSuccess: () => {
                      toast.success(t`Profile Saved`);
                      navigate('/account');
                    },
                    onError: () => toast.error(t`Error`, { description: t`Failed to save business profile` }),
                  })
                }
              />
            ) : (
              <BusinessProfileForm
                defaultValues={{ ...EMPTY, ...readBusinessProfileDraft() }}
                submitLabel={t`Continue`}
                onChange={writeBusinessProfileDraft}
                onSubmit={(values) => {
                  writeBusinessProfileDraft(values);
                  navigate('/welcome');
                }}
              />
            )}
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
