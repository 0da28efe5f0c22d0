import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy, Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { ShareLink } from '@shared/contracts/sharing';
import { Button, buttonVariants } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { formatLongDate } from '@client/lib/formatting';
import { shareLinkQrUrl } from '../api/share-links';

/** When a link stops working, in the page's language. */
export function useExpiryText() {
  const { t } = useLingui();
  return (link: ShareLink) => {
    if (!link.expiresAt) return t`Never expires`;
    const date = formatLongDate(link.expiresAt);
    return t`Expires ${date}`;
  };
}

export function CopyLinkButton({ url }: { url: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() =>
        navigator.clipboard.writeText(url).then(
          () => {
            setCopied(true);
            toast.success(t`Link copied`);
          },
          () =>
            toast.error(t`Error`, { description: t`Could not copy. Select the link and copy it yourself.` }),
        )
      }
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <Trans>Copy Link</Trans>
    </Button>
  );
}

/** The link's QR code as an SVG file, to print for a wall or a van. */
export function DownloadQrCodeLink({ linkId, children }: { linkId: string; children: ReactNode }) {
  return (
    <a
      href={shareLinkQrUrl(linkId)}
      download="permitpilot-share-qr.svg"
      className={buttonVariants({ variant: 'outline' })}
    >
      <Download aria-hidden="true" />
      {children}
    </a>
  );
}
