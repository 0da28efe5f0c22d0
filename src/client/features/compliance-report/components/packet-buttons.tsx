import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown, Mail } from 'lucide-react';
import type { CalendarDate } from '@shared/domain/calendar-dates';
import type { VehicleFilter } from '@shared/contracts/vehicles';
import type { ReportFilter } from '@shared/domain/report-filters';
import { lazyDialog, useDialogOpener } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { refusalMessage } from '@client/lib/api-client';
import { useDownloadPacket } from '../api/compliance-packet';
import { downloadBlob } from '@client/lib/download-file';

const EmailPacketDialog = lazyDialog(() =>
  import('./email-packet-dialog').then((module) => module.EmailPacketDialog),
);

/**
 * The compliance packet (docs/decisions/0024): one PDF of the report as filtered, with the documents, made on
 * the server. Every member may download it; the owner and managers may e-mail it to an organiser.
 */
export function PacketButtons({
  filter,
  vehicle,
  today,
  mayEmail,
}: {
  filter: ReportFilter;
  /** The report's vehicle filter (docs/product/fleet.md#reports-by-vehicle); undefined for all vehicles. */
  vehicle?: VehicleFilter;
  today: CalendarDate;
  mayEmail: boolean;
}) {
  const { t } = useLingui();
  const download = useDownloadPacket();
  const emailDialog = useDialogOpener({ preload: EmailPacketDialog.preload });
  return (
    <>
      <Button
        variant="outline"
        className="print:hidden"
        disabled={download.isPending}
        onClick={() =>
          download.mutate(
            { filter, vehicle, today },
            {
              onSuccess: ({ blob, fileName }) => downloadBlob(blob, fileName),
              onError: (error) =>
                toast.error(t`Error`, {
                  description: refusalMessage(error, t`Failed to make the packet. Please try again.`),
                }),
            },
          )
        }
      >
        <FileDown aria-hidden="true" />
        {download.isPending ? t`Preparing packet...` : t`Download Packet`}
      </Button>
      {mayEmail && (
        <>
          <Button variant="outline" className="print:hidden" {...emailDialog.openerProps}>
            <Mail aria-hidden="true" />
            <Trans>E-mail Packet</Trans>
          </Button>
          <EmailPacketDialog filter={filter} vehicle={vehicle} today={today} {...emailDialog.dialogProps} />
        </>
      )}
    </>
  );
}
