import { msg } from '@lingui/core/macro';
import { useSession } from '@client/features/auth/api/get-session';
import { ProPlanRequiredCard } from '@client/features/marketing/components/pro-plan-required-card';
import { PublicLayout } from '@client/features/marketing/components/public-layout';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** The tab title, which the build's prerendered page has too (client/prerender.tsx). */
export const title = msg`Pro Plan Required`;

export function Component() {
  useDocumentTitle(title);
  const { data: session } = useSession();
  return (
    <PublicLayout signedIn={Boolean(session)} className="flex justify-center bg-muted px-4 py-8 sm:py-12">
      <ProPlanRequiredCard />
    </PublicLayout>
  );
}
