import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ReadinessLineDto } from '@shared/contracts/events';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { useRemoveCertificate, useUploadCertificate } from '../api/events-api';
import { RequestCertificateButton } from './request-certificate-button';

type InsuranceLine = Extract<ReadinessLineDto, { kind: 'insurance' }>;

/**
 * The certificate of insurance on its line (docs/product/events.md#certificate-of-insurance): chosen, it is
 * uploaded at once and the line is done; the server's refusal (a file that is no PDF or image, too large)
 * shows under the picker. 'Remove Certificate' takes it away again.
 */
export function CertificateControls({ eventId, line }: { eventId: string; line: InsuranceLine }) {
  const { t } = useLingui();
  const inputId = useId();
  const upload = useUploadCertificate();
  const remove = useRemoveCertificate();
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setRefusal(null);
    upload.mutate(
      { eventId, file },
      {
        onSuccess: () => toast.success(t`Certificate uploaded`),
        onError: (error) => setRefusal(error.message),
      },
    );
  };

  return (
    <div className="flex w-full flex-col gap-2">
      {!line.certificate && <RequestCertificateButton eventId={eventId} />}
      <label htmlFor={inputId} className="text-sm font-medium">
        {line.certificate ? <Trans>Replace certificate</Trans> : <Trans>Upload certificate</Trans>}
      </label>
      <input
        id={inputId}
        type="file"
        accept="application/pdf,image/*"
        disabled={upload.isPending}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? `${inputId}-error` : `${inputId}-hint`}
        className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-input file:bg-background file:px-4 file:font-medium"
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {upload.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          <Trans>Uploading...</Trans>
        </p>
      ) : (
        <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
          <Trans>A PDF or a photo of the certificate, up to 10 MB.</Trans>
        </p>
      )}
      {refusal && (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-destructive">
          {refusal}
        </p>
      )}
      {line.certificate && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(eventId, {
              onSuccess: () => toast.success(t`Certificate removed`),
              onError: (error) => toast.error(t`Error`, { description: error.message }),
            })
          }
        >
          <Trans>Remove Certificate</Trans>
        </Button>
      )}
    </div>
  );
}
