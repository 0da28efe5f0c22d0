import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ArrowLeft, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { SupportEmailLink } from '@client/components/support-email-link';
import { buttonVariants } from '@client/components/ui/button';
import { CardContent } from '@client/components/ui/card';
import { useSession } from '@client/features/auth/api/get-session';
import { SupportAddressPage } from '@client/features/marketing/components/support-address-page';
import { cn } from '@client/lib/cn';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useLocalizedPath } from '@client/lib/use-localized-path';

/** The tab title, which the build's prerendered page has too (client/prerender.tsx). */
export const title = msg`Contact Us`;

export function Component() {
  const localize = useLocalizedPath();
  useDocumentTitle(title);
  const { data: session } = useSession();
  return (
    <SupportAddressPage
      signedIn={Boolean(session)}
      title={<Trans>Contact Us</Trans>}
      lead={<Trans>Questions about your permits, reminders or subscription? We are happy to help.</Trans>}
      cardTitle={<Trans>Email support</Trans>}
      after={
        <Link to={localize('/')} className={cn(buttonVariants({ variant: 'outline' }), 'self-start')}>
          <ArrowLeft aria-hidden="true" />
          <Trans>Back to Home</Trans>
        </Link>
      }
    >
      <CardContent className="flex flex-col gap-4">
        <p className="text-lg break-all">
          <SupportEmailLink standalone />
        </p>
        <p className="flex items-start gap-2 text-muted-foreground">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <Trans>We respond within 24 hours on business days.</Trans>
        </p>
        <p className="text-muted-foreground">
          <Trans>
            To help us answer quickly, write from the email address you use for PermitPilot and tell us which
            permit or screen your question is about.
          </Trans>
        </p>
      </CardContent>
    </SupportAddressPage>
  );
}
