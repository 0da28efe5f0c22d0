import { Trans, useLingui } from '@lingui/react/macro';
import { SupportEmailLink } from '@client/components/support-email-link';
import { Button } from '@client/components/ui/button';
import { CardContent } from '@client/components/ui/card';
import { toast } from '@client/components/ui/toaster';
import { useSession } from '@client/features/auth/api/get-session';
import { useSendTestEmail } from '@client/features/alerts/api/send-test-email';
import { SupportAddressPage } from '@client/features/marketing/components/support-address-page';
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
    <SupportAddressPage
      signedIn={Boolean(session)}
      title={<Trans>Test Email</Trans>}
      lead={
        <Trans>
          Check that PermitPilot can send e-mail: this sends the Pro plan confirmation e-mail to our support
          address.
        </Trans>
      }
      cardTitle={<Trans>Send to the support address</Trans>}
    >
      <CardContent className="flex flex-col items-start gap-4">
        <p className="break-all">
          <SupportEmailLink standalone />
        </p>
        <Button size="lg" disabled={send.isPending} onClick={sendTestEmail}>
          {send.isPending ? t`Sending...` : t`Send Test Email`}
        </Button>
      </CardContent>
    </SupportAddressPage>
  );
}
