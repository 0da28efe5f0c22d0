import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { DialogProps } from '@client/components/lazy-dialog';
import { TitledDialog } from '@client/components/titled-dialog';
import { Spinner } from '@client/components/ui/spinner';
import { brokerQuery, useRequestCertificate } from '../api/request-certificate';
import { RequestCertificateForm } from './request-certificate-form';

/**
 * 'Request Certificate of Insurance' (docs/product/events.md#certificate-of-insurance): the broker, prefilled
 * from the business profile, and the policy limits; nothing is sent before 'Send Request'. The form is made
 * afresh each time it opens, once the profile is read; a profile that cannot be read leaves the broker to type
 * (the server still falls back on the saved one).
 */
export function RequestCertificateDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  eventId,
}: DialogProps & { eventId: string }) {
  const profile = useQuery({ ...brokerQuery, enabled: open });
  const request = useRequestCertificate();
  // Not closed while the request is on its way: its outcome is said in the dialog.
  const close = (next: boolean) => {
    if (!request.isPending) onOpenChange(next);
  };
  return (
    <TitledDialog
      open={open}
      onOpenChange={close}
      onCloseAutoFocus={onCloseAutoFocus}
      className="max-h-[90dvh] overflow-y-auto"
      title={<Trans>Request Certificate of Insurance</Trans>}
      description={
        <Trans>
          We e-mail your insurance broker for a certificate naming the organizer as additional insured for the
          event's dates, with these limits. The broker replies to you.
        </Trans>
      }
    >
      {profile.isPending && profile.isFetching ? (
        <Spinner />
      ) : (
        <RequestCertificateForm
          eventId={eventId}
          broker={{ name: profile.data?.brokerName ?? '', email: profile.data?.brokerEmail ?? '' }}
          request={request}
          onClose={close}
        />
      )}
    </TitledDialog>
  );
}
