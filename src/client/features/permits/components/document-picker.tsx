import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, X } from 'lucide-react';
import { useId } from 'react';
import { formatFileSize, isAcceptedDeclaredType, MAX_DOCUMENT_BYTES } from '@shared/domain/document-types';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toaster';

type Props = {
  file: File | null;
  /** The document already stored with the permit (edit mode). */
  storedName?: string | null;
  /** Why the last file was refused when it was stored (a PDF that does not open); shown until another is chosen. */
  error?: string | null;
  onChange: (file: File | null) => void;
};

/** PDF or image only, at most 10 MB, its size shown (kB below 1 MB), stored on save (docs/product/permits.md#documents). */
export function DocumentPicker({ file, storedName, error, onChange }: Props) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const fileName = file?.name ?? '';
  const shownError = file ? null : error;
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!isAcceptedDeclaredType(chosen.type)) {
      toast.error(t`Invalid file type`, { description: t`Please upload a PDF or image file.` });
      return;
    }
    if (chosen.size > MAX_DOCUMENT_BYTES) {
      const size = formatFileSize(chosen.size, i18n);
      toast.error(t`File too large`, { description: t`The file is ${size}; the limit is 10 MB.` });
      return;
    }
    onChange(chosen);
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        <Trans>Permit document (optional)</Trans>
      </label>
      <input
        id={inputId}
        type="file"
        accept="application/pdf,image/*"
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${inputId}-error` : undefined}
        className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-input file:bg-background file:px-4 file:font-medium"
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <p className="text-sm text-muted-foreground">
        <Trans>A PDF or a photo of the permit, up to 10 MB.</Trans>
      </p>
      {shownError && (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-destructive">
          {shownError}
        </p>
      )}
      {file ? (
        <div className="flex items-center justify-between gap-2 rounded-md border bg-muted p-3 text-sm">
          <span className="flex min-w-0 items-center gap-2">
            <FileText className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{file.name}</span>
            <span className="shrink-0 text-muted-foreground">{formatFileSize(file.size, i18n)}</span>
          </span>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t`Remove ${fileName}`}
            onClick={() => onChange(null)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : (
        storedName && (
          <p className="text-sm">
            <Trans>Stored document: {storedName}</Trans>
          </p>
        )
      )}
    </div>
  );
}
