import { Trans, useLingui } from '@lingui/react/macro';
import { Link2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { ShareLink, ShareLinkExpiry } from '@shared/contracts/sharing';
import type { DialogProps } from '@client/components/lazy-dialog';
import { TitledDialog } from '@client/components/titled-dialog';
import { FormDialogFooter } from '@client/components/ui/dialog-footer';
import { toast } from '@client/components/ui/toaster';
import { refusalMessage } from '@client/lib/api-client';
import { useCreateShareLink } from '../api/share-links';
import { ActiveShareLinks } from './active-share-links';
import { CreatedShareLink } from './created-share-link';
import { ShareLinkExpirySelect } from './share-link-expiry-select';

type Props = DialogProps & { eventId: string };

/**
 * 'Share with Organizer' (docs/product/events.md#the-organisers-packet): a share link of the event, showing the
 * permits that make the truck legal there and its certificate of insurance, with its QR code; the event's links
 * in force are listed below, to revoke.
 */
export function ShareWithOrganizerDialog({ open, onOpenChange, onCloseAutoFocus, eventId }: Props) {
  const { t } = useLingui();
  const id = useId();
  const create = useCreateShareLink();
  const [created, setCreated] = useState<ShareLink | null>(null);
  const [expiresIn, setExpiresIn] = useState<ShareLinkExpiry>('30d');
  // Not while the link is being made: its answer would come after the closing and show on the next opening
  // in place of the form.
  const close = () => {
    if (create.isPending) return;
    onOpenChange(false);
    setCreated(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { eventId, expiresIn },
      {
        onSuccess: (link) => {
          setCreated(link);
          toast.success(t`Share link created`);
        },
        onError: (error) =>
          toast.error(t`Error`, {
            description: refusalMessage(error, t`Failed to create the link. Please try again.`),
          }),
      },
    );
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      onCloseAutoFocus={onCloseAutoFocus}
      className="max-h-[90dvh] overflow-y-auto"
      title={<Trans>Share with Organizer</Trans>}
      description={
        <Trans>
          A read-only page of this event with the permits that make your truck legal there and your
          certificate of insurance. It never shows notes, costs or your team.
        </Trans>
      }
    >
      {created ? (
        <CreatedShareLink link={created} onDone={close} />
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4">
          <ShareLinkExpirySelect id={`${id}-expires`} value={expiresIn} onChange={setExpiresIn} />
          <FormDialogFooter
            submitLabel={t`Create Link`}
            pendingLabel={t`Creating...`}
            pending={create.isPending}
            icon={<Link2 aria-hidden="true" />}
            onCancel={close}
            cancelDisabled={create.isPending}
          />
        </form>
      )}
      <ActiveShareLinks enabled={open} only={(link) => link.event?.id === eventId} />
    </TitledDialog>
  );
}
