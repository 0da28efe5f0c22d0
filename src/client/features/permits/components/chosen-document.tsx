import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FileText, X } from 'lucide-react';
import { formatFileSize, isAcceptedDeclaredType, MAX_DOCUMENT_BYTES } from '@shared/domain/document-types';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';
import { i18n } from '@client/lib/i18n';

/*
 * The permit document once the owner chooses one: its checks and the file shown with its size. They load with
 * the choice, not with the screen (document-picker.tsx, docs/decisions/0026's budget).
 */

/** PDF or image only, at most 10 MB (docs/product/permits.md#documents): false once a toast has said why not. */
export function acceptDocument(chosen: File): boolean {
  if (!isAcceptedDeclaredType(chosen.type)) {
    toast.error(t`Invalid file type`, { description: t`Please upload a PDF or image file.` });
    return false;
  }
  if (chosen.size > MAX_DOCUMENT_BYTES) {
    const size = formatFileSize(chosen.size, i18n);
    toast.error(t`File too large`, { description: t`The file is ${size}; the limit is 10 MB.` });
    return false;
  }
  return true;
}

/** The chosen file, its size (kB below 1 MB), and a way to take it back. */
export function ChosenDocument({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t, i18n } = useLingui();
  const fileName = file.name;
  return (
    <div className="flex items-center justify-between gap-2 rounded-md border bg-muted p-3 text-sm">
      <span className="flex min-w-0 items-center gap-2">
        <FileText className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{file.name}</span>
        <span className="shrink-0 text-muted-foreground">{formatFileSize(file.size, i18n)}</span>
      </span>
      <Button type="button" variant="ghost" size="icon" aria-label={t`Remove ${fileName}`} onClick={onRemove}>
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
