import { Trans } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { lazyDialog, useDialogOpener } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';

const LazyRequestCertificateDialog = lazyDialog(() =>
  import('./request-certificate-dialog').then((module) => module.RequestCertificateDialog),
);

/**
 * 'Request Certificate of Insurance' on the insurance line, for owners and managers
 * (docs/product/events.md#certificate-of-insurance): it opens the request, which e-mails the broker.
 */
export function RequestCertificateButton({ eventId }: { eventId: string }) {
  const dialog = useDialogOpener({ preload: LazyRequestCertificateDialog.preload });
  return (
    <>
      <Button variant="outline" size="sm" className="self-start" {...dialog.openerProps}>
        <Mail aria-hidden="true" />
        <Trans>Request Certificate of Insurance</Trans>
      </Button>
      <LazyRequestCertificateDialog {...dialog.dialogProps} eventId={eventId} />
    </>
  );
}
