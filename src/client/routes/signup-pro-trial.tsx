import { useLingui } from '@lingui/react/macro';
import { useSession } from '@client/features/auth/api/get-session';
import { PublicLayout } from '@client/features/marketing/components/public-layout';
import { StartTrialCard } from '@client/features/billing/components/start-trial-card';
import { useDocumentTitle } from '@client/lib/use-document-title';

/**
 * docs/product/screens.md#start-your-pro-trial; the router's session guard sends anonymous visitors to /auth.
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Start Your Pro Trial`);
  const { data: session } = useSession();
  return (
    <PublicLayout signedIn={Boolean(session)} className="flex justify-center bg-muted px-4 py-8 sm:py-12">
      <StartTrialCard />
    </PublicLayout>
  );
}
