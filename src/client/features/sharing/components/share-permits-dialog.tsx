import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy, Download, ExternalLink, Link2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { SHARE_LINK_EXPIRIES, type ShareLink, type ShareLinkExpiry } from '@shared/contracts/sharing';
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
import { NATIVE_SELECT_CLASS } from '@client/components/ui/native-select';
import { Spinner } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toaster';
import { refusalMessage } from '@client/lib/api-client';
import { formatLongDate } from '@client/lib/formatting';
import { shareLinkQrUrl, useCreateShareLink, useRevokeShareLink, useShareLinks } from '../api/share-links';

type Props = DialogProps & {
  /** The business's permits; undefined while they load. */
  permits: { id: string; name: string }[] | undefined;
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
export function SharePermitsDialog({ open, onOpenChange, onCloseAutoFocus, permits }: Props) {
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
          <NewLinkForm permits={permits} onCreated={setCreated} onCancel={() => onOpenChange(false)} />
        )}
        <ActiveLinks enabled={open} />
      </DialogContent>
    </Dialog>
  );
}

function NewLinkForm({
  permits,
  onCreated,
  onCancel,
}: {
  permits: Props['permits'];
  onCreated: (link: ShareLink) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const create = useCreateShareLink();
  // Every permit is chosen until the owner unticks some.
  const [unchosen, setUnchosen] = useState<ReadonlySet<string>>(new Set());
  const [expiresIn, setExpiresIn] = useState<ShareLinkExpiry>('30d');
  if (!permits) return <Spinner label={t`Loading permits...`} />;
  if (permits.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Add a permit first: there is nothing to share yet.</Trans>
      </p>
    );
  const chosen = permits.filter((permit) => !unchosen.has(permit.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      toast.error(t`Error`, { description: t`Choose at least one permit to share.` });
      return;
    }
    create.mutate(
      { permitIds: chosen.map((permit) => permit.id), expiresIn },
      {
        onSuccess: (link) => {
          onCreated(link);
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
    <form onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">
          <Trans>Permits to share</Trans>
        </legend>
        {permits.map((permit) => (
          <label
            key={permit.id}
            className="-mx-3 flex min-h-11 items-center gap-3 rounded-md px-3 hover:bg-accent"
          >
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-primary"
              checked={!unchosen.has(permit.id)}
              onChange={(event) => {
                const next = new Set(unchosen);
                if (event.target.checked) next.delete(permit.id);
                else next.add(permit.id);
                setUnchosen(next);
              }}
            />
            <span className="min-w-0 break-words">{permit.name}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-expires`}>
          <Trans>Link expires</Trans>
        </Label>
        <select
          id={`${id}-expires`}
          className={NATIVE_SELECT_CLASS}
          value={expiresIn}
          onChange={(event) => setExpiresIn(event.target.value as ShareLinkExpiry)}
        >
          {SHARE_LINK_EXPIRIES.map(({ id: expiry, days }) => (
            <option key={expiry} value={expiry}>
              {days === null ? t`Never` : t`${plural(days, { one: 'In # day', other: 'In # days' })}`}
            </option>
          ))}
        </select>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={create.isPending}>
          <Link2 aria-hidden="true" />
          {create.isPending ? t`Creating...` : t`Create Link`}
        </Button>
      </DialogFooter>
    </form>
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
