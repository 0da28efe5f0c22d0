import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ArrowLeft, Clock, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { SupportEmailLink } from '@client/components/support-email-link';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { useSession } from '@client/features/auth/api/get-session';
import { PublicLayout } from '@client/features/marketing/components/public-layout';
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
    <PublicLayout signedIn={Boolean(session)} className="bg-muted px-4 py-8 sm:py-12">
      <div className="mx-auto flex max-w-xl flex-col gap-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
            <Trans>Contact Us</Trans>
          </h1>
          <p className="mt-2 text-lg text-muted-foreground">
            <Trans>Questions about your permits, reminders or subscription? We are happy to help.</Trans>
          </p>
        </div>
        <Card>
          <CardHeader layout="row">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <Mail aria-hidden="true" className="size-6" />
            </span>
            <h2 className="text-lg font-semibold">
              <Trans>Email support</Trans>
            </h2>
          </CardHeader>
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
                To help us answer quickly, write from the email address you use for PermitPilot and tell us
                which permit or screen your question is about.
              </Trans>
            </p>
          </CardContent>
        </Card>
        <Link to={localize('/')} className={cn(buttonVariants({ variant: 'outline' }), 'self-start')}>
          <ArrowLeft aria-hidden="true" />
          <Trans>Back to Home</Trans>
        </Link>
      </div>
    </PublicLayout>
  );
}
