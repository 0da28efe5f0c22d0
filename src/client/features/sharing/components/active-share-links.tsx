import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ShareLink } from '@shared/contracts/sharing';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { refusalMessage } from '@client/lib/api-client';
import { formatLongDate } from '@client/lib/formatting';
import { useRevokeShareLink, useShareLinks } from '../api/share-links';
import { CopyLinkButton, DownloadQrCodeLink, useExpiryText } from './share-link-actions';

/**
 * The links in force, with their views, or those of them `only` keeps (an event's); each can be revoked after a
 * second answer in its own row.
 */
export function ActiveShareLinks({
  enabled,
  only = () => true,
}: {
  enabled: boolean;
  only?: (link: ShareLink) => boolean;
}) {
  const { t } = useLingui();
  const expiryText = useExpiryText();
  const id = useId();
  const links = useShareLinks({ enabled });
  const revoke = useRevokeShareLink();
  const [confirming, setConfirming] = useState<string | null>(null);
  const shown = links.data?.filter(only) ?? [];
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2 border-t pt-4">
      <h3 id={`${id}-title`} className="font-semibold">
        <Trans>Active links</Trans>
      </h3>
      <ul className="flex flex-col gap-3">
        {shown.map((link) => (
          <li key={link.id} className="flex flex-col gap-2 rounded-md border p-3 text-sm">
            <LinkSubject link={link} />
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
                <DownloadQrCodeLink linkId={link.id}>
                  <Trans>QR Code</Trans>
                </DownloadQrCodeLink>
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

/**
 * What a link shows: its vehicle (docs/product/fleet.md#at-the-window), which opens nothing while archived, its
 * event (docs/product/events.md#the-organisers-packet), or its chosen permits.
 */
function LinkSubject({ link }: { link: ShareLink }) {
  const eventName = link.event?.name;
  if (eventName)
    return (
      <p className="font-medium break-words">
        <Trans>Event: {eventName}, for its organizer</Trans>
      </p>
    );
  if (!link.vehicle)
    return <p className="font-medium break-words">{link.permits.map((permit) => permit.name).join(', ')}</p>;
  const vehicleName = link.vehicle.name;
  return (
    <>
      <p className="font-medium break-words">
        <Trans>Vehicle: {vehicleName}, with the whole business's permits</Trans>
      </p>
      {link.vehicle.archived && (
        <p className="text-muted-foreground">
          <Trans>This vehicle is archived: the link opens nothing until it is restored.</Trans>
        </p>
      )}
    </>
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
