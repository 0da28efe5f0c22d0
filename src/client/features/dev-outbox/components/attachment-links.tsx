import { useLingui } from '@lingui/react/macro';
import { Paperclip } from 'lucide-react';
import type { OutboxAttachment } from '@shared/contracts/dev-outbox';

const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

/** '0.3 KB', '12.5 KB', '1.2 MB': one decimal, in the unit a person reads a file's size in. */
export function formatFileSize(bytes: number): string {
  const kilobytes = (bytes / KILOBYTE).toFixed(1);
  // A size that rounds to '1024.0 KB' reads as '1.0 MB'.
  return Number(kilobytes) < 1024 ? `${kilobytes} KB` : `${(bytes / MEGABYTE).toFixed(1)} MB`;
}

/** An outbox e-mail's attachments (a compliance packet, docs/decisions/0024), each a download link. */
export function AttachmentLinks({ attachments }: { attachments: OutboxAttachment[] }) {
  const { t } = useLingui();
  if (attachments.length === 0) return null;
  return (
    <ul aria-label={t`Attachments`} className="mt-3 flex flex-col">
      {attachments.map((attachment) => (
        <li key={attachment.url}>
          <a
            href={attachment.url}
            download={attachment.fileName}
            className="inline-flex min-h-11 items-center gap-2 text-sm break-all text-primary underline underline-offset-2"
          >
            <Paperclip className="size-4 shrink-0" aria-hidden="true" />
            {attachment.fileName} ({formatFileSize(attachment.size)})
          </a>
        </li>
      ))}
    </ul>
  );
}
