import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { SupportEmailLink } from '@client/components/support-email-link';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { toast } from '@client/components/ui/toaster';
import { useSession } from '@client/features/auth/api/get-session';
import { useSendTestEmail } from '@client/features/alerts/api/send-test-email';
import { PublicLayout } from '@client/features/marketing/components/public-layout';
import { ApiError } from '@client/lib/api-client';
import { useDocumentTitle } from '@client/lib/use-document-title';

/**
 * One button that sends the Pro confirmation e-mail to the support address
 * (docs/product/screens.md#test-e-mail-page).
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Test Email`);
  const { data: session } = useSession();
  const send = useSendTestEmail();

  const sendTestEmail = () =>
    send.mutate(undefined, {
      onSuccess: () =>
        toast.success(t`Test email sent`, {
          description: t`Check the support inbox for the Pro confirmation.`,
        }),
      // docs/product/texts.md#test-e-mail-page; too many tests in an hour also say so.
      onError: (error) =>
        toast.error(t`Failed to send test email`, {
          description: error instanceof ApiError && error.status === 429 ? error.message : undefined,
        }),
    });

  return (
    <PublicLayout signedIn={Boolean(session)} className="bg-muted px-4 py-8 sm:py-12">
      <div className="mx-auto flex max-w-xl flex-col gap-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
            <Trans>Test Email</Trans>
          </h1>
          <p className="mt-2 text-lg text-muted-foreground">
            <Trans>
              Check that PermitPilot can send e-mail: this sends the Pro plan confirmation e-mail to our
              support address.
            </Trans>
          </p>
        </div>
        <Card>
          <CardHeader layout="row">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <Mail aria-hidden="true" className="size-6" />
            </span>
            <h2 className="text-lg font-semibold">
              <Trans>Send to the support address</Trans>
            </h2>
          </CardHeader>
          <CardContent className="flex flex-col items-start gap-4">
            <p className="break-all">
              <SupportEmailLink standalone />
            </p>
            <Button size="lg" disabled={send.isPending} onClick={sendTestEmail}>
              {send.isPending ? t`Sending...` : t`Send Test Email`}
            </Button>
          </CardContent>
        </Card>
      </div>
    </PublicLayout>
  );
}
