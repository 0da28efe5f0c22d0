import { useLingui } from '@lingui/react/macro';
import { useSession } from '@client/features/auth/api/get-session';
import { LegalPage } from '@client/features/legal/components/legal-page';
import { cookiePolicy } from '@client/features/legal/cookie-policy-text';
import { PublicLayout } from '@client/features/marketing/components/public-layout';
import { useDocumentTitle } from '@client/lib/use-document-title';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Cookie Policy`);
  const { data: session } = useSession();
  return (
    <PublicLayout signedIn={Boolean(session)}>
      <LegalPage content={cookiePolicy} />
    </PublicLayout>
  );
}
