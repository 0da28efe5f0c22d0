import { Check, Copy, Download, ExternalLink, Link2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { SHARE_LINK_EXPIRIES, type ShareLink, type ShareLinkExpiry } from '@shared/contracts/sharing';
import { formatLongDate } from '@shared/domain/formatting';
import type { DialogProps } from '@client/components/lazy-dialog';
import { Button } from '@client/components/ui/button';
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
import { shareLinkQrUrl, useCreateShareLink, useRevokeShareLink, useShareLinks } from '../api/share-links';

type Props = DialogProps & {
  /** The business's permits; undefined while they load. */
  permits: { id: string; name: string }[] | undefined;
};

const expiryText = (link: ShareLink) =>
  link.expiresAt ? `Expires ${formatLongDate(link.expiresAt)}` : 'Never expires';
const viewsText = (count: number) => (count === 1 ? '1 view' : `${count} views`);

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
          <DialogTitle>Share Permits</DialogTitle>
          <DialogDescription>
            A read-only page of the permits you choose, for an inspector or an event organiser. It shows their
            status, renewal dates and documents, never notes, costs or your team.
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
  const id = useId();
  const create = useCreateShareLink();
  // Every permit is chosen until the owner unticks some.
  const [unchosen, setUnchosen] = useState<ReadonlySet<string>>(new Set());
  const [expiresIn, setExpiresIn] = useState<ShareLinkExpiry>('30d');
  if (!permits) return <Spinner label="Loading permits..." />;
  if (permits.length === 0)
    return (
      <p className="text-sm text-muted-foreground">Add a permit first: there is nothing to share yet.</p>
    );
  const chosen = permits.filter((permit) => !unchosen.has(permit.id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      toast.error('Error', { description: 'Choose at least one permit to share.' });
      return;
    }
    create.mutate(
      { permitIds: chosen.map((permit) => permit.id), expiresIn },
      {
        onSuccess: (link) => {
          onCreated(link);
          toast.success('Share link created');
        },
        onError: (error) =>
          toast.error('Error', {
            description: refusalMessage(error, 'Failed to create the link. Please try again.'),
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">Permits to share</legend>
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
        <Label htmlFor={`${id}-expires`}>Link expires</Label>
        <select
          id={`${id}-expires`}
          className={NATIVE_SELECT_CLASS}
          value={expiresIn}
          onChange={(event) => setExpiresIn(event.target.value as ShareLinkExpiry)}
        >
          {SHARE_LINK_EXPIRIES.map((expiry) => (
            <option key={expiry.id} value={expiry.id}>
              {expiry.id === 'never' ? 'Never' : `In ${expiry.label}`}
            </option>
          ))}
        </select>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          <Link2 aria-hidden="true" />
          {create.isPending ? 'Creating...' : 'Create Link'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function CopyLinkButton({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() =>
        navigator.clipboard.writeText(url).then(
          () => {
            setCopied(true);
            toast.success('Link copied');
          },
          () =>
            toast.error('Error', { description: 'Could not copy. Select the link and copy it yourself.' }),
        )
      }
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      Copy Link
    </Button>
  );
}

function CreatedLink({ link, onDone }: { link: ShareLink; onDone: () => void }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h3 id={`${id}-title`} className="font-semibold">
        Your link is ready
      </h3>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-url`}>Share link</Label>
        <input
          id={`${id}-url`}
          readOnly
          value={link.url}
          onFocus={(event) => event.target.select()}
          className="min-h-11 w-full rounded-md border border-input bg-muted px-3 py-2 text-sm"
        />
      </div>
      <p className="text-sm text-muted-foreground">
        {link.permits.length === 1 ? '1 permit' : `${link.permits.length} permits`} · {expiryText(link)}
      </p>
      <img
        src={shareLinkQrUrl(link.id)}
        alt="QR code of the share link"
        width={192}
        height={192}
        className="size-48 self-center rounded-md border bg-white"
      />
      <div className="flex flex-wrap gap-2">
        <CopyLinkButton url={link.url} />
        <Button variant="outline" asChild>
          <a href={shareLinkQrUrl(link.id)} download="permitpilot-share-qr.svg">
            <Download aria-hidden="true" />
            Download QR Code
          </a>
        </Button>
        <Button variant="outline" asChild>
          <a href={link.url} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" />
            Open Page
          </a>
        </Button>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </section>
  );
}

function ActiveLinks({ enabled }: { enabled: boolean }) {
  const id = useId();
  const links = useShareLinks({ enabled });
  const revoke = useRevokeShareLink();
  const [confirming, setConfirming] = useState<string | null>(null);
  if (!links.data || links.data.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2 border-t pt-4">
      <h3 id={`${id}-title`} className="font-semibold">
        Active links
      </h3>
      <ul className="flex flex-col gap-3">
        {links.data.map((link) => (
          <li key={link.id} className="flex flex-col gap-2 rounded-md border p-3 text-sm">
            <p className="font-medium break-words">{link.permits.map((permit) => permit.name).join(', ')}</p>
            <p className="text-muted-foreground">
              Made {formatLongDate(link.createdAt)} · {expiryText(link)} · {viewsText(link.viewCount)}
            </p>
            {confirming === link.id ? (
              <div className="flex flex-col gap-2" role="group" aria-label="Revoke this link?">
                <p>Revoke this link? Anyone who has it, or scans its QR code, gets a page not found.</p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="destructive"
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(link.id, {
                        onSuccess: () => {
                          setConfirming(null);
                          toast.success('Share link revoked');
                        },
                        onError: (error) =>
                          toast.error('Error', {
                            description: refusalMessage(
                              error,
                              'Failed to revoke the link. Please try again.',
                            ),
                          }),
                      })
                    }
                  >
                    {revoke.isPending ? 'Revoking...' : 'Yes, Revoke'}
                  </Button>
                  <Button variant="outline" onClick={() => setConfirming(null)} disabled={revoke.isPending}>
                    Keep Link
                  </Button>
                </div>
              </div>
            ) : (
              <div className="flex flex-wrap gap-2">
                <CopyLinkButton url={link.url} />
                <Button variant="outline" asChild>
                  <a href={shareLinkQrUrl(link.id)} download="permitpilot-share-qr.svg">
                    <Download aria-hidden="true" />
                    QR Code
                  </a>
                </Button>
                <Button variant="outline" onClick={() => setConfirming(link.id)}>
                  Revoke
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
