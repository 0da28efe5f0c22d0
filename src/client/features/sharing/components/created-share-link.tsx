import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import type { ShareLink } from '@shared/contracts/sharing';
import { Button, buttonVariants } from '@client/components/ui/button';
import { DialogFooter } from '@client/components/ui/dialog-footer';
import { Label } from '@client/components/ui/label';
import { shareLinkQrUrl } from '../api/share-links';
import { CopyLinkButton, DownloadQrCodeLink, useExpiryText } from './share-link-actions';

/** The link just made: its address to copy, its QR code to print, and the page it opens. */
export function CreatedShareLink({ link, onDone }: { link: ShareLink; onDone: () => void }) {
  const { t } = useLingui();
  const expiryText = useExpiryText();
  const id = useId();
  const count = link.permits.length;
  const vehicleName = link.vehicle?.name;
  const eventName = link.event?.name;
  // A vehicle's or an event's link holds no fixed permits: it shows theirs when opened.
  const holds = eventName
    ? t`Event: ${eventName}, for its organizer`
    : vehicleName
      ? t`Vehicle: ${vehicleName}, with the whole business's permits`
      : t`${plural(count, { one: '# permit', other: '# permits' })}`;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="font-semibold">
        <Trans>Your link is ready</Trans>
      </h3>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-url`}>
          <Trans>Share link</Trans>
        </Label>
        <input
          id={`${id}-url`}
          readOnly
          value={link.url}
          onFocus={(event) => event.target.select()}
          className="min-h-11 w-full rounded-md border border-input bg-muted px-3 py-2 text-sm"
        />
      </div>
      <p className="text-sm text-muted-foreground">
        {holds} · {expiryText(link)}
      </p>
      <img
        src={shareLinkQrUrl(link.id)}
        alt={t`QR code of the share link`}
        width={192}
        height={192}
        className="size-48 self-center rounded-md border bg-white"
      />
      <div className="flex flex-wrap gap-2">
        <CopyLinkButton url={link.url} />
        <DownloadQrCodeLink linkId={link.id}>
          <Trans>Download QR Code</Trans>
        </DownloadQrCodeLink>
        <a
          href={link.url}
          target="_blank"
          rel="noreferrer"
          className={buttonVariants({ variant: 'outline' })}
        >
          <ExternalLink aria-hidden="true" />
          <Trans>Open Page</Trans>
        </a>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </DialogFooter>
    </section>
  );
}
