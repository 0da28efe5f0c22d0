import { Trans, useLingui } from '@lingui/react/macro';
import { PartyPopper } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { toast } from '@client/components/ui/toaster';
import { useSaveBusinessProfile } from '@client/features/business-profile/api/save-business-profile';
import { sendConfirmationEmail } from '@client/features/business-profile/api/send-confirmation-email';
import {
  clearOnboardingValues,
  readBusinessProfileDraft,
  readSelectedPlan,
} from '@client/features/business-profile/draft';
import { useSubscriptionStatus } from '@client/features/billing/api/get-subscription-status';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** The welcome screen, which saves the onboarding draft on load (docs/product/screens.md#welcome). */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Welcome`);
  const navigate = useNavigate();
  const save = useSaveBusinessProfile();
  const subscription = useSubscriptionStatus();
  const [saving, setSaving] = useState(() => readBusinessProfileDraft() !== null);
  const started = useRef(false);

  useEffect(() => {
    const draft = readBusinessProfileDraft();
    if (!draft || started.current || subscription.isPending) return;
    started.current = true;
    save.mutate(draft, {
      onSuccess: (profile) => {
        const plan = subscription.data?.subscribed ? 'pro' : readSelectedPlan();
        // A failure of the confirmation e-mail is only logged (docs/product/screens.md#welcome).
        sendConfirmationEmail({ businessName: profile.businessName, plan }).catch((error: unknown) =>
          console.warn('confirmation e-mail failed', error),
        );
        clearOnboardingValues();
        toast.success(t`Profile Saved`);
      },
      onError: () => toast.error(t`Error`, { description: t`Failed to save business profile` }),
      onSettled: () => setSaving(false),
    });
  }, [save, subscription.isPending, subscription.data, t]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted px-4 py-10">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <PartyPopper className="size-12 text-primary" aria-hidden="true" />
          <CardTitle>
            <h1 className="text-3xl font-bold">
              <Trans>Welcome!</Trans>
            </h1>
          </CardTitle>
          <p className="text-muted-foreground">
            <Trans>Let's set up your compliance tracking in just a few steps</Trans>
          </p>
        </CardHeader>
        <CardContent>
          <Button size="lg" className="w-full" disabled={saving} onClick={() => navigate('/permit-setup')}>
            {saving ? t`Saving...` : t`Continue Setup`}
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
