import { msg } from '@lingui/core/macro';
import { useSession } from '@client/features/auth/api/get-session';
import { LegalPage } from '@client/features/legal/components/legal-page';
import { termsOfService } from '@client/features/legal/terms-of-service-text';
import { PublicLayout } from '@client/features/marketing/components/public-layout';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** The tab title, which the build's prerendered page has too (client/prerender.tsx). */
export const title = msg`Terms of Service`;

export function Component() {
  useDocumentTitle(title);
  const { data: session } = useSession();
  return (
    <PublicLayout signedIn={Boolean(session)}>
      <LegalPage content={termsOfService} />
    </PublicLayout>
  );
}
