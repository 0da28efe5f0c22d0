import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown, Link2, Mail } from 'lucide-react';
import { useId } from 'react';
import { can, type Role } from '@shared/domain/roles';
import { LazyConfirmDialog } from '@client/components/lazy-confirm-dialog';
import { lazyDialog, useDialogOpener } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { refusalMessage } from '@client/lib/api-client';
import { downloadBlob } from '@client/lib/download-file';
import { useDownloadOrganizerPacket, useEmailOrganizerPacket } from '../api/organizer-packet';

const ShareWithOrganizerDialog = lazyDialog(() =>
  import('./share-with-organizer-dialog').then((module) => module.ShareWithOrganizerDialog),
);

/**
 * An event's packet for its organizer (docs/product/events.md#the-organisers-packet): 'Share with Organizer'
 * (a share link), 'Download Packet' (the PDF) and 'E-mail Packet' (the PDF to the event's organizer e-mail).
 * Every member may download it; the owner and managers share and e-mail it, as the server allows.
 */
export function OrganizerPacket({
  eventId,
  organizerEmail,
  role,
}: {
  eventId: string;
  organizerEmail: string | null;
  /** The signed-in member's role; undefined while it loads, which offers only what every role may do. */
  role: Role | undefined;
}) {
  const { t } = useLingui();
  const hintId = useId();
  const mayShare = can(role, 'manageSharing');
  const download = useDownloadOrganizerPacket();
  const send = useEmailOrganizerPacket();
  const shareDialog = useDialogOpener({ preload: ShareWithOrganizerDialog.preload });
  const emailDialog = useDialogOpener({ preload: LazyConfirmDialog.preload });

  const downloadPacket = () =>
    download.mutate(eventId, {
      onSuccess: ({ blob, fileName }) => downloadBlob(blob, fileName),
      onError: (error) =>
        toast.error(t`Error`, {
          description: refusalMessage(error, t`Failed to make the packet. Please try again.`),
        }),
    });
  const emailPacket = () =>
    send.mutate(eventId, {
      onSuccess: ({ to }) => {
        emailDialog.setOpen(false);
        toast.success(t`Packet sent`, { description: t`We e-mailed the organizer's packet to ${to}.` });
      },
      onError: (error) =>
        toast.error(t`Error`, {
          description: refusalMessage(error, t`Failed to send the packet. Please try again.`),
        }),
    });

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {mayShare && (
          <Button variant="outline" {...shareDialog.openerProps}>
            <Link2 aria-hidden="true" />
            <Trans>Share with Organizer</Trans>
          </Button>
        )}
        <Button variant="outline" disabled={download.isPending} onClick={downloadPacket}>
          <FileDown aria-hidden="true" />
          {download.isPending ? t`Preparing packet...` : t`Download Packet`}
        </Button>
        {mayShare && (
          <Button
            variant="outline"
            disabled={!organizerEmail}
            aria-describedby={organizerEmail ? undefined : hintId}
            {...emailDialog.openerProps}
          >
            <Mail aria-hidden="true" />
            <Trans>E-mail Packet</Trans>
          </Button>
        )}
      </div>
      {mayShare && !organizerEmail && (
        <p id={hintId} className="text-sm text-muted-foreground">
          <Trans>Add the organizer's e-mail to the event to e-mail them the packet.</Trans>
        </p>
      )}
      {mayShare && <ShareWithOrganizerDialog eventId={eventId} {...shareDialog.dialogProps} />}
      {mayShare && organizerEmail && (
        <LazyConfirmDialog
          {...emailDialog.dialogProps}
          title={t`E-mail Packet`}
          description={t`Sends the event's permits and certificate of insurance as a PDF to ${organizerEmail}. Replies come to you.`}
          confirmLabel={t`Send Packet`}
          confirmVariant="default"
          pendingLabel={t`Sending...`}
          pending={send.isPending}
          onConfirm={emailPacket}
        />
      )}
    </div>
  );
}
