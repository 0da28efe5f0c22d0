import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { lazyAction } from '@client/components/lazy-action';
import type * as ChoiceCode from './chosen-document';

/** What a chosen document needs, loaded when the owner reaches for the picker (chosen-document.tsx). */
const choiceCode = lazyAction(() => import('./chosen-document'));

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
  const inputId = useId();
  const [code, setCode] = useState<typeof ChoiceCode>();
  const shownError = file ? null : error;

  // A file the form was given (a scanned permit's) is shown once the code that shows it has loaded.
  useEffect(() => {
    if (file && !code) void choiceCode.load().then((loaded) => loaded && setCode(loaded));
  }, [file, code]);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const loaded = await choiceCode.load();
    if (!loaded) return;
    setCode(loaded);
    if (loaded.acceptDocument(chosen)) onChange(chosen);
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
        onPointerEnter={choiceCode.preload}
        onFocus={choiceCode.preload}
        onTouchStart={choiceCode.preload}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
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
      {file
        ? code && <code.ChosenDocument file={file} onRemove={() => onChange(null)} />
        : storedName && (
            <p className="text-sm">
              <Trans>Stored document: {storedName}</Trans>
            </p>
          )}
    </div>
  );
}
