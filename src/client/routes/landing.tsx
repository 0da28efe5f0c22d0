import { useSession } from '@client/features/auth/api/get-session';
import { LANDING_TITLE, LandingPage } from '@client/features/marketing/landing-page';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** Rendered by the app after a client-side navigation to /; a direct visit gets the prerendered page. */
export function Component() {
  useDocumentTitle(LANDING_TITLE);
  const { data: session } = useSession();
  return <LandingPage signedIn={Boolean(session)} />;
}
