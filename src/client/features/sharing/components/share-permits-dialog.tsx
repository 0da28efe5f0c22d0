import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy, Download, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import type { ShareLink } from '@shared/contracts/sharing';
import type { CalendarDate } from '@shared/domain/calendar-dates';
import type { DialogProps } from '@client/components/lazy-dialog';
import { Button, buttonVariants } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/components/ui/toaster';
import { refusalMessage } from '@client/lib/api-client';
import { formatLongDate } from '@client/lib/formatting';
import { shareLinkQrUrl, useRevokeShareLink, useShareLinks } from '../api/share-links';
import { NewShareLinkForm, type ShareablePermit } from './new-share-link-form';

type Props = DialogProps & {
  /** The business's permits; undefined while they load. */
  permits: ShareablePermit[] | undefined;
  /** Which permits have expired, and so start unticked. */
  today: CalendarDate;
};

/** When a link stops working, in the page's language. */
function useExpiryText() {
  const { t } = useLingui();
  return (link: ShareLink) => {
    if (!link.expiresAt) return t`Never expires`;
    const date = formatLongDate(link.expiresAt);
    return t`Expires ${date}`;
  };
}

/**
 * Share permits (docs/decisions/0024): choose permits and an expiry, get a public read-only link and its QR
 * code to print; the links in force are listed with their views and can be revoked.
 */
export function SharePermitsDialog({ open, onOpenChange, onCloseAutoFocus, permits, today }: Props) {
  const [created, setCreated] = useState<ShareLink | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setCreated(null);
      }}
    >
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            <Trans>Share Permits</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              A read-only page of the permits you choose, for an inspector or an event organiser. It shows
              their status, renewal dates and documents, never notes, costs or your team.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <CreatedLink link={created} onDone={() => setCreated(null)} />
        ) : (
          <NewShareLinkForm
            permits={permits}
            today={today}
            onCreated={setCreated}
            onCancel={() => onOpenChange(false)}
          />
        )}
        <ActiveLinks enabled={open} />
      </DialogContent>
    </Dialog>
  );
}

function CopyLinkButton({ url }: { url: string }) {
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

function CreatedLink({ link, onDone }: { link: ShareLink; onDone: () => void }) {
  const { t } = useLingui();
  const expiryText = useExpiryText();
  const id = useId();
  const count = link.permits.length;
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
        {t`${plural(count, { one: '# permit', other: '# permits' })}`} · {expiryText(link)}
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
        <a
          href={shareLinkQrUrl(link.id)}
          download="permitpilot-share-qr.svg"
          className={buttonVariants({ variant: 'outline' })}
        >
          <Download aria-hidden="true" />
          <Trans>Download QR Code</Trans>
        </a>
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

function ActiveLinks({ enabled }: { enabled: boolean }) {
  const { t } = useLingui();
  const expiryText = useExpiryText();
  const id = useId();
  const links = useShareLinks({ enabled });
  const revoke = useRevokeShareLink();
  const [confirming, setConfirming] = useState<string | null>(null);
  if (!links.data || links.data.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2 border-t pt-4">
      <h3 id={`${id}-title`} className="font-semibold">
        <Trans>Active links</Trans>
      </h3>
      <ul className="flex flex-col gap-3">
        {links.data.map((link) => (
          <li key={link.id} className="flex flex-col gap-2 rounded-md border p-3 text-sm">
            <p className="font-medium break-words">{link.permits.map((permit) => permit.name).join(', ')}</p>
            <LinkFacts link={link} expiry={expiryText(link)} />
            {confirming === link.id ? (
              <div className="flex flex-col gap-2" role="group" aria-label={t`Revoke this link?`}>
                <p>
                  <Trans>
                    Revoke this link? Anyone who has it, or scans its QR code, gets a page not found.
                  </Trans>
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="destructive"
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(link.id, {
                        onSuccess: () => {
                          setConfirming(null);
                          toast.success(t`Share link revoked`);
                        },
                        onError: (error) =>
                          toast.error(t`Error`, {
                            description: refusalMessage(
                              error,
                              t`Failed to revoke the link. Please try again.`,
                            ),
                          }),
                      })
                    }
                  >
                    {revoke.isPending ? t`Revoking...` : t`Yes, Revoke`}
                  </Button>
                  <Button variant="outline" onClick={() => setConfirming(null)} disabled={revoke.isPending}>
                    <Trans>Keep Link</Trans>
                  </Button>
                </div>
              </div>
            ) : (
              <div className="flex flex-wrap gap-2">
                <CopyLinkButton url={link.url} />
                <a
                  href={shareLinkQrUrl(link.id)}
                  download="permitpilot-share-qr.svg"
                  className={buttonVariants({ variant: 'outline' })}
                >
                  <Download aria-hidden="true" />
                  <Trans>QR Code</Trans>
                </a>
                <Button variant="outline" onClick={() => setConfirming(link.id)}>
                  <Trans>Revoke</Trans>
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Made Jun 3, 2026 · Expires Jul 3, 2026 · 2 views'. */
function LinkFacts({ link, expiry }: { link: ShareLink; expiry: string }) {
  const { t } = useLingui();
  const made = formatLongDate(link.createdAt);
  const count = link.viewCount;
  // The count as it was written before, without a thousands separator: '1234 views'.
  const views = t`${plural(count, { one: '# view', other: `${count} views` })}`;
  return (
    <p className="text-muted-foreground">
      <Trans>
        Made {made} · {expiry} · {views}
      </Trans>
    </p>
  );
}
