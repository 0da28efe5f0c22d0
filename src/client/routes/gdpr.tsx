import { msg } from '@lingui/core/macro';
import { DownloadDataSection } from '@client/features/account/components/download-data-section';
import { useSession } from '@client/features/auth/api/get-session';
import { LegalPage } from '@client/features/legal/components/legal-page';
import { gdprCompliance } from '@client/features/legal/gdpr-text';
import { PublicLayout } from '@client/features/marketing/components/public-layout';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** The tab title, which the build's prerendered page has too (client/prerender.tsx). */
export const title = msg`GDPR Compliance`;

export function Component() {
  useDocumentTitle(title);
  const { data: session } = useSession();
  return (
    <PublicLayout signedIn={Boolean(session)}>
      <LegalPage content={gdprCompliance}>
        {/* Signed-in owners download their data here (docs/product/teams.md#data-export). */}
        {session?.user && <DownloadDataSection />}
      </LegalPage>
    </PublicLayout>
  );
}
