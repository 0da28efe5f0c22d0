import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import type { Permit } from '@shared/contracts/permits';
import { buttonVariants } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { downloadBlob } from '@client/lib/download-file';
import { keepDocument } from '@client/service-worker/offline-caches';
import { permitDocumentUrl } from '../api/upload-permit-document';

const KEPT_STORAGE_KEY = 'permitpilot:offline-documents';

const keptIds = (): string[] => {
  try {
    const stored = JSON.parse(localStorage.getItem(KEPT_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

/** Whether this browser keeps files for offline use: a production build with a service worker. */
const mayKeepOffline = () =>
  typeof caches !== 'undefined' && typeof navigator !== 'undefined' && !!navigator.serviceWorker?.controller;

/**
 * A permit's document, opened through the app so that the service worker keeps a copy for offline use
 * (docs/decisions/0024), and 'Keep available offline' to keep it before it is ever opened. The link still
 * works as a plain download where scripts do not run.
 */
export function PermitDocumentActions({
  permit,
}: {
  permit: Permit & { document: NonNullable<Permit['document']> };
}) {
  const { t } = useLingui();
  const name = permit.name;
  const fileName = permit.document.name;
  const url = permitDocumentUrl(permit.id);
  const [opening, setOpening] = useState(false);
  const [kept, setKept] = useState(() => keptIds().includes(permit.id));
  const [showKeep] = useState(mayKeepOffline);

  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setOpening(true);
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`document: ${response.status}`);
      downloadBlob(await response.blob(), permit.document.name);
    } catch {
      toast.error(t`Error`, {
        description: t`The document could not be opened. Check your connection and try again.`,
      });
    } finally {
      setOpening(false);
    }
  };

  const toggleKept = async (keep: boolean) => {
    setKept(keep);
    try {
      await keepDocument(url, keep);
      const others = keptIds().filter((id) => id !== permit.id);
      localStorage.setItem(KEPT_STORAGE_KEY, JSON.stringify(keep ? [...others, permit.id] : others));
      if (keep)
        toast.success(t`Available offline`, {
          description: t`${fileName} opens without a connection.`,
        });
    } catch {
      setKept(!keep);
      toast.error(t`Error`, {
        description: t`The document could not be kept offline. Try again when you are online.`,
      });
    }
  };

  return (
    <>
      <a
        href={url}
        download={permit.document.name}
        onClick={(event) => void open(event)}
        aria-label={t`Download the document of ${name}`}
        aria-busy={opening}
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
      >
        <FileDown aria-hidden="true" />
        <Trans>Document</Trans>
      </a>
      {showKeep && (
        <label className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 text-sm hover:bg-accent">
          <input
            type="checkbox"
            className="size-5 accent-primary"
            checked={kept}
            onChange={(event) => void toggleKept(event.target.checked)}
            aria-label={t`Keep the document of ${name} available offline`}
          />
          <span aria-hidden="true">
            <Trans>Keep available offline</Trans>
          </span>
        </label>
      )}
    </>
  );
}
